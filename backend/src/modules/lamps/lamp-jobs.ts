import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DomainEvents, pageContentChanged } from '../domain-events/domain-events.service';
import { Clock } from '../scheduler/clock';
import { PeriodicJob } from '../scheduler/periodic-job';
import { SchedulerService } from '../scheduler/scheduler.service';
import { LampDesiredService } from './lamp-desired.service';
import { LampNoticesService } from './lamp-notices.service';
import { LampRenewalRemindersService, type ReminderPass } from './lamp-renewal-reminders.service';
import { LampWatchService } from './lamp-watch.service';
import { checkinWindowSeconds } from './lamp-window';
import { Lamp } from './lamp.entity';
import { LampCheckinConsumer } from './mqtt/lamp-checkin.consumer';
import { LampMqttService } from './mqtt/lamp-mqtt.service';

/** Lamps one pass marks at most (the next pass takes the rest). */
const MISSED_BATCH = 500;

export interface LampJobsResult {
  /** Lamps newly 'In anomalia' for a missed window; null when another instance ran the job. */
  missed: number | null;
  desired: { expired: number; republished: number } | null;
  /** Renewal reminders and switched-off notices queued; null when another instance ran the job. */
  renewals: ReminderPass | null;
}

/**
 * The lamps' scheduled work (DESIGN "Scheduled work": lamp checks), each under its job lock:
 * - missed check-ins: a paid lamp whose window (next-connection seconds + grace) closed without a
 *   check-in is 'In anomalia'; its manager and subscriber are told once per incident (the recovery
 *   is told by the check-in that ends it). Only our own silence is never the lamp's fault: while no
 *   instance is connected to the broker nothing is judged, and every lamp gets one full window after
 *   the last moment check-ins may have been lost (LampWatchService.judgeFrom);
 * - desired states: a candle's flame or a paid period that ran out changes what the lamp should do, and a
 *   desired state the broker never acknowledged is published again;
 * - the lamp year: the subscriber's reminders 30 and 7 days before the paid period ends and the notice
 *   that an unpaid lamp switched off, once each per period (LampRenewalRemindersService.remind).
 */
@Injectable()
export class LampJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LampJobs.name);
  private readonly job = new PeriodicJob(this.logger, 'Lamp jobs failed', () => this.tick());
  private unheardLogged = false;
  private behindLogged = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scheduler: SchedulerService,
    private readonly desired: LampDesiredService,
    private readonly notices: LampNoticesService,
    private readonly domainEvents: DomainEvents,
    private readonly clock: Clock,
    private readonly mqtt: LampMqttService,
    private readonly watch: LampWatchService,
    private readonly renewals: LampRenewalRemindersService,
    private readonly consumer: LampCheckinConsumer,
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
    const renewals = await this.scheduler.runExclusive(
      'lamp-renewal-reminders',
      () => this.renewals.remind(),
      {
        leaseMs: 5 * 60_000,
      },
    );
    return {
      missed: missed.ran ? missed.result : null,
      desired: desired.ran ? desired.result : null,
      renewals: renewals.ran ? renewals.result : null,
    };
  }

  /** Marks the paid lamps whose check-in window closed; returns how many. */
  async markMissed(): Promise<number> {
    // This instance's own presence first (whatever its heartbeat's timing), then everyone's.
    await this.mqtt.refreshPresence();
    const judgeFrom = await this.watch.judgeFrom();
    if (!judgeFrom) {
      if (!this.unheardLogged)
        this.logger.warn({ msg: 'no instance hears the lamps (broker away): missed check-ins not judged' });
      this.unheardLogged = true;
      return 0;
    }
    this.unheardLogged = false;
    // Check-ins are waiting to be written: a lamp past its window may have spoken in time. Judged once the
    // consumer has caught up (its check-ins then count), never marked silent in the meantime.
    if (this.consumer.behind) {
      if (!this.behindLogged)
        this.logger.warn({ msg: 'lamp check-ins waiting to be written: missed check-ins not judged yet' });
      this.behindLogged = true;
      return 0;
    }
    this.behindLogged = false;
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
    let postponed = 0;
    for (const lamp of overdue) {
      // Its window, counted from when check-ins were surely heard again, is still open: due then.
      const opens = new Date(
        judgeFrom.getTime() + checkinWindowSeconds(lamp, this.config.lamps.graceSeconds) * 1000,
      );
      if (opens > now) {
        await this.dataSource
          .createQueryBuilder()
          .update(Lamp)
          .set({ checkDueAt: opens })
          .where('id = :id AND anomaly = 0 AND check_due_at < :opens', { id: lamp.id, opens })
          .execute();
        postponed += 1;
        continue;
      }
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
        await this.domainEvents.raise(null, pageContentChanged(lamp.deceasedId, 'lamp'));
      }
    }
    if (marked > 0) this.logger.log({ msg: "lamps 'In anomalia': missed check-in window", lamps: marked });
    if (postponed > 0)
      this.logger.log({
        msg: 'lamps given a full window after check-ins may have been lost',
        lamps: postponed,
      });
    return marked;
  }
}
