import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { Clock } from '../scheduler/clock';
import { PeriodicJob } from '../scheduler/periodic-job';
import { SchedulerService } from '../scheduler/scheduler.service';
import { RemindersService, type SendDueResult } from './reminders.service';

const TICK_MS = 60_000;

/**
 * Sends the calendar's due reminders every minute, under a job lock so that of several instances one
 * sends them; a reminder is written to the outbox once (dedupe key per reminder and day) whatever happens.
 */
@Injectable()
export class RemindersScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly job = new PeriodicJob(
    new Logger(RemindersScheduler.name),
    'Calendar reminders failed',
    () => this.tick(),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerService,
    private readonly reminders: RemindersService,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.messaging.worker) this.job.start(TICK_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /** One run at `now` (the Clock's unless given: the demo's moved clock, see DevRemindersController). */
  async tick(now = this.clock.now()): Promise<SendDueResult | null> {
    const run = await this.scheduler.runExclusive('calendar-reminders', () => this.reminders.sendDue(now));
    return run.ran ? run.result : null;
  }
}
