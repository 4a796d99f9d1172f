// The client's own deceased (GET /api/account/getDeceasedByID/:ownerId → data.deceased_list), used by
// #pages and by the shortcut list in #account.
import { toPublicId } from '@ricordo/shared-design';
import { useApiData } from './use-api-data';

/** One entry of `deceased_list` (backend OwnedTombstoneDto). */
export interface OwnedTombstone {
  ID: number;
  name: string;
  surname: string;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  photo: string | null;
  'photo-lapide'?: string | null;
  showPage?: number;
  enabled?: number;
  /** 0 when the deceased has no memorial service. */
  memorialID: number;
  /** Memorial expiry, unix seconds. */
  expirationDate: number | null;
}

function pickDeceasedList(data: unknown): OwnedTombstone[] {
  const list = (data as { deceased_list?: unknown } | null)?.deceased_list;
  return Array.isArray(list) ? (list as OwnedTombstone[]) : [];
}

export function useMyDeceased(userId: number | null) {
  return useApiData(userId === null ? null : `/account/getDeceasedByID/${userId}`, pickDeceasedList);
}

/** spec panels §2: a row opens /memorial?000{id}. */
export function memorialPath(id: number): string {
  return `/memorial?${toPublicId(id)}`;
}

/** Opens the memorial page in a new tab, without giving it a handle on this page. */
export function openMemorial(id: number): void {
  window.open(memorialPath(id), '_blank', 'noopener,noreferrer');
}
