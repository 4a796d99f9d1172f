import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A database lock per scheduled job, so several instances never run one job at once (DESIGN "Side effects"). */
@Entity('job_locks')
export class JobLock {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @Column({ name: 'locked_by', type: 'varchar', length: 64, nullable: true })
  lockedBy: string | null;

  /** The lease: after it a crashed holder's lock may be taken. */
  @Column({ name: 'locked_until', type: 'datetime', nullable: true })
  lockedUntil: Date | null;

  /** Key of the last completed run (e.g. the day of a daily digest), so a run is done once. */
  @Column({ name: 'last_run_key', type: 'varchar', length: 64, nullable: true })
  lastRunKey: string | null;

  @Column({ name: 'last_run_at', type: 'datetime', nullable: true })
  lastRunAt: Date | null;
}
