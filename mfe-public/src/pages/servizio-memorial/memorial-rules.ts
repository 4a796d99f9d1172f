// The checks of the memorial service form (spec public §5 "Memorial", spec panels §5 "Memorial") and its
// multipart body (docs/contracts.md "Memorial service": POST /api/memorials/sendform/memorial).
import { MESSAGES, required } from '@ricordo/shared-design';

export interface MemorialValues {
  deceasedId: number | null;
  biography: string;
  photos: File[];
  video: File[];
  /** The chosen deceased has an active memorial: this is a renewal. */
  renewal: boolean;
}

export type MemorialField = 'deceased' | 'biography';
export type MemorialErrors = Partial<Record<MemorialField, string>>;

/** spec public §9: a memorial holds up to 10 photos (the kit's MEMORIAL_MAX_PHOTOS) and one video. */
export const MEMORIAL_MAX_VIDEOS = 1;

export function validateMemorial(values: MemorialValues): MemorialErrors {
  const errors: MemorialErrors = {};
  if (values.deceasedId === null) errors.deceased = MESSAGES.chooseDeceased;
  const biography = required(values.biography.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' '));
  if (biography) errors.biography = biography;
  return errors;
}

/** No photo and no video: the form asks 'Non hai caricato nessun media, desideri continuare?'. */
export function hasNoMedia(values: MemorialValues): boolean {
  return values.photos.length === 0 && values.video.length === 0;
}

export function memorialFormData(values: MemorialValues): FormData {
  const form = new FormData();
  form.set('deceasedID', String(values.deceasedId ?? ''));
  form.set('biografic', values.biography);
  form.set('memorialType', values.renewal ? 'renewal' : 'newActivation');
  for (const photo of values.photos) form.append('images', photo, photo.name);
  for (const video of values.video) form.append('video', video, video.name);
  return form;
}

/** Where a paid memorial order goes (spec public §2 "/Conferma"). */
export function confirmationPath(deceasedId: number, orderid: number): string {
  return `/Conferma?isMemorial=1&deceasedID=${deceasedId}&data=${orderid}`;
}
