import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport';
import { SESSION_COOKIE } from '../auth.constants';
import type { AuthenticatedRequest, RequestAuth } from '../request-auth';
import { SessionsService } from '../sessions.service';

type Verify = (req: Request, done: (error: unknown, auth?: RequestAuth | false) => void) => void;

/** A request's cookie by name, when it is a non-empty string. */
export function cookieOf(req: Request, name: string): string | null {
  const value: unknown = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** A passport strategy that hands the request to its verify function (which reads the session cookie). */
class CookieStrategy extends Strategy {
  constructor(private readonly verify: Verify) {
    super();
  }

  override authenticate(req: Request): void {
    this.verify(req, (error, auth) => {
      if (error) this.error(error);
      else if (auth) this.success(auth);
      else this.fail(401);
    });
  }
}

/**
 * The session cookie (DESIGN "Security": opaque id, sessions stored server-side): a live session gives the
 * request its user and session; anything else fails (an anonymous visitor). AuthContextService runs it
 * once per request for the global AuthContextGuard, the RolesGuard and the routes that ask.
 */
@Injectable()
export class SessionCookieStrategy extends PassportStrategy(CookieStrategy, 'session-cookie') {
  constructor(private readonly sessions: SessionsService) {
    super();
  }

  async validate(req: AuthenticatedRequest): Promise<RequestAuth | false> {
    const token = cookieOf(req, SESSION_COOKIE);
    const live = token ? await this.sessions.resolve(token) : null;
    if (!live) return false;
    // Acting for a user: the request is that user's; the admin is kept for the audit log.
    const acted = live.session.actingUser;
    if (acted) return { session: live.session, user: acted, actor: live.user, token };
    return { session: live.session, user: live.user, actor: null, token };
  }
}
