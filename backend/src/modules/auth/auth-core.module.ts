import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthContextService } from './auth-context.service';
import { LoginAttempt } from './login-attempt.entity';
import { LoginThrottleService } from './login-throttle.service';
import { OneShotToken } from './one-shot-token.entity';
import { OneShotTokensService } from './one-shot-tokens.service';
import { RequestThrottleService } from './request-throttle.service';
import { RolesGuard } from './roles.guard';
import { Session } from './session.entity';
import { SessionsService } from './sessions.service';
import { SessionCookieStrategy } from './strategies/session-cookie.strategy';
import { ThrottleHit } from './throttle-hit.entity';
import { TrustedDevice } from './trusted-device.entity';
import { TrustedDevicesService } from './trusted-devices.service';

/**
 * The parts of auth that depend on no other domain: sessions (read through the session-cookie passport
 * strategy), one-shot tokens, throttles and the role guard. Accounts and notifications import this module;
 * AuthModule (login, which needs accounts) builds on it. Keeping it apart avoids an accounts ↔ auth import
 * cycle.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Session, LoginAttempt, OneShotToken, ThrottleHit, TrustedDevice])],
  providers: [
    AuthContextService,
    SessionCookieStrategy,
    SessionsService,
    LoginThrottleService,
    TrustedDevicesService,
    OneShotTokensService,
    RequestThrottleService,
    RolesGuard,
  ],
  exports: [
    AuthContextService,
    SessionsService,
    LoginThrottleService,
    TrustedDevicesService,
    OneShotTokensService,
    RequestThrottleService,
    RolesGuard,
  ],
})
export class AuthCoreModule {}
