import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../accounts/user.entity';

/**
 * A signed-in browser (DESIGN "Security"). The cookie holds an opaque random token; only its sha256 is
 * stored, so a copy of the table opens no session.
 */
@Entity('sessions')
@Index('IDX_sessions_user', ['userId'])
@Index('IDX_sessions_expires_at', ['expiresAt'])
export class Session {
  /** sha256(token), hex. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_sessions_user' })
  user?: User;

  /** Random secret from which this session's CSRF token is derived. */
  @Column({ name: 'csrf_secret', type: 'varchar', length: 64 })
  csrfSecret: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'last_seen_at', type: 'datetime' })
  lastSeenAt: Date;

  /** Absolute expiry; the idle expiry is computed from lastSeenAt. */
  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'datetime', nullable: true })
  revokedAt: Date | null;

  /**
   * While an admin acts for a user (docs/contracts.md "Acting for a user"): the account in use. The session
   * stays the admin's (userId), so the audit log names both; the request's user is this account.
   */
  @Column({ name: 'acting_user_id', type: 'int', nullable: true })
  actingUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'acting_user_id', foreignKeyConstraintName: 'FK_sessions_acting_user' })
  actingUser?: User | null;

  /** The reason the admin typed to start acting. */
  @Column({ name: 'acting_reason', type: 'varchar', length: 500, nullable: true })
  actingReason: string | null;

  @Column({ name: 'acting_started_at', type: 'datetime', nullable: true })
  actingStartedAt: Date | null;

  /** The audit row of the start, which the end's row points back to. */
  @Column({ name: 'acting_audit_id', type: 'int', nullable: true })
  actingAuditId: number | null;
}
