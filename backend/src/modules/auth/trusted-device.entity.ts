import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../accounts/user.entity';

/**
 * A browser that signed in to an account before (OWASP's device cookie): its own count of wrong passwords
 * replaces the account's and address's lockout, so a stranger's guesses cannot keep the owner out.
 * The cookie holds a random token; only its SHA-256 is stored.
 */
@Entity('trusted_devices')
@Index('IDX_trusted_devices_user', ['userId', 'expiresAt'])
export class TrustedDevice {
  /** SHA-256 (hex) of the cookie's token. */
  @PrimaryColumn({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_trusted_devices_user' })
  user?: User;

  /** Wrong passwords typed from this browser since its last lock or success. */
  @Column({ type: 'int', default: 0 })
  failures: number;

  @Column({ name: 'locked_until', type: 'datetime', nullable: true })
  lockedUntil: Date | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;
}
