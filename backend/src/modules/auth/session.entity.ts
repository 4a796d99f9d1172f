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
}
