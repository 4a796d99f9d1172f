import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { DataSource, IsNull, LessThan } from 'typeorm';
import { Clock } from './clock';
import { JobLock } from './job-lock.entity';

export interface RunExclusiveOptions {
  /** How long the lock holds if this instance dies mid-run (default 10 minutes). */
  leaseMs?: number;
  /**
   * The run's identity (e.g. '2026-03-02' for a daily job): when the job last completed with this key the
   * run is skipped, so a job due once a day runs once a day however many instances ask.
   */
  runKey?: string;
}

/** How a run this instance made ended: the job returned, or it threw. */
export type JobOutcome = 'ok' | 'failed';
export type JobOutcomeListener = (name: string, outcome: JobOutcome) => void;

export type RunExclusiveResult<T> = { ran: true; result: T } | { ran: false; reason: 'locked' | 'done' };

/**
 * Scheduled work with a database lock (DESIGN "Side effects"): of several instances asking at once,
 * exactly one runs the job; the others skip it.
 */
@Injectable()
export class SchedulerService {
  private readonly logger = new Logger(SchedulerService.name);
  /** Identifies this process in `job_locks.locked_by`. */
  readonly instanceId = `${hostname().slice(0, 40)}:${process.pid}:${randomBytes(4).toString('hex')}`;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  private readonly outcomeListeners: JobOutcomeListener[] = [];

  /** Told the outcome of every run this instance makes (skipped runs are not runs); metrics count them. */
  onJobOutcome(listener: JobOutcomeListener): void {
    this.outcomeListeners.push(listener);
  }

  private report(name: string, outcome: JobOutcome): void {
    for (const listener of this.outcomeListeners) {
      try {
        listener(name, outcome);
      } catch (error) {
        this.logger.warn(`Job outcome listener failed: ${String(error)}`);
      }
    }
  }

  async runExclusive<T>(
    name: string,
    job: () => Promise<T>,
    options: RunExclusiveOptions = {},
  ): Promise<RunExclusiveResult<T>> {
    const locks = this.dataSource.getRepository(JobLock);
    const now = this.clock.now();
    // The row exists once per job; the insert is ignored when another instance created it first.
    await locks
      .createQueryBuilder()
      .insert()
      .into(JobLock)
      .values({ name, lockedBy: null, lockedUntil: null, lastRunKey: null, lastRunAt: null })
      .orIgnore()
      .execute();

    const holder = `${this.instanceId}:${randomBytes(4).toString('hex')}`;
    const lockedUntil = new Date(now.getTime() + (options.leaseMs ?? 10 * 60_000));
    // The conditional UPDATE is the lock: only one instance changes the row while it is free or expired.
    const free = await locks.update({ name, lockedUntil: IsNull() }, { lockedBy: holder, lockedUntil });
    const claimed =
      free.affected === 1 ||
      (await locks.update({ name, lockedUntil: LessThan(now) }, { lockedBy: holder, lockedUntil }))
        .affected === 1;
    if (!claimed) return { ran: false, reason: 'locked' };

    try {
      if (options.runKey !== undefined) {
        const lock = await locks.findOneByOrFail({ name });
        if (lock.lastRunKey === options.runKey) return { ran: false, reason: 'done' };
      }
      const result = await job();
      await locks.update(
        { name, lockedBy: holder },
        options.runKey !== undefined
          ? { lastRunKey: options.runKey, lastRunAt: this.clock.now() }
          : { lastRunAt: this.clock.now() },
      );
      this.report(name, 'ok');
      return { ran: true, result };
    } catch (error) {
      this.report(name, 'failed');
      this.logger.error(`Job ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    } finally {
      await locks.update({ name, lockedBy: holder }, { lockedBy: null, lockedUntil: null });
    }
  }
}
