import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthContextService } from './auth-context.service';
import type { AuthenticatedRequest } from './request-auth';

/** Global: loads the signed-in user (if any) before any handler runs; never refuses by itself. */
@Injectable()
export class AuthContextGuard implements CanActivate {
  constructor(private readonly context: AuthContextService) {}

  async canActivate(execution: ExecutionContext): Promise<boolean> {
    await this.context.load(execution.switchToHttp().getRequest<AuthenticatedRequest>());
    return true;
  }
}
