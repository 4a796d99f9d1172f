import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { DeceasedRecordsService } from '../../deceased/deceased-records.service';
import { PageCacheService } from '../../deceased/page-cache.service';
import { Clock } from '../../scheduler/clock';
import { PeriodicJob } from '../../scheduler/periodic-job';
import { ObituariesService } from '../obituaries.service';
import { ScheduledPublication } from './scheduled-publication.entity';

const TICK_MS = 60_000;
const BATCH = 50;

/**
 * A saved record appears in the home search (and a notice in zone notifications) at its publication date:
 * due now, ObituariesService.publish() runs in the save's transaction (a tombstone without notice is only
 * enabled); still to come, the record stays hidden
 * (enabled 0) with a row in obituary_scheduled_publications, and this job publishes it when due (every
 * minute, on the messaging worker; each row is taken by one instance: the delete that wins publishes).
 */
@Injectable()
export class ObituaryPublications implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly job = new PeriodicJob(
    new Logger(ObituaryPublications.name),
    'Publication tick failed',
    () => this.tick(),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly obituaries: ObituariesService,
    private readonly records: DeceasedRecordsService,
    private readonly pageCache: PageCacheService,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.messaging.worker) this.job.start(TICK_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /**
   * In the save's transaction. `publishAt` null keeps the record's time (a new record: now). A record an
   * admin disabled (hidden, not waiting) stays hidden: only its time changes.
   */
  async apply(
    manager: EntityManager,
    id: number,
    change: { publishAt: Date | null; created: boolean; now: Date },
  ): Promise<{ scheduled: boolean }> {
    const person = await this.records.find(manager, id);
    const waiting = await manager.getRepository(ScheduledPublication).findOneBy({ deceasedId: id });
    const publishAt = change.publishAt ?? (change.created ? change.now : null);
    const disabledByAdmin = !change.created && person.enabled === 0 && !waiting;
    if (publishAt) await this.records.update(manager, id, { publicationTime: publishAt });
    if (disabledByAdmin) return { scheduled: false };
    if (publishAt && publishAt.getTime() > change.now.getTime()) {
      await this.records.update(manager, id, { enabled: 0 });
      await manager.getRepository(ScheduledPublication).save({ deceasedId: id, publishAt });
      return { scheduled: true };
    }
    if (waiting && publishAt === null) return { scheduled: true };
    if (waiting) await manager.delete(ScheduledPublication, { deceasedId: id });
    await this.goLive(manager, id);
    return { scheduled: false };
  }

  /** Visible from now: a notice through publish() (zone subscribers told), a tombstone alone just enabled. */
  private async goLive(manager: EntityManager, id: number): Promise<void> {
    const person = await this.records.find(manager, id);
    if (person.manifestTexts !== null) await this.obituaries.publish(manager, id);
    else if (person.enabled !== 1) await this.records.update(manager, id, { enabled: 1 });
  }

  /** Publishes the records whose date has come (tests call this with a driven clock). */
  async tick(): Promise<number[]> {
    const due = await this.dataSource.getRepository(ScheduledPublication).find({
      where: { publishAt: LessThanOrEqual(this.clock.now()) },
      order: { publishAt: 'ASC' },
      take: BATCH,
    });
    const published: number[] = [];
    for (const { deceasedId } of due) {
      const done = await this.dataSource.transaction(async (manager) => {
        const taken = await manager.delete(ScheduledPublication, { deceasedId });
        if (!taken.affected) return false;
        await this.goLive(manager, deceasedId);
        return true;
      });
      if (!done) continue;
      published.push(deceasedId);
      await this.pageCache.invalidate(deceasedId);
    }
    if (published.length > 0) await this.pageCache.invalidatePartnerPages();
    return published;
  }
}
