// The images of the partner page (spec panels §3, §9: up to 50 photos of 15 MB): thumbnails opening the
// lightbox viewer, each removable (remove-image); new photos sent one by one (add-image) with progress.
import { useState, type FormEvent } from 'react';
import {
  Button,
  ConfirmDialog,
  FilePicker,
  FormMessage,
  Lightbox,
  PARTNER_MAX_IMAGES,
  Spinner,
  toast,
} from '@ricordo/shared-design';
import { editFailure, sendPartnerEdit } from './partner-edit-call';
import { PARTNER_CITED_PHOTO_FORMATS, PARTNER_PAGE_TEXTS as TEXTS } from './partner-page-texts';

export interface PartnerGalleryEditorProps {
  partnerId: number;
  /** Image URLs as getPartnerPage lists them. */
  images: string[];
  onChanged: () => Promise<void>;
}

export function PartnerGalleryEditor({ partnerId, images, onChanged }: PartnerGalleryEditorProps) {
  const [viewed, setViewed] = useState<number | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<{ index: number; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const room = Math.max(0, PARTNER_MAX_IMAGES - images.length);

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0) {
      setError(TEXTS.emptyField);
      return;
    }
    setError(null);
    let sent = 0;
    try {
      for (const [index, file] of files.entries()) {
        setProgress({ index, percent: 0 });
        await sendPartnerEdit({
          partnerId,
          type: 'add-image',
          file,
          onProgress: (percent) => setProgress({ index, percent }),
        });
        sent++;
      }
      toast(TEXTS.saved, 'success');
      setFiles([]);
    } catch (failure) {
      setError(editFailure(failure));
      setFiles(files.slice(sent));
    } finally {
      setProgress(null);
      if (sent > 0) await onChanged();
    }
  }

  async function remove() {
    if (!removing) return;
    setBusy(true);
    try {
      toast(
        (await sendPartnerEdit({ partnerId, type: 'remove-image', content: removing })) || TEXTS.saved,
        'success',
      );
      setRemoving(null);
      await onChanged();
    } catch (failure) {
      setRemoving(null);
      setError(editFailure(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="rc-partner-page-editor__block" aria-labelledby="rc-partner-gallery-title">
      <h3 id="rc-partner-gallery-title">{TEXTS.gallery}</h3>
      <p>{TEXTS.galleryCount(images.length, PARTNER_MAX_IMAGES)}</p>
      {images.length > 0 && (
        <ul className="rc-partner-page-editor__gallery">
          {images.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className="rc-partner-page-editor__thumb"
                aria-label={TEXTS.openImage(index + 1)}
                onClick={() => setViewed(index)}
              >
                <img src={url} alt="" loading="lazy" />
              </button>
              <Button variant="text" onClick={() => setRemoving(url)}>
                {TEXTS.removeImage(index + 1)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Lightbox
        items={images.map((url, index) => ({ src: url, type: 'photo', alt: TEXTS.imageAlt(index + 1) }))}
        index={viewed}
        onIndexChange={setViewed}
        onClose={() => setViewed(null)}
      />
      <form onSubmit={upload} noValidate className="rc-partner-page-editor__form">
        <FilePicker
          label={TEXTS.addImages}
          kind="photo"
          citedFormats={PARTNER_CITED_PHOTO_FORMATS}
          multiple
          max={Math.max(1, room)}
          maxMessage={TEXTS.maxImages}
          value={files}
          onChange={setFiles}
          disabled={progress !== null}
        />
        {progress && (
          <Spinner
            percent={progress.percent}
            label={`${TEXTS.uploadImages} ${progress.index + 1} / ${files.length}`}
          />
        )}
        {error && <FormMessage>{error}</FormMessage>}
        <Button type="submit" loading={progress !== null}>
          {TEXTS.uploadImages}
        </Button>
      </form>
      <ConfirmDialog
        open={removing !== null}
        message={TEXTS.removeImageQuestion}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
