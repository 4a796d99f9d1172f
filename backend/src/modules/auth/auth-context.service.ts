import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CSRF_COOKIE, SESSION_COOKIE } from './auth.constants';
import { csrfTokenFor, randomToken, sameToken } from './crypto-tokens';
import type { AuthenticatedRequest, RequestAuth } from './request-auth';
import type { Session } from './session.entity';
import { runStrategy } from './strategies/run-strategy';
import { cookieOf, SessionCookieStrategy } from './strategies/session-cookie.strategy';

const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Who is signed in, once per request (through the session-cookie passport strategy), and the session and
 * CSRF cookies written back.
 */
@Injectable()
export class AuthContextService {
  constructor(
    private readonly sessionCookie: SessionCookieStrategy,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async load(req: AuthenticatedRequest): Promise<RequestAuth> {
    if (req.auth) return req.auth;
    const { user: auth } = await runStrategy<RequestAuth>(this.sessionCookie, req);
    req.auth = auth || { session: null, user: null, actor: null, token: null };
    return req.auth;
  }

  /**
   * The secret this visitor's CSRF token is derived from: the session's when signed in, otherwise the
   * anonymous cookie's. `create` sets a new anonymous cookie when there is none.
   */
  csrfSecret(req: AuthenticatedRequest, res: Response | null, create: boolean): string | null {
    if (req.auth?.session) return req.auth.session.csrfSecret;
    const existing = cookieOf(req, CSRF_COOKIE);
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
}
