import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { MemorialsModule } from '../memorials/memorials.module';
import { AuthContextGuard } from './auth-context.guard';
import { AuthContextService } from './auth-context.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { CsrfGuard } from './csrf.guard';
import { LoginAttempt } from './login-attempt.entity';
import { LoginThrottleService } from './login-throttle.service';
import { OneShotToken } from './one-shot-token.entity';
import { OneShotTokensService } from './one-shot-tokens.service';
import { RolesGuard } from './roles.guard';
import { Session } from './session.entity';
import { SessionsService } from './sessions.service';

@Module({
  imports: [TypeOrmModule.forFeature([Session, LoginAttempt, OneShotToken]), AccountsModule, MemorialsModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    AuthContextService,
    SessionsService,
    LoginThrottleService,
    OneShotTokensService,
    RolesGuard,
    { provide: APP_GUARD, useClass: AuthContextGuard },
    { provide: APP_GUARD, useClass: CsrfGuard },
  ],
  exports: [AuthService, AuthContextService, RolesGuard],
})
export class AuthModule {}
