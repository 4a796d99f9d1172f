import { api, type CallBody, type Schema } from '@ricordo/shared-design';
import { looseBody } from '../../common/loose-body';

export type BookMessage = Schema<'CondolenceDto'>;

export type BookAnswer = Schema<'BookDataDto'>;

export interface BookForm {
  name: string;
  text: string;
  qrcode: string;
  accountName?: string;
  accountSurname?: string;
  number?: string;
  email?: string;
  channel?: string;
  terms?: boolean;
}

export const bookApi = {
  limit: async () => (await api.call('getBookLimit')).data,
  messages: async (id: number) => (await api.call('getBookMessages', { path: { id } })).data.condolences,
  phrases: async (id: number) => (await api.call('getBookPhrases', { path: { id } })).data.phrases,
  book: async (form: BookForm) => (await api.call('book', { body: looseBody('book', { ...form }) })).data,
  code: (deceasedID: number, smsCode: string) =>
    api.call('bookCode', { body: looseBody('bookCode', { deceasedID: String(deceasedID), smsCode }) }),
  checkPhone: async (telephone: string) =>
    (await api.call('checkPhone', { body: looseBody('checkPhone', { telephone }) })).data.valid,
  confirm: (id: string, token: string) =>
    api.call('bookconfirm', { body: looseBody('bookconfirm', { id, token }) }),
  suggestUsername: async (name: string, surname: string) =>
    (await api.call('suggestUsername', { query: { name, surname } })).data.username,
  registration: (body: CallBody<'registration'>) => api.call('registration', { body }),
};
