import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { romeTime } from '../../../common/rome-time';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { Clock } from '../../scheduler/clock';
import { PeriodicJob } from '../../scheduler/periodic-job';
import { SchedulerService } from '../../scheduler/scheduler.service';
import { ZoneNotificationsService } from './zone-notifications.service';

const TICK_MS = 60_000;
export interface DigestTickResult {
  daily: boolean;
  weekly: boolean;
}

/**
 * Sends the zone digests at DIGEST_HOUR Europe/Rome: daily every day, weekly on DIGEST_WEEKDAY. Each run
 * is keyed by its Rome date under a job lock, so however many instances tick, a digest goes once; a run
 * missed at the hour (instance down) happens at the next tick of the same day.
 */
@Injectable()
export class DigestScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly job = new PeriodicJob(new Logger(DigestScheduler.name), 'Digest tick failed', () =>
    this.tick(),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerService,
    private readonly zones: ZoneNotificationsService,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.messaging.worker) this.job.start(TICK_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /** Runs whichever digests are due now (tests call this with a driven clock). */
  async tick(): Promise<DigestTickResult> {
    const { digestHour, digestWeekday } = this.config.messaging;
    const rome = romeTime(this.clock.now());
    const result: DigestTickResult = { daily: false, weekly: false };
    if (rome.hour < digestHour) return result;
    const daily = await this.scheduler.runExclusive(
      'obituary-digest-daily',
      () => this.zones.sendDigests('daily'),
      {
        runKey: rome.date,
      },
    );
    result.daily = daily.ran;
    if (rome.weekday === digestWeekday) {
      const weekly = await this.scheduler.runExclusive(
        'obituary-digest-weekly',
        () => this.zones.sendDigests('weekly'),
        { runKey: rome.date },
      );
      result.weekly = weekly.ran;
    }
    return result;
  }
}
