import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { DEVICE_COOKIE } from '../auth.constants';
import { AuthService, type CheckedLogin } from '../auth.service';
import type { LoginDto } from '../dto/login.dto';
import type { AuthenticatedRequest } from '../request-auth';
import { cookieOf } from './session-cookie.strategy';

/**
 * Username or e-mail and password (spec public §3, §7 login: fields `email` and `password`), with the login
 * throttle and, from /login-renewal, the renewal link (AuthService.checkLogin). Used by POST /api/auth/login
 * through LocalLoginGuard.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false });
  }

  validate(req: AuthenticatedRequest, identifier: string, password: string): Promise<CheckedLogin> {
    const body = req.body as LoginDto;
    return this.auth.checkLogin(
      identifier,
      password,
      body.renewal_token,
      req.ip ?? 'unknown',
      cookieOf(req, DEVICE_COOKIE),
    );
  }
}
