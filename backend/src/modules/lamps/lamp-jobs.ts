import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PageCacheService } from '../deceased/page-cache.service';
import { Clock } from '../scheduler/clock';
import { PeriodicJob } from '../scheduler/periodic-job';
import { SchedulerService } from '../scheduler/scheduler.service';
import { LampDesiredService } from './lamp-desired.service';
import { LampNoticesService } from './lamp-notices.service';
import { Lamp } from './lamp.entity';

/** Lamps one pass marks at most (the next pass takes the rest). */
const MISSED_BATCH = 500;

export interface LampJobsResult {
  /** Lamps newly 'In anomalia' for a missed window; null when another instance ran the job. */
  missed: number | null;
  desired: { expired: number; republished: number } | null;
}

/**
 * The lamps' scheduled work (DESIGN "Scheduled work": lamp checks), each under its job lock:
 * - missed check-ins: a paid lamp whose window (next-connection seconds + grace) closed without a
 *   check-in is 'In anomalia'; its manager and subscriber are told once per incident (the recovery
 *   is told by the check-in that ends it);
 * - desired states: a candle's flame or a paid period that ran out changes what the lamp should do, and a
 *   desired state the broker never acknowledged is published again.
 */
@Injectable()
export class LampJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LampJobs.name);
  private readonly job = new PeriodicJob(this.logger, 'Lamp jobs failed', () => this.tick());

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scheduler: SchedulerService,
    private readonly desired: LampDesiredService,
    private readonly notices: LampNoticesService,
    private readonly pageCache: PageCacheService,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.messaging.worker && this.config.lamps.jobMs > 0) this.job.start(this.config.lamps.jobMs);
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  async tick(): Promise<LampJobsResult> {
    const missed = await this.scheduler.runExclusive('lamp-missed-checkins', () => this.markMissed(), {
      leaseMs: 5 * 60_000,
    });
    const desired = await this.scheduler.runExclusive('lamp-desired-states', () => this.desired.reconcile(), {
      leaseMs: 5 * 60_000,
    });
    return { missed: missed.ran ? missed.result : null, desired: desired.ran ? desired.result : null };
  }

  /** Marks the paid lamps whose check-in window closed; returns how many. */
  async markMissed(): Promise<number> {
    const now = this.clock.now();
    const overdue = await this.dataSource
      .getRepository(Lamp)
      .createQueryBuilder('lamp')
      .where('lamp.anomaly = 0')
      .andWhere('lamp.check_due_at < :now', { now })
      // A lamp with no paid period left is switched off: its silence is nobody's concern.
      .andWhere('lamp.paid_until > :now', { now })
      .orderBy('lamp.check_due_at', 'ASC')
      .limit(MISSED_BATCH)
      .getMany();
    let marked = 0;
    for (const lamp of overdue) {
      const since = lamp.checkDueAt ?? now;
      const done = await this.dataSource.transaction(async (manager) => {
        // Conditional: a check-in that arrived meanwhile (or another instance) wins.
        const result = await manager
          .createQueryBuilder()
          .update(Lamp)
          .set({ anomaly: 1, anomalyReason: 'missed', anomalySince: since, incident: lamp.incident + 1 })
          .where('id = :id AND anomaly = 0 AND incident = :incident', {
            id: lamp.id,
            incident: lamp.incident,
          })
          .andWhere('check_due_at < :now', { now })
          .execute();
        if (result.affected !== 1) return false;
        await this.notices.anomaly(manager, lamp, lamp.incident + 1, 'missed', since);
        return true;
      });
      if (done) {
        marked += 1;
        await this.pageCache.invalidate(lamp.deceasedId);
      }
    }
    if (marked > 0) this.logger.log({ msg: "lamps 'In anomalia': missed check-in window", lamps: marked });
    return marked;
  }
}
