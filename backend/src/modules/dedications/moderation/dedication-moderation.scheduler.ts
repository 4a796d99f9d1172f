import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { Clock } from '../../scheduler/clock';
import { PeriodicJob } from '../../scheduler/periodic-job';
import { SchedulerService } from '../../scheduler/scheduler.service';
import { DedicationModerationService, type ModerationRun } from './dedication-moderation.service';

/** Often enough that a reminder or a deadline lands within minutes of its hour. */
const TICK_MS = 10 * 60_000;

/**
 * The moderation deadline (DESIGN "Scheduled work": reminders, expiries, under a database lock): every
 * TICK_MS one instance reminds the moderators of dedications waiting 48 hours and applies each page's choice
 * to those waiting 7 days.
 */
@Injectable()
export class DedicationModerationScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly job = new PeriodicJob(
    new Logger(DedicationModerationScheduler.name),
    'Dedication moderation deadline failed',
    () => this.tick(),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerService,
    private readonly moderation: DedicationModerationService,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    // Like the other jobs, only a worker process runs it (tests turn OUTBOX_WORKER off and call tick).
    if (this.config.messaging.worker) this.job.start(TICK_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /**
   * One run under the 'dedication-moderation' lock, or null when another instance holds it; `at` (the dev
   * route's moved clock) in place of the clock's time, and its `waitingFrom` (see runDue).
   */
  async tick(at?: Date, waitingFrom?: Date): Promise<ModerationRun | null> {
    const run = await this.scheduler.runExclusive('dedication-moderation', () =>
      this.moderation.runDue(at ?? this.clock.now(), waitingFrom),
    );
    return run.ran ? run.result : null;
  }
}
