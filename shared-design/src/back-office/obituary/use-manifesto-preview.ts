// The manifesto preview of the form (spec panels §4 "Manifest"): regenerated through createManifest when a
// field loses focus once the mandatory data are present; the red warning while the data differ from the last
// preview; 'Rigenera' asks again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isAbortError, MESSAGES } from '@ricordo/shared-design';
import { createManifestPreview } from './obituary-api';
import { previewBody } from './obituary-payload';
import { canPreview, type ObituaryValues } from './obituary-values';

const fileKey = (file: File | null) => (file ? `${file.name}:${file.size}:${file.lastModified}` : null);

/** What the preview depends on: the deceased data printed on it and the manifesto's own fields. */
export function previewKey(values: ObituaryValues): string {
  return JSON.stringify([
    values.name.trim(),
    values.surname.trim(),
    values.gender,
    values.dateOfBirth,
    values.dateOfDeath,
    values.age,
    values.graveyard,
    values.texts,
    values.bg,
    values.publishDate,
    fileKey(values.manifestPhoto),
    fileKey(values.photo),
  ]);
}

export interface ManifestoPreview {
  /** The generated JPEG's URL (the last good one), or the saved manifesto while editing. */
  image: string | null;
  loading: boolean;
  error: string | null;
  /** The data changed since the image was made (the red warning with 'Rigenera'). */
  stale: boolean;
  /** On a field's blur: regenerates when the mandatory data are there and something changed. */
  onBlur: () => void;
  /** 'Rigenera'. */
  regenerate: () => void;
}

export function useManifestoPreview(
  values: ObituaryValues,
  enabled: boolean,
  initialImage: string | null = null,
): ManifestoPreview {
  const [image, setImage] = useState<string | null>(initialImage);
  const [madeFrom, setMadeFrom] = useState<string | null>(initialImage ? previewKey(values) : null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<AbortController | null>(null);
  const latest = useRef(values);
  latest.current = values;

  useEffect(() => () => pending.current?.abort(), []);

  const run = useCallback(() => {
    const current = latest.current;
    if (!enabled || !canPreview(current)) return;
    const key = previewKey(current);
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setLoading(true);
    setError(null);
    createManifestPreview(previewBody(current), controller.signal).then(
      (url) => {
        if (controller.signal.aborted) return;
        setImage(url);
        setMadeFrom(key);
        setLoading(false);
      },
      (failure: unknown) => {
        if (isAbortError(failure) || controller.signal.aborted) return;
        setLoading(false);
        setError(failure instanceof ApiError ? failure.message : MESSAGES.unexpected);
      },
    );
  }, [enabled]);

  const madeFromRef = useRef(madeFrom);
  madeFromRef.current = madeFrom;
  const key = previewKey(values);
  const onBlur = useCallback(() => {
    // Deferred: the value of a select changed with the keyboard reaches the state after its blur.
    setTimeout(() => {
      if (previewKey(latest.current) !== madeFromRef.current) run();
    }, 0);
  }, [run]);
  return {
    image,
    loading,
    error,
    stale: image !== null && madeFrom !== key,
    onBlur,
    regenerate: run,
  };
}
