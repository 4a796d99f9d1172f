import type { User } from '../accounts/user.entity';
import { roleOf } from '../auth/request-auth';
import type { Deceased } from '../deceased/deceased.entity';
import { mayManagePage } from '../deceased/page-access';
import type { PageRole } from '../page-members/page-members.service';

/**
 * Who may take a page's archive and book: its family, as mayManagePage knows it (the owner and the page's
 * managers; `role` is the user's role on the page). An admin's own account is not the family: an admin who
 * must help takes them acting for the owner's account (docs/contracts.md "Acting for a user").
 */
export function mayExportPage(
  user: User,
  person: Pick<Deceased, 'ownerUserId'>,
  role: PageRole | null,
): boolean {
  return roleOf(user) !== 'admin' && mayManagePage(user, person, role);
}
