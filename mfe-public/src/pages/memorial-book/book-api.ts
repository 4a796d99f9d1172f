import { api, type DeceasedData } from '@ricordo/shared-design';

export interface BookMessage {
  ID: number;
  authorName: string;
  text: string;
  time: number;
}

export interface BookAnswer {
  pending: boolean;
  ID: number;
  channel: 'email' | 'wa' | 'sms' | null;
}

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
  deceased: async (id: number) => (await api.get<DeceasedData>(`/deceased/deceasedData/000${id}`)).data,
  limit: async () => (await api.get<{ condolenceLimit: number }>('/condolences/getBookLimit')).data,
  messages: async (id: number) =>
    (await api.get<{ condolences: BookMessage[] }>(`/condolences/getBookMessages/${id}`)).data.condolences,
  phrases: async (id: number) =>
    (await api.get<{ phrases: string[] }>(`/condolences/phrases/${id}`)).data.phrases,
  book: async (form: BookForm) => {
    const envelope = await api.post<BookAnswer>('/condolences/book', { ...form });
    return envelope.data;
  },
  code: (deceasedID: number, smsCode: string) =>
    api.post('/condolences/bookCode', { deceasedID: String(deceasedID), smsCode }),
  checkPhone: async (telephone: string) =>
    (await api.post<{ valid: boolean }>('/condolences/checkPhone', { telephone })).data.valid,
};
