import { Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { AccountsModule } from '../accounts/accounts.module';
import { AuditModule } from '../audit/audit.module';
import { MemorialsModule } from '../memorials/memorials.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { ActingAuditInterceptor } from './acting/acting-audit.interceptor';
import { ActingController } from './acting/acting.controller';
import { ActingService } from './acting/acting.service';
import { AdminActingController } from './acting/admin-acting.controller';
import { AuthContextGuard } from './auth-context.guard';
import { AuthController } from './auth.controller';
import { AuthCoreModule } from './auth-core.module';
import { AuthService } from './auth.service';
import { CsrfGuard } from './csrf.guard';
import { LocalLoginGuard } from './local-login.guard';
import { LocalStrategy } from './strategies/local.strategy';

@Module({
  imports: [AuthCoreModule, AccountsModule, MemorialsModule, AuditModule, SchedulerModule],
  controllers: [AuthController, ActingController, AdminActingController],
  providers: [
    AuthService,
    ActingService,
    LocalStrategy,
    LocalLoginGuard,
    { provide: APP_GUARD, useClass: AuthContextGuard },
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_INTERCEPTOR, useClass: ActingAuditInterceptor },
  ],
  exports: [AuthService, AuthCoreModule],
})
export class AuthModule {}
