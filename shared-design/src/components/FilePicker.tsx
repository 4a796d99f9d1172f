import { lazy, Suspense, type ReactNode } from 'react';
import { MAX_PHOTO_BYTES, MAX_VIDEO_BYTES } from '../forms/limits';
import { PHOTO_EXTENSIONS, VIDEO_EXTENSIONS, formPhotoFile, photoFile, videoFile } from '../forms/rules';
import { Spinner } from './Spinner';

export type FilePickerKind = 'photo' | 'video';

export interface FilePickerProps {
  /** Visible label ('Foto', 'Video'). */
  label: ReactNode;
  /** Photos (png, jpeg, jpg, bmp, gif) or videos (mp4, avi, m4v) — spec public §9. */
  kind: FilePickerKind;
  /** The files chosen so far. */
  value: File[];
  onChange: (files: File[]) => void;
  /** Several files; otherwise a new choice replaces the old one. */
  multiple?: boolean;
  /** Most files when `multiple` (10 photos for a memorial). */
  max?: number;
  /** Message when `max` is passed; "hai gia' caricato 10 immagini" by default. */
  maxMessage?: string;
  /** Largest file in bytes; 15,000,000 by default (spec public §9 "up to 15MB"). */
  maxBytes?: number;
  /**
   * Photos of a panel form (spec panels §5 "Photos (forms)"): a refused photo gets 'Formato immagine non
   * valido, Formati supportati: {these}' or 'La dimensione massima della foto e` di 15MB' instead of the
   * memorial and public texts.
   */
  citedFormats?: readonly string[];
  /** A message of the form ('Carica almeno un file'); a refused file's own message shows first. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Id of the file input (the label points at it), so a form can focus it. */
  id?: string;
  className?: string;
}

export const ACCEPT: Record<FilePickerKind, string> = {
  photo: [
    ...PHOTO_EXTENSIONS.map((ext) => `.${ext}`),
    'image/png',
    'image/jpeg',
    'image/bmp',
    'image/gif',
  ].join(','),
  video: [...VIDEO_EXTENSIONS.map((ext) => `.${ext}`), 'video/mp4', 'video/x-msvideo', 'video/x-m4v'].join(
    ',',
  ),
};

/** The kit's message for a file that breaks the kind's type or size rule, or null. */
export function fileProblem(
  file: File,
  kind: FilePickerKind,
  maxBytes?: number,
  citedFormats?: readonly string[],
): string | null {
  if (kind === 'video') return videoFile(file, maxBytes ?? MAX_VIDEO_BYTES);
  return citedFormats
    ? formPhotoFile(file, citedFormats, maxBytes ?? MAX_PHOTO_BYTES)
    : photoFile(file, maxBytes ?? MAX_PHOTO_BYTES);
}

// The kit is on every page's first download (the memorial page's JavaScript is at its budget); the picker
// is needed only by the order forms, so its code is a chunk of its own, fetched when a form shows it.
const Body = lazy(async () => ({ default: (await import('./FilePickerBody')).FilePickerBody }));

/**
 * File choice with the spec's checks before anything is sent (spec public §5, §9); see FilePickerBody.
 * Shows a spinner while its code loads.
 */
export function FilePicker(props: FilePickerProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <Body {...props} />
    </Suspense>
  );
}
