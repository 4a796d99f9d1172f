import {
  CanActivate,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthContextService } from './auth-context.service';
import { AuthErrors } from './auth.errors';
import { roleOf, type AuthenticatedRequest, type Role } from './request-auth';

/** Metadata key of `@Roles()` (read by the guard and by the authorization tests). */
export const ROLES_METADATA = 'ricordo:roles';

/** Route guard for the panels (spec panels §2 "Access rules"): a signed-in user with one of the roles. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly context: AuthContextService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(execution: ExecutionContext): Promise<boolean> {
    const allowed = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_METADATA, [
      execution.getHandler(),
      execution.getClass(),
    ]);
    const auth = await this.context.load(execution.switchToHttp().getRequest<AuthenticatedRequest>());
    if (!auth.user) throw AuthErrors.notLoggedIn();
    const role = roleOf(auth.user);
    if (allowed && allowed.length > 0 && (role === null || !allowed.includes(role)))
      throw AuthErrors.accessDenied();
    return true;
  }
}

/** `@Roles('admin', 'partner')` on a controller or route; with no roles, any signed-in user. */
export const Roles = (...roles: Role[]) =>
  applyDecorators(SetMetadata(ROLES_METADATA, roles), UseGuards(RolesGuard));
