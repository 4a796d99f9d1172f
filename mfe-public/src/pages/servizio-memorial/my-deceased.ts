// The signed-in user's deceased for the memorial service (GET /api/account/getDeceasedByID/:ownerId →
// data.deceased_list; spec public §4: the memorial page lists entries whose showPage is 1), and what an
// active memorial already holds (GET /api/deceased/deceasedData/:id), so a renewal starts from it.
import { api, type DeceasedData } from '@ricordo/shared-design';

export interface MyDeceased {
  ID: number;
  name: string;
  surname: string;
  showPage?: number;
  /** 0 without a memorial service. */
  memorialID: number;
  /** Memorial expiry, unix seconds. */
  expirationDate: number | null;
}

export async function loadMyDeceased(userId: number, signal?: AbortSignal): Promise<MyDeceased[]> {
  const { data } = await api.get<{ deceased_list?: MyDeceased[] }>(`/account/getDeceasedByID/${userId}`, {
    signal,
  });
  const list = Array.isArray(data?.deceased_list) ? data.deceased_list : [];
  return list.filter((item) => item.showPage === undefined || item.showPage === 1);
}

export function hasActiveMemorial(deceased: MyDeceased, now = Date.now()): boolean {
  return (
    Boolean(deceased.memorialID) && deceased.expirationDate !== null && deceased.expirationDate * 1000 > now
  );
}

export interface MemorialContent {
  bio: string;
  photos: number;
  videos: number;
}

export async function loadMemorialContent(id: number, signal?: AbortSignal): Promise<MemorialContent> {
  const { data } = await api.get<DeceasedData>(`/deceased/deceasedData/${id}`, { signal });
  const media = data.memorialMedia ?? [];
  return {
    bio: data.memorial?.bio ?? '',
    photos: media.filter((item) => item.type === 'photo').length,
    videos: media.filter((item) => item.type === 'video').length,
  };
}

/** spec public §9: the memorial service costs 6,00 € a year until the server's price arrives. */
export const DEFAULT_MEMORIAL_PRICE = 600;

export async function loadMemorialPrice(signal?: AbortSignal): Promise<number> {
  const { data } = await api.get<{ product_details?: { price?: number | null } }>(
    '/content/getProductPrice/servizio-memorial',
    { signal },
  );
  const price = data?.product_details?.price;
  return typeof price === 'number' && price > 0 ? price : DEFAULT_MEMORIAL_PRICE;
}
