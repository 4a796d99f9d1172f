// The client's own deceased (GET /api/account/getDeceasedByID/:ownerId → data.deceased_list), used by
// #pages and by the shortcut list in #account.
import { toPublicId, type Schema } from '@ricordo/shared-design';
import { useApiData } from '@ricordo/shared-design/back-office';

/** One entry of `deceased_list`. */
export type OwnedTombstone = Schema<'OwnedTombstoneDto'>;

/** The list (null while loading), its error and a retry. */
export function useMyDeceased(userId: number | null) {
  const answer = useApiData('getDeceasedByID', userId === null ? null : { path: { ownerId: userId } });
  return { ...answer, data: answer.data?.deceased_list ?? null };
}

/** spec panels §2: a row opens /memorial?000{id}. */
export function memorialPath(id: number): string {
  return `/memorial?${toPublicId(id)}`;
}

/** Opens the memorial page in a new tab, without giving it a handle on this page. */
export function openMemorial(id: number): void {
  window.open(memorialPath(id), '_blank', 'noopener,noreferrer');
}
