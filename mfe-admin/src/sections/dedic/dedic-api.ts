// The calls of the admin's dedication review (#dedic and #visualizza-dediche) by operationId.
import { api, type Schema } from '@ricordo/shared-design';
import type { Decision } from '@ricordo/shared-design/back-office';

export type AdminDedication = Schema<'AdminDedicationDto'>;
export type DedicationType = AdminDedication['type'];

/** Admin tables: 5, 10, 25 or 100 rows, default 5 (spec panels §9). */
export const PAGE_SIZES = [5, 10, 25, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export function evaluate(id: number, decision: Decision) {
  return api.call('adminEvaluateDedic', { body: { dedic: String(id), isAccepted: decision } });
}

export async function deleteDedication(id: number): Promise<void> {
  await api.call('deleteDedic', { body: { dedicID: String(id) } });
}

export interface DedicationEdit {
  id: number;
  type: DedicationType;
  /**
   * Unix milliseconds of the time shown, or null when the admin left it as it was: the input shows minutes
   * only, so sending it back unchanged would drop the stored seconds.
   */
  time: number | null;
  text: string;
  /** '' = anonymous. */
  sign: string;
  /** A new photo or video for the photo and video types. */
  file: File | null;
  /** 'Accetta la dedica' (pending only) and whether the giver and the owner are told. */
  forcePublish: boolean;
  notify: boolean;
}

/** editDedic (spec panels §7): the form's fields, then the file in `photo` or `video`. */
export async function editDedication(edit: DedicationEdit, onProgress?: (percent: number) => void) {
  const body = new FormData();
  body.set('dedic-id', String(edit.id));
  body.set('dedic-type', edit.type);
  if (edit.time !== null) body.set('insert-time', String(edit.time));
  body.set('dedic', edit.text);
  body.set('dedic-sign', edit.sign);
  if (edit.forcePublish) {
    body.set('dedic-force-publish', String(edit.id));
    body.set('notification-flag', edit.notify ? '1' : '0');
  }
  if (edit.file) body.set(edit.type === 'dedica-video' ? 'video' : 'photo', edit.file);
  return (await api.call('editDedic', { body, onProgress })).message;
}
