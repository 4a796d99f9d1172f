import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { CSRF_BODY_FIELD } from '../../common/csrf-field';
import { AuthContextService } from './auth-context.service';
import { AuthErrors } from './auth.errors';
import type { AuthenticatedRequest } from './request-auth';

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * Global CSRF check (docs/contracts.md "CSRF"): every state-changing request under /api carries the token
 * derived from the visitor's secret (header X-CSRF-Token or body field csrf_token), and an Origin header,
 * when the browser sends one, must be this site's origin.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(private readonly context: AuthContextService) {}

  async canActivate(execution: ExecutionContext): Promise<boolean> {
    const req = execution.switchToHttp().getRequest<AuthenticatedRequest>();
    // Nothing changes state on a GET (DESIGN "Security"; get-changes-nothing.spec walks them all), so
    // safe methods pass.
    if (SAFE_METHODS.includes(req.method)) return true;

    if (!this.originAllowed(req)) throw AuthErrors.csrfInvalid();
    await this.context.load(req);
    const body = req.body as Record<string, unknown> | undefined;
    const fromBody = body && typeof body === 'object' ? body[CSRF_BODY_FIELD] : undefined;
    // The form field belongs to the transport, not to the DTO: take it out before validation.
    if (body && typeof body === 'object') delete body[CSRF_BODY_FIELD];
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
