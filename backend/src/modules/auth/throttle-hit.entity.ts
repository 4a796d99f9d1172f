import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One counted request of a throttled action (registration, username and e-mail lookups, recovery), kept in
 * the database so that every instance counts alike (DESIGN "Security"). Failed logins have their own table.
 */
@Entity('throttle_hits')
@Index('IDX_throttle_hits_key', ['bucket', 'key', 'createdAt'])
export class ThrottleHit {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** The action counted, e.g. 'registration' or 'lookup'. */
  @Column({ type: 'varchar', length: 32 })
  bucket: string;

  /** Who is counted: 'ip:<address>' or another key such as 'account:<identifier>'. */
  @Column({ type: 'varchar', length: 300 })
  key: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
