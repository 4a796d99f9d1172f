import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { Clock } from '../scheduler/clock';
import { PeriodicJob } from '../scheduler/periodic-job';
import { SchedulerService } from '../scheduler/scheduler.service';
import { TemporaryQrCodesService } from './temporary-qrcodes.service';

/** Often enough that a code stops within minutes of its 30 days (the scan already checks the date itself). */
const TICK_MS = 10 * 60_000;

/**
 * The temporary QR expiry (DESIGN "Scheduled work": temporary QR expiry, under a database lock): every
 * TICK_MS one instance marks the temporary codes past their 30 days as expired (`expiredAt`).
 */
@Injectable()
export class TemporaryQrCodesScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly job = new PeriodicJob(
    new Logger(TemporaryQrCodesScheduler.name),
    'Temporary QR expiry failed',
    () => this.tick(),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerService,
    private readonly temporary: TemporaryQrCodesService,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    // Like the other jobs, only a worker process runs it (tests turn OUTBOX_WORKER off and call tick).
    if (this.config.messaging.worker) this.job.start(TICK_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /** One run under the 'temporary-qrcodes-expiry' lock: how many codes expired, or null when another runs it. */
  async tick(): Promise<number | null> {
    const run = await this.scheduler.runExclusive('temporary-qrcodes-expiry', () =>
      this.temporary.expireDue(this.clock.now()),
    );
    return run.ran ? run.result : null;
  }
}
