// The call of /aggiungi-dono-admin by operationId: dedicAdmin, multipart with upload progress.
import { api, romeDateTimeValue, type CallData } from '@ricordo/shared-design';

export type GiftAnswer = CallData<'dedicAdmin'>;
export type GiftType = 'dedica-cero' | 'dedica-fiori' | 'dedica-foto' | 'dedica-video';
export type GiftPublish = 'accepted' | 'pending';

export interface GiftValues {
  type: GiftType;
  text: string;
  sign: string;
  publish: GiftPublish;
  /** insert-time: the value of the datetime-local field (Rome's wall clock); '' = now. */
  time: string;
  /** notification-flag: whether the page's owner is told. */
  notify: boolean;
  file: File | null;
}

/** insert-time in unix ms, or null for 'now' (an empty or unreadable field). */
export function insertTimeOf(time: string): number | null {
  return time ? romeDateTimeValue(time) : null;
}

/** The form as the server reads it: `dedic-type` before the file, whose kind it decides. */
export function giftFormData(deceasedId: number, values: GiftValues): FormData {
  const form = new FormData();
  form.append('dedic-type', values.type);
  form.append('deceased-id', `000${deceasedId}`);
  form.append('dedic', values.text.trim());
  form.append('dedic-sign', values.sign.trim() || '0');
  form.append('publish', values.publish);
  const insertTime = insertTimeOf(values.time);
  if (insertTime !== null) form.append('insert-time', String(insertTime));
  form.append('notification-flag', values.notify ? '1' : '0');
  if (values.file && (values.type === 'dedica-foto' || values.type === 'dedica-video'))
    form.append('file', values.file, values.file.name);
  return form;
}

export async function addGift(form: FormData, onProgress: (percent: number) => void): Promise<GiftAnswer> {
  return (await api.call('dedicAdmin', { body: form, onProgress })).data;
}
