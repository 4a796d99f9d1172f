import type { Request } from 'express';
import type { User } from '../accounts/user.entity';
import type { Session } from './session.entity';

/** What the auth layer knows about the request, loaded once by AuthContextService. */
export interface RequestAuth {
  session: Session | null;
  user: User | null;
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
