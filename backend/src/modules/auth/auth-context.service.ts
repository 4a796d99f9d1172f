import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CSRF_COOKIE, SESSION_COOKIE } from './auth.constants';
import { csrfTokenFor, randomToken, sameToken } from './crypto-tokens';
import type { AuthenticatedRequest, RequestAuth } from './request-auth';
import type { Session } from './session.entity';
import { SessionsService } from './sessions.service';

const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Reads the session and CSRF cookies of a request once, and writes them back. */
@Injectable()
export class AuthContextService {
  constructor(
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async load(req: AuthenticatedRequest): Promise<RequestAuth> {
    if (req.auth) return req.auth;
    const token = this.cookie(req, SESSION_COOKIE);
    const live = token ? await this.sessions.resolve(token) : null;
    req.auth = live
      ? { session: live.session, user: live.user, token }
      : { session: null, user: null, token: null };
    return req.auth;
  }

  /**
   * The secret this visitor's CSRF token is derived from: the session's when signed in, otherwise the
   * anonymous cookie's. `create` sets a new anonymous cookie when there is none.
   */
  csrfSecret(req: AuthenticatedRequest, res: Response | null, create: boolean): string | null {
    if (req.auth?.session) return req.auth.session.csrfSecret;
    const existing = this.cookie(req, CSRF_COOKIE);
    if (existing && SECRET_SHAPE.test(existing)) return existing;
    if (!create || !res) return null;
    const secret = randomToken();
    res.cookie(CSRF_COOKIE, secret, this.cookieOptions());
    return secret;
  }

  csrfTokenMatches(req: AuthenticatedRequest, token: string): boolean {
    const secret = this.csrfSecret(req, null, false);
    return secret !== null && sameToken(csrfTokenFor(secret), token);
  }

  startSession(res: Response, token: string, session: Session): void {
    res.cookie(SESSION_COOKIE, token, { ...this.cookieOptions(), expires: session.expiresAt });
  }

  endSession(res: Response): void {
    res.clearCookie(SESSION_COOKIE, this.cookieOptions());
  }

  private cookieOptions() {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.config.sessionCookieSecure, path: '/' };
  }

  private cookie(req: AuthenticatedRequest, name: string): string | null {
    const value: unknown = (req.cookies as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' && value.length > 0 ? value : null;
  }
}
