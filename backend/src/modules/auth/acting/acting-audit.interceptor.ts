import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { from, mergeMap, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import type { Envelope } from '../../../common/envelope';
import { AccountsService } from '../../accounts/accounts.service';
import type { User } from '../../accounts/user.entity';
import { actingAction } from '../../audit/audit-actions';
import { AuditService } from '../../audit/audit.service';
import { uploadSummary } from '../../media/upload-summary';
import type { AuthenticatedRequest } from '../request-auth';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Routes that write their own acting rows: the end, and signing out or in again (which end it). */
const SELF_AUDITED = new Set(['endActing', 'logout', 'login', 'autologin']);
/** Never written to the log, whatever the route: secrets and anti-abuse proofs (a plaque's secureCode too). */
const SECRET_KEY = /pass|token|csrf|secret|secure|captcha|altcha/i;
const VALUE_MAX = 200;
const KEYS_MAX = 30;

/** The request body's fields as the log keeps them: no secrets, short values. */
export function loggedBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>).slice(0, KEYS_MAX)) {
    if (SECRET_KEY.test(key)) continue;
    if (typeof value === 'number' || typeof value === 'boolean' || value === null) kept[key] = value;
    else if (typeof value === 'string') kept[key] = value.slice(0, VALUE_MAX);
    else kept[key] = JSON.stringify(value)?.slice(0, VALUE_MAX) ?? null;
  }
  return kept;
}

/**
 * What the request sent, as the log keeps it: a JSON or form body's fields; a multipart body's text
 * fields with its files by name and size (UploadsService keeps them; a file's bytes never reach the log).
 */
export function loggedRequest(req: { body?: unknown }): Record<string, unknown> {
  const upload = uploadSummary(req);
  if (!upload) return { body: loggedBody(req.body) };
  const files = Object.entries(upload.files)
    .filter(([field]) => !SECRET_KEY.test(field))
    .slice(0, KEYS_MAX)
    .map(([field, list]) => [field, list.slice(0, KEYS_MAX)] as const);
  return { body: loggedBody(upload.fields), files: Object.fromEntries(files) };
}

/** The fields of the account's data that differ, before and after. */
function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { oldValues: Record<string, unknown>; newValues: Record<string, unknown> } | null {
  if (!before || !after) return null;
  const oldValues: Record<string, unknown> = {};
  const newValues: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    oldValues[key] = before[key];
    newValues[key] = after[key];
  }
  return Object.keys(newValues).length > 0 ? { oldValues, newValues } : null;
}

/**
 * Every change made while an admin acts for a user is audited with both accounts (DESIGN "Security"): each
 * successful request other than GET/HEAD/OPTIONS writes `acting.<operationId>` with the route, the body's
 * fields (never passwords, tokens or codes; multipart: the text fields and each file's name and size) and, when the answer carries the account's data, its fields before and after.
 * Routes keep their own transactions, so this row is written right after the change commits; a failed
 * request changed nothing and writes none.
 */
@Injectable()
export class ActingAuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly accounts: AccountsService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const actor = req.auth?.actor;
    const acted = req.auth?.user;
    if (!actor || !acted || READS.has(req.method)) return next.handle();
    const operation = this.reflector.get<{ operationId?: string } | undefined>(
      'swagger/apiOperation',
      context.getHandler(),
    );
    const operationId = operation?.operationId ?? context.getHandler().name;
    if (SELF_AUDITED.has(operationId)) return next.handle();
    return from(this.userDataOf(acted)).pipe(
      mergeMap((before) =>
        next.handle().pipe(
          mergeMap(async (result: unknown) => {
            await this.write(req, actor, acted, operationId, before, result);
            return result;
          }),
        ),
      ),
    );
  }

  private async userDataOf(user: User): Promise<Record<string, unknown> | null> {
    try {
      return { ...(await this.accounts.getUserData(user)) };
    } catch {
      return null;
    }
  }

  private async write(
    req: AuthenticatedRequest,
    actor: User,
    acted: User,
    operationId: string,
    before: Record<string, unknown> | null,
    result: unknown,
  ): Promise<void> {
    const session = (result as Partial<Envelope> | null)?.session;
    const after = session?.userdata as Record<string, unknown> | undefined;
    const changed = changedFields(before, after ?? null);
    const route = `${req.method} ${(req.route as { path?: string } | undefined)?.path ?? req.path}`;
    await this.dataSource.transaction((manager) =>
      this.audit.record(manager, {
        actor: { id: actor.id, username: actor.username },
        acted: { id: acted.id, username: acted.username },
        action: actingAction(operationId),
        targetType: changed ? 'user' : 'route',
        targetId: changed ? acted.id : route.slice(0, 64),
        oldValues: changed?.oldValues ?? null,
        newValues: { route, ...loggedRequest(req), ...(changed?.newValues ?? {}) },
        reason: req.auth?.session?.actingReason ?? null,
      }),
    );
  }
}
