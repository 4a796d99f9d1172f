import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccountsModule } from '../accounts/accounts.module';
import { MemorialsModule } from '../memorials/memorials.module';
import { AuthContextGuard } from './auth-context.guard';
import { AuthController } from './auth.controller';
import { AuthCoreModule } from './auth-core.module';
import { AuthService } from './auth.service';
import { CsrfGuard } from './csrf.guard';
import { LocalLoginGuard } from './local-login.guard';
import { LocalStrategy } from './strategies/local.strategy';

@Module({
  imports: [AuthCoreModule, AccountsModule, MemorialsModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    LocalStrategy,
    LocalLoginGuard,
    { provide: APP_GUARD, useClass: AuthContextGuard },
    { provide: APP_GUARD, useClass: CsrfGuard },
  ],
  exports: [AuthService, AuthCoreModule],
})
export class AuthModule {}
