import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Not, Repository } from 'typeorm';
import type { User } from '../accounts/user.entity';
import { SESSION_LIFETIME, SESSION_TOUCH_INTERVAL_MS } from './auth.constants';
import { randomToken, sha256Hex } from './crypto-tokens';
import { roleOf } from './request-auth';
import { Session } from './session.entity';

function lifetimeOf(user: User) {
  return roleOf(user) === 'client' ? SESSION_LIFETIME.client : SESSION_LIFETIME.staff;
}

/** Server-side sessions shared by every instance through the database (DESIGN "Security"). */
@Injectable()
export class SessionsService {
  constructor(@InjectRepository(Session) private readonly sessions: Repository<Session>) {}

  /** A new session with a fresh token: called at every login, so an old id never becomes signed in. */
  async create(user: User, now = new Date()): Promise<{ token: string; session: Session }> {
    const token = randomToken();
    const session = this.sessions.create({
      id: sha256Hex(token),
      userId: user.id,
      csrfSecret: randomToken(),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetimeOf(user).absoluteMs),
      revokedAt: null,
      actingUserId: null,
      actingReason: null,
      actingStartedAt: null,
      actingAuditId: null,
    });
    await this.sessions.insert(session);
    return { token, session };
  }

  /**
   * The live session for a cookie token, or null when unknown, revoked, idle too long or past its end.
   * `user` is the session's own account (the admin, while acting); `session.actingUser` the one in use.
   */
  async resolve(token: string, now = new Date()): Promise<{ session: Session; user: User } | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const session = await this.sessions.findOne({
      where: { id: sha256Hex(token), revokedAt: IsNull() },
      relations: { user: true, actingUser: true },
    });
    const user = session?.user;
    if (!session || !user) return null;
    const idleLimit = session.lastSeenAt.getTime() + lifetimeOf(user).idleMs;
    if (session.expiresAt.getTime() <= now.getTime() || idleLimit <= now.getTime()) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
      session.lastSeenAt = now;
      await this.sessions.update({ id: session.id }, { lastSeenAt: now });
    }
    return { session, user };
  }

  /** Starts (values) or ends (null) acting for a user on a session, in the caller's transaction. */
  async setActing(
    manager: EntityManager,
    sessionId: string,
    acting: { userId: number; reason: string; startedAt: Date; auditId: number } | null,
  ): Promise<void> {
    await manager.getRepository(Session).update(
      { id: sessionId },
      {
        actingUserId: acting?.userId ?? null,
        actingReason: acting?.reason ?? null,
        actingStartedAt: acting?.startedAt ?? null,
        actingAuditId: acting?.auditId ?? null,
      },
    );
  }

  async revoke(sessionId: string, now = new Date()): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: now });
  }

  /**
   * Ends every live session of a user (password reset), or every one but the caller's (password change:
   * DESIGN "Security" "revoked at password change"; the browser that changed it stays signed in).
   */
  async revokeAllOfUser(
    userId: number,
    options: { exceptSessionId?: string; manager?: EntityManager; now?: Date } = {},
  ): Promise<void> {
    const repository = options.manager ? options.manager.getRepository(Session) : this.sessions;
    await repository.update(
      {
        userId,
        revokedAt: IsNull(),
        ...(options.exceptSessionId ? { id: Not(options.exceptSessionId) } : {}),
      },
      { revokedAt: options.now ?? new Date() },
    );
  }
}
