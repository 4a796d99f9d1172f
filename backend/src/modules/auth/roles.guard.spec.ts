import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { describe, expect, it } from 'vitest';
import type { User } from '../accounts/user.entity';
import type { AuthContextService } from './auth-context.service';
import type { AuthenticatedRequest } from './request-auth';
import { Roles, RolesGuard } from './roles.guard';

class PanelController {
  @Roles('admin')
  adminOnly() {}

  @Roles('partner', 'gestorelampade')
  partnersOnly() {}

  @Roles()
  anySignedIn() {}
}

function guardFor(user: Partial<User> | null) {
  const context = {
    load: async (req: AuthenticatedRequest) => ({
      session: null,
      user: user as User | null,
      token: null,
      ...req.auth,
    }),
  };
  return new RolesGuard(context as unknown as AuthContextService, new Reflector());
}

function execution(handler: keyof PanelController): ExecutionContext {
  return {
    getHandler: () => PanelController.prototype[handler],
    getClass: () => PanelController,
    switchToHttp: () => ({ getRequest: () => ({}) }),
  } as unknown as ExecutionContext;
}

describe('RolesGuard', () => {
  it('lets the right role through', async () => {
    await expect(
      guardFor({ platformAccess: 1, partnerType: null }).canActivate(execution('adminOnly')),
    ).resolves.toBe(true);
    await expect(
      guardFor({ platformAccess: 2, partnerType: 'gestorelampade' }).canActivate(execution('partnersOnly')),
    ).resolves.toBe(true);
    await expect(
      guardFor({ platformAccess: 0, partnerType: null }).canActivate(execution('anySignedIn')),
    ).resolves.toBe(true);
  });

  it('answers 403 ACCESS_DENIED to another role and 401 to a visitor', async () => {
    await expect(
      guardFor({ platformAccess: 0, partnerType: null }).canActivate(execution('adminOnly')),
    ).rejects.toMatchObject({
      errorCode: 'ACCESS_DENIED',
      status: 403,
    });
    await expect(
      guardFor({ platformAccess: 1, partnerType: null }).canActivate(execution('partnersOnly')),
    ).rejects.toMatchObject({ status: 403 });
    await expect(guardFor(null).canActivate(execution('anySignedIn'))).rejects.toMatchObject({
      errorCode: 'NOT_LOGGED_IN',
      status: 401,
    });
  });
});
