// The call of /aggiungi-dono-admin by operationId: dedicAdmin, multipart with upload progress.
import { api, type CallData } from '@ricordo/shared-design';

export type GiftAnswer = CallData<'dedicAdmin'>;
export type GiftType = 'dedica-cero' | 'dedica-fiori' | 'dedica-foto' | 'dedica-video';
export type GiftPublish = 'accepted' | 'pending';

export interface GiftValues {
  type: GiftType;
  text: string;
  sign: string;
  publish: GiftPublish;
  file: File | null;
}

/** The form as the server reads it: `dedic-type` before the file, whose kind it decides. */
export function giftFormData(deceasedId: number, values: GiftValues): FormData {
  const form = new FormData();
  form.append('dedic-type', values.type);
  form.append('deceased-id', `000${deceasedId}`);
  form.append('dedic', values.text.trim());
  form.append('dedic-sign', values.sign.trim() || '0');
  form.append('publish', values.publish);
  if (values.file && (values.type === 'dedica-foto' || values.type === 'dedica-video'))
    form.append('file', values.file, values.file.name);
  return form;
}

export async function addGift(form: FormData, onProgress: (percent: number) => void): Promise<GiftAnswer> {
  return (await api.call('dedicAdmin', { body: form, onProgress })).data;
}
