import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountsService } from '../../accounts/accounts.service';
import type { UserDataDto, ActingSessionDto } from '../../accounts/dto/user-data.dto';
import type { User } from '../../accounts/user.entity';
import { UserSearchService } from '../../accounts/user-search.service';
import type { AuditEntry } from '../../audit/audit-entry.entity';
import { AuditService } from '../../audit/audit.service';
import { Clock } from '../../scheduler/clock';
import { roleOf } from '../request-auth';
import type { Session } from '../session.entity';
import { SessionsService } from '../sessions.service';
import { ActingErrors } from './acting.errors';
import type { ActingCandidateDto, ActingNoticeDto, ActingRole } from './dto/acting.dto';

/** Audit actions of acting for a user; each change made meanwhile is `acting.<operationId>`. */
export const ACTING_ACTIONS = { start: 'acting.start', end: 'acting.end', change: 'acting.' } as const;

const NOTICES_LIMIT = 20;

function unix(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function account(user: Pick<User, 'id' | 'username'>) {
  return { id: user.id, username: user.username };
}

/** The start row's id an end row points back to (`oldValues.startEntry`). */
function startEntryOf(entry: AuditEntry): number | null {
  try {
    const values = JSON.parse(entry.oldValues ?? 'null') as { startEntry?: unknown } | null;
    return typeof values?.startEntry === 'number' ? values.startEntry : null;
  } catch {
    return null;
  }
}

/**
 * Acting for a user (spec panels §2; DESIGN "Security": admin acting-as is audited). The admin's own
 * session carries the account in use, so every request has that account's rights and nothing more (no
 * admin route answers), while the admin stays known for the audit log. Start and end are audited in the
 * transaction that changes the session; the changes made meanwhile by ActingAuditInterceptor.
 */
@Injectable()
export class ActingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly accounts: AccountsService,
    private readonly search: UserSearchService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Accounts an admin may act for: clients, partners and lamp managers with a panel. */
  async candidates(q: unknown, admin: User, ip: string): Promise<ActingCandidateDto[]> {
    const found = await this.search.find(q, admin, ip, 'panelAccounts');
    return found.flatMap((user) => {
      const role = roleOf(user);
      if (role === null || role === 'admin') return [];
      return [{ ID: user.id, name: user.name, surname: user.surname, username: user.username, role }];
    });
  }

  async start(
    session: Session,
    admin: User,
    userId: number,
    reason: string,
  ): Promise<{ userdata: UserDataDto; acting: ActingSessionDto }> {
    const user = await this.accounts.findById(userId);
    const role = user ? roleOf(user) : null;
    if (!user || user.id === admin.id || role === null || role === 'admin') throw ActingErrors.cannotAct();
    // Throws NO_PERMISSIONS for a broken account before anything changes.
    const userdata = await this.accounts.getUserData(user);
    const startedAt = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const entry = await this.audit.record(manager, {
        actor: account(admin),
        acted: account(user),
        action: ACTING_ACTIONS.start,
        targetType: 'user',
        targetId: user.id,
        newValues: { role: role as ActingRole },
        reason,
      });
      await this.sessions.setActing(manager, session.id, {
        userId: user.id,
        reason,
        startedAt,
        auditId: entry.id,
      });
    });
    return {
      userdata,
      acting: { adminId: admin.id, adminUsername: admin.username, reason, startedAt: unix(startedAt) },
    };
  }

  /** Back to the admin's own account; answers the admin's user data. */
  async end(session: Session, admin: User, acted: User): Promise<UserDataDto> {
    if (!session.actingUserId) throw ActingErrors.notActing();
    await this.dataSource.transaction(async (manager) => {
      await this.audit.record(manager, {
        actor: account(admin),
        acted: account(acted),
        action: ACTING_ACTIONS.end,
        targetType: 'user',
        targetId: acted.id,
        oldValues: session.actingAuditId ? { startEntry: session.actingAuditId } : null,
        reason: session.actingReason,
      });
      await this.sessions.setActing(manager, session.id, null);
    });
    return this.accounts.getUserData(admin);
  }

  /** What GET session tells the shell while acting. */
  actingOf(session: Session | null, admin: User | null | undefined): ActingSessionDto | null {
    if (!session?.actingUserId || !admin) return null;
    return {
      adminId: admin.id,
      adminUsername: admin.username,
      reason: session.actingReason ?? '',
      startedAt: unix(session.actingStartedAt ?? session.createdAt),
    };
  }

  /** The times administrators acted on this account, newest first, with the changes made each time. */
  async notices(userId: number): Promise<ActingNoticeDto[]> {
    const history = await this.audit.accountHistory(userId, 'acting.', ACTING_ACTIONS.start, NOTICES_LIMIT);
    const starts = history.filter((entry) => entry.action === ACTING_ACTIONS.start).reverse();
    const ends = new Map<number, AuditEntry>();
    for (const entry of history) {
      const startId = entry.action === ACTING_ACTIONS.end ? startEntryOf(entry) : null;
      if (startId !== null) ends.set(startId, entry);
    }
    return starts.map((start, index) => {
      const end = ends.get(start.id) ?? null;
      // Without an end (the session expired), the changes run until the next start.
      const until = end?.id ?? (index > 0 ? starts[index - 1].id : Number.MAX_SAFE_INTEGER);
      const changes = history.filter(
        (entry) =>
          entry.action !== ACTING_ACTIONS.start &&
          entry.action !== ACTING_ACTIONS.end &&
          entry.actorUserId === start.actorUserId &&
          entry.id > start.id &&
          entry.id < until,
      ).length;
      return {
        adminUsername: start.actorUsername,
        startedAt: unix(start.createdAt),
        endedAt: end ? unix(end.createdAt) : null,
        reason: start.reason,
        changes,
      };
    });
  }
}
