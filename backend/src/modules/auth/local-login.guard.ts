import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { createValidationPipe } from '../../common/validation';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DEVICE_COOKIE } from './auth.constants';
import { AuthErrors } from './auth.errors';
import type { CheckedLogin } from './auth.service';
import { LoginDto } from './dto/login.dto';
import type { AuthenticatedRequest } from './request-auth';
import { LocalStrategy } from './strategies/local.strategy';
import { runStrategy } from './strategies/run-strategy';

export type LoginRequest = AuthenticatedRequest & { checkedLogin?: CheckedLogin };

const validation = createValidationPipe();

/**
 * POST /api/auth/login: the body is validated as every body is (400 VALIDATION_FAILED), then the local
 * strategy checks the credentials; its result is `req.checkedLogin`. A missing username or password (passport-local
 * stops before checking) is the spec's 400 MISSING_FIELDS 'Riempi tutti i campi'. A successful check sets the
 * browser's device cookie.
 */
@Injectable()
export class LocalLoginGuard implements CanActivate {
  constructor(
    private readonly local: LocalStrategy,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(execution: ExecutionContext): Promise<boolean> {
    const http = execution.switchToHttp();
    const req = http.getRequest<LoginRequest>();
    req.body = (await validation.transform(req.body ?? {}, { type: 'body', metatype: LoginDto })) as LoginDto;
    const res = http.getResponse<Response>();
    const { user } = await runStrategy<CheckedLogin>(this.local, req, res);
    if (!user) throw AuthErrors.missingFields();
    req.checkedLogin = user;
    // The browser is now known to this account: later logins from it skip the lockout strangers can cause.
    res.cookie(DEVICE_COOKIE, user.device.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.sessionCookieSecure,
      path: '/api/auth',
      expires: user.device.expiresAt,
    });
    return true;
  }
}
