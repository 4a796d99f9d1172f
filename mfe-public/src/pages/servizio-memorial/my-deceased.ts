// The signed-in user's deceased for the memorial service (spec public §7: GET getDeceasedByOwner/{email}, by
// the account's e-mail, or GET getDeceasedByID/{ownerId} for an account without one → data.deceased_list;
// spec public §4: the memorial page lists entries whose showPage is 1), and what an active memorial already
// holds (deceasedData, read by common/deceased/useDeceasedData), so a renewal starts from it.
import { api, type DeceasedData, type Schema } from '@ricordo/shared-design';

/** What the form reads of an owned page: `memorialID` 0 without a memorial service, expiry in unix seconds. */
export type MyDeceased = Pick<
  Schema<'OwnedTombstoneDto'>,
  'ID' | 'name' | 'surname' | 'memorialID' | 'expirationDate'
> &
  Partial<Pick<Schema<'OwnedTombstoneDto'>, 'showPage'>>;

export async function loadMyDeceased(
  owner: { userId: number; email: string | null },
  signal?: AbortSignal,
): Promise<MyDeceased[]> {
  const { data } = owner.email
    ? await api.call('getDeceasedByOwner', { path: { email: owner.email }, signal })
    : await api.call('getDeceasedByID', { path: { ownerId: owner.userId }, signal });
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

/** What a renewal starts from: the memorial's biography and the photos and video it already holds. */
export function memorialContentOf(data: DeceasedData): MemorialContent {
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
  const { data } = await api.call('getProductPrice', { path: { key: 'servizio-memorial' }, signal });
  const price = data?.product_details?.price;
  return typeof price === 'number' && price > 0 ? price : DEFAULT_MEMORIAL_PRICE;
}
