import type { User } from '../accounts/user.entity';
import { roleOf } from '../auth/request-auth';
import type { Deceased } from './deceased.entity';

/**
 * Who may change a page's family data (its calendar's own dates, the grave's point): the page's owner, or an
 * admin. This is the one place of the rule: when a page has several managers, they join here.
 */
export function mayManagePage(user: User, person: Pick<Deceased, 'ownerUserId'>): boolean {
  return roleOf(user) === 'admin' || (person.ownerUserId !== null && person.ownerUserId === user.id);
}

/**
 * Who may read a published page's family parts (its calendar and .ics feed): everyone, while every page is
 * public. This is the one place of the rule: a private page's invited people are checked here.
 */
export function mayReadPage(viewer: User | null, person: Pick<Deceased, 'id'>): boolean {
  void viewer;
  void person;
  return true;
}
