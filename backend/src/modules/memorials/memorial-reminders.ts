import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { And, DataSource, LessThanOrEqual, MoreThan } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AccountLinksService } from '../accounts/account-links.service';
import { DeceasedService } from '../deceased/deceased.service';
import { OutboxService } from '../notifications/outbox.service';
import { romeTime } from '../../common/rome-time';
import { Clock } from '../scheduler/clock';
import { PeriodicJob } from '../scheduler/periodic-job';
import { SchedulerService } from '../scheduler/scheduler.service';
import { Memorial } from './memorial.entity';

const DAY_MS = 86_400_000;
const TICK_MS = 60 * 60_000;
/** Reminder stages, in days before expiry (docs/contracts.md "Memorial service"). */
export const REMINDER_STAGES = [30, 7] as const;

/** The stage due for a memorial expiring in `msLeft`: 7 within a week, 30 within a month, else none. */
export function reminderStage(msLeft: number): 30 | 7 | null {
  if (msLeft <= 0) return null;
  if (msLeft <= 7 * DAY_MS) return 7;
  if (msLeft <= 30 * DAY_MS) return 30;
  return null;
}

export function reminderDedupeKey(memorial: Pick<Memorial, 'id' | 'expiresAt'>, stage: 30 | 7): string {
  return `memorial-renewal:${memorial.id}:${Math.floor(memorial.expiresAt.getTime() / 1000)}:${stage}`;
}

/**
 * The daily expiring-memorial reminders: the owner of each memorial expiring within 30 days gets, by their
 * channel, the login-renewal link (AccountLinksService.sendLoginRenewal) once at 30 days and once at
 * 7 days before expiry. The dedupe key holds memorial, expiry and stage, so reruns, several instances or
 * a renewal (new expiry, new stages) never repeat or lose a reminder; a memorial first seen inside the last
 * week gets only the 7-day one.
 */
@Injectable()
export class MemorialReminders implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly job = new PeriodicJob(
    new Logger(MemorialReminders.name),
    'Memorial reminders failed',
    () => this.tick(),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scheduler: SchedulerService,
    private readonly links: AccountLinksService,
    private readonly clock: Clock,
    private readonly deceased: DeceasedService,
    private readonly outbox: OutboxService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.messaging.worker) this.job.start(TICK_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /** Runs the day's reminders once per Rome day, under the job lock; the number queued, or null if skipped. */
  async tick(): Promise<number | null> {
    const run = await this.scheduler.runExclusive('memorial-expiry-reminders', () => this.sendDue(), {
      runKey: romeTime(this.clock.now()).date,
    });
    return run.ran ? run.result : null;
  }

  /** Queues every reminder due now that was not queued before; returns how many were queued. */
  async sendDue(): Promise<number> {
    const now = this.clock.now();
    const memorials = await this.dataSource.getRepository(Memorial).find({
      where: { expiresAt: And(MoreThan(now), LessThanOrEqual(new Date(now.getTime() + 30 * DAY_MS))) },
      order: { id: 'ASC' },
    });
    // The owners of all those deceased at once (batched by id), not one query per memorial.
    const owners = new Map(
      (await this.deceased.findByIds(memorials.map((memorial) => memorial.deceasedId))).map((person) => [
        person.id,
        person.ownerUserId,
      ]),
    );
    let queued = 0;
    for (const memorial of memorials) {
      const stage = reminderStage(memorial.expiresAt.getTime() - now.getTime());
      const ownerId = owners.get(memorial.deceasedId);
      if (stage === null || !ownerId) continue;
      const dedupeKey = reminderDedupeKey(memorial, stage);
      const sent = await this.dataSource.transaction(async (manager) => {
        // Checked first so a rerun does not even issue an unused link token.
        if (await this.outbox.isQueued(manager, dedupeKey)) return false;
        return this.links.sendLoginRenewal(manager, {
          userId: ownerId,
          deceasedId: memorial.deceasedId,
          dedupeKey,
        });
      });
      if (sent) queued += 1;
    }
    return queued;
  }
}
