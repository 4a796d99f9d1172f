// The calls of the admin's memorial forms (by operationId; spec panels §7 addMemorialToDeceased,
// memorial/edit, deleteMemorial) and their multipart bodies.
import { api, toPublicId, type CallData } from '@ricordo/shared-design';

export type AdminMemorialData = CallData<'adminMemorial'>;
export type SavedMedia = AdminMemorialData['memorialMedia'][number];

export interface MemorialSubmission {
  deceasedId: number;
  biography: string;
  photos: File[];
  video: File | null;
  /** Edit only: the memorial, the saved photos removed and whether the saved video goes. */
  memorialId?: number;
  removedPhotoIds?: number[];
  removeVideo?: boolean;
}

export function memorialFormData(values: MemorialSubmission): FormData {
  const form = new FormData();
  form.set('deceased-id', toPublicId(values.deceasedId));
  form.set('deceased-bio', values.biography);
  if (values.memorialId !== undefined) {
    form.set('memorial-id', String(values.memorialId));
    form.set('image-to-remove', JSON.stringify(values.removedPhotoIds ?? []));
    form.set('remove-video', values.removeVideo ? '1' : '0');
  }
  for (const photo of values.photos) form.append('images', photo, photo.name);
  if (values.video) form.append('video', values.video, values.video.name);
  return form;
}

/** POST addMemorialToDeceased or memorial/edit with upload progress; resolves to the server's message. */
export async function saveMemorial(
  values: MemorialSubmission,
  onProgress: (percent: number) => void,
): Promise<string> {
  const body = memorialFormData(values);
  const answer =
    values.memorialId === undefined
      ? await api.call('addMemorialToDeceased', { body, onProgress })
      : await api.call('memorialEdit', { body, onProgress });
  return answer.message;
}

export async function deleteMemorial(deceasedId: number): Promise<string> {
  const answer = await api.call('deleteMemorial', { body: { deceasedID: toPublicId(deceasedId) } });
  return answer.message;
}
