import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthContextService } from './auth-context.service';
import { AuthErrors } from './auth.errors';
import type { AuthenticatedRequest } from './request-auth';

const CSRF_ON_GET = 'ricordo:csrf-on-get';
/** Marks a GET route that changes state (GET /api/auth/logout) as needing the CSRF token too. */
export const CsrfProtectedGet = () => SetMetadata(CSRF_ON_GET, true);

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * Global CSRF check (docs/contracts.md "CSRF"): every state-changing request under /api carries the token
 * derived from the visitor's secret (header X-CSRF-Token or body field csrf_token), and an Origin header,
 * when the browser sends one, must be this site's origin.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(
    private readonly context: AuthContextService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(execution: ExecutionContext): Promise<boolean> {
    const req = execution.switchToHttp().getRequest<AuthenticatedRequest>();
    const protectedGet = this.reflector.get<boolean>(CSRF_ON_GET, execution.getHandler()) === true;
    if (SAFE_METHODS.includes(req.method) && !protectedGet) return true;

    if (!this.originAllowed(req)) throw AuthErrors.csrfInvalid();
    await this.context.load(req);
    const body = req.body as Record<string, unknown> | undefined;
    const fromBody = body && typeof body === 'object' ? body.csrf_token : undefined;
    // The form field belongs to the transport, not to the DTO: take it out before validation.
    if (body && typeof body === 'object') delete body.csrf_token;
    const header = req.get('x-csrf-token');
    const token = header ?? (typeof fromBody === 'string' ? fromBody : undefined);
    if (!token || !this.context.csrfTokenMatches(req, token)) throw AuthErrors.csrfInvalid();
    return true;
  }

  /** req.protocol and req.host honour X-Forwarded-* only when Express trusts the proxy (TRUST_PROXY). */
  private originAllowed(req: AuthenticatedRequest): boolean {
    const origin = req.get('origin');
    if (origin === undefined) return true;
    return origin === `${req.protocol}://${req.host}`;
  }
}
