import type { User } from '../accounts/user.entity';
import { roleOf } from '../auth/request-auth';
import type { Deceased } from './deceased.entity';
import type { PageKeyKind } from './page-key';

/**
 * Who may change a page's family data (its calendar dates, grave point, dedication moderation): the page's
 * owner, its managers, or an admin. This is the one place of the rule. `role` is the viewer's
 * `PageMembersService.roleOn(page, viewer)`; without it only the owner and an admin pass (fails closed).
 * Owner-only acts (transfer, managers, closing, privacy widening, payments) use `mayOwnPage`.
 */
export function mayManagePage(
  user: User,
  person: Pick<Deceased, 'ownerUserId'>,
  role: PageRole = null,
): boolean {
  return mayOwnPage(user, person) || role === 'manager';
}

/** Who may do what only the owner does on a page (docs/contracts.md "Page managers and guests"). */
export function mayOwnPage(user: User, person: Pick<Deceased, 'ownerUserId'>): boolean {
  return roleOf(user) === 'admin' || (person.ownerUserId !== null && person.ownerUserId === user.id);
}

/** A person's place on a page (PageMembersService.roleOn): null = none. */
export type PageRole = 'owner' | 'manager' | 'guest' | null;
export type PageRoleLookup = (deceasedId: number, userId: number) => Promise<PageRole>;

/**
 * Who may read a page — its data, its book, its calendar, its media (docs/contracts.md "Page privacy"). This
 * is the one rule; PageReadService applies it to every route marked `@ReadsPage()`, the media files and the
 * server-rendered pages.
 * - 'public': everyone.
 * - 'link': whoever landed through its secret link or its plaque's QR (`key`), and its people.
 * - 'private': whoever scanned its plaque (the plaque is the key), and its people signed in: the owner, its
 *   managers and guests (`roleOn`), an admin.
 */
export async function mayReadPage(
  viewer: User | null,
  page: Pick<Deceased, 'id' | 'ownerUserId' | 'privacy'>,
  key: PageKeyKind | null,
  roleOn: PageRoleLookup,
): Promise<boolean> {
  if (page.privacy === 'public') return true;
  if (key === 'qr' || (key === 'link' && page.privacy === 'link')) return true;
  if (!viewer) return false;
  if (roleOf(viewer) === 'admin') return true;
  if (page.ownerUserId !== null && page.ownerUserId === viewer.id) return true;
  return (await roleOn(page.id, viewer.id)) !== null;
}
