import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../accounts/user.entity';

export type OneShotPurpose = 'autologin';

/** A single-use link or hand-over token (DESIGN "Security": ≥128 bits, hash only, purpose, expiry). */
@Entity('one_shot_tokens')
@Index('IDX_one_shot_tokens_hash', ['tokenHash'], { unique: true })
@Index('IDX_one_shot_tokens_user', ['userId'])
export class OneShotToken {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** sha256(token), hex. */
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 32 })
  purpose: OneShotPurpose;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_one_shot_tokens_user' })
  user?: User;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'datetime', nullable: true })
  usedAt: Date | null;
}
