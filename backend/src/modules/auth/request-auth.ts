import type { Request } from 'express';
import { parseId } from '../../common/ids';
import type { User } from '../accounts/user.entity';
import { AuthErrors } from './auth.errors';
import type { Session } from './session.entity';

/** What the auth layer knows about the request, loaded once by AuthContextService. */
export interface RequestAuth {
  session: Session | null;
  /** The account whose rights the request has: while an admin acts for a user, that user. */
  user: User | null;
  /** While acting for a user, the admin who does it (the session's own account). */
  actor?: User | null;
  /** The raw session token from the cookie, when it opened a live session. */
  token: string | null;
}

export type AuthenticatedRequest = Request & { auth?: RequestAuth };

export type Role = 'client' | 'admin' | 'partner' | 'gestorelampade';

/** Roles of spec panels §2 "Access rules": platformAccess plus partnertype. */
export function roleOf(user: Pick<User, 'platformAccess' | 'partnerType'>): Role | null {
  switch (user.platformAccess) {
    case 0:
      return 'client';
    case 1:
      return 'admin';
    case 2:
      return user.partnerType === 'gestorelampade' ? 'gestorelampade' : 'partner';
    default:
      return null;
  }
}

/**
 * The signed-in user of a route behind `@Roles()` (the guard has loaded one; 401 otherwise). While an admin
 * acts for a user, the user acted for: the request has that account's rights and nothing more.
 */
export function signedInUser(req: AuthenticatedRequest): User {
  const user = req.auth?.user;
  if (!user) throw AuthErrors.notLoggedIn();
  return user;
}

/**
 * The account id a viewer may read in a route taking it (`contactData/:userid`, `getDeceasedByID/:ownerId`):
 * their own, or any for an admin; 403 otherwise, so ids cannot be guessed.
 */
export function ownAccountOrAdmin(viewer: User, rawId: string): number {
  const id = parseId(rawId);
  if (id !== viewer.id && roleOf(viewer) !== 'admin') throw AuthErrors.accessDenied();
  return id;
}
