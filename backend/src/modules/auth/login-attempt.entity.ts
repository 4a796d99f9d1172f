import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A failed login, kept in the database so every instance throttles alike (DESIGN "Security"). */
@Entity('login_attempts')
@Index('IDX_login_attempts_account', ['accountKey', 'createdAt'])
@Index('IDX_login_attempts_ip', ['ip', 'createdAt'])
export class LoginAttempt {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** The identifier typed (username or e-mail), lower case: unknown accounts are throttled too. */
  @Column({ name: 'account_key', type: 'varchar', length: 254 })
  accountKey: string;

  @Column({ type: 'varchar', length: 45 })
  ip: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
