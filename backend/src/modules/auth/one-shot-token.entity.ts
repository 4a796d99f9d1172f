import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../accounts/user.entity';

/**
 * What a token may be used for; a token of one purpose never works for another.
 * - autologin: mobile wrapper hand-over (spec public §2 /autologin)
 * - registration: /registerComplete, choose the first password (spec public §2)
 * - password-reset: /reset-password and /recupera-password
 * - contact-verification: /verifica-contatto, confirms a new e-mail or phone (payload: the new contact)
 * - unsubscribe: /unsubscribe, turns zone notifications off (issued by the notifications module)
 * - login-renewal: /login-renewal, sign in then renew a memorial (payload: the deceased)
 * - dedication-decision: /accetta-dono and /rifiuta-dono, the owner's one decision (payload: the dedication)
 * - plaque-activation: /conferma-attivazione, the owner confirms a plaque's activation (payload: plaque, deceased)
 * - ownership-transfer: /accetta-trasferimento, the receiver accepts a 'Cedi proprietà' (payload: the transfers)
 */
export type OneShotPurpose =
  | 'autologin'
  | 'registration'
  | 'password-reset'
  | 'contact-verification'
  | 'unsubscribe'
  | 'login-renewal'
  | 'dedication-decision'
  | 'plaque-activation'
  | 'ownership-transfer';

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

  /** What the token confirms, as JSON (e.g. the new e-mail of a contact verification); null when nothing. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  payload: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'datetime', nullable: true })
  usedAt: Date | null;
}
