import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { DeceasedRecordsService } from '../../deceased/deceased-records.service';
import { PageLife } from '../../deceased/page-life';
import { DomainEvents, partnerPagesChanged } from '../../domain-events/domain-events.service';
import { Clock } from '../../scheduler/clock';
import { PeriodicJob } from '../../scheduler/periodic-job';
import { ObituariesService } from '../obituaries.service';

const TICK_MS = 60_000;
const BATCH = 50;

/**
 * A saved record appears in the home search (and a notice in zone notifications) at its publication date:
 * PageLife (deceased/page-life.ts) publishes it in the save's transaction when due, or schedules it; this
 * job publishes the scheduled ones when due (every minute, on the messaging worker; each is taken by one
 * instance: PageLife.publishDue's delete that wins publishes) and, for a notice, tells its zones through
 * ObituariesService.publish().
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
    private readonly pageLife: PageLife,
    private readonly domainEvents: DomainEvents,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.messaging.worker) this.job.start(TICK_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /**
   * In the save's transaction: the page's publication date as PageLife.publishOn decides it (published,
   * scheduled, or an admin-disabled page kept hidden); published, a notice's zones are told.
   */
  async apply(
    manager: EntityManager,
    id: number,
    change: { publishAt: Date | null; created: boolean; now: Date },
  ): Promise<{ scheduled: boolean }> {
    const state = await this.pageLife.publishOn(manager, id, {
      at: change.publishAt,
      created: change.created,
      now: change.now,
    });
    if (state === 'published') await this.tellZones(manager, id);
    return { scheduled: state === 'scheduled' };
  }

  /** A published notice's zone subscribers told (publish(); each at most once); a tombstone alone tells none. */
  private async tellZones(manager: EntityManager, id: number): Promise<void> {
    const person = await this.records.find(manager, id);
    if (person.manifestTexts !== null) await this.obituaries.publish(manager, id);
  }

  /** Publishes the records whose date has come (tests call this with a driven clock). */
  async tick(): Promise<number[]> {
    const due = await this.pageLife.dueScheduled(this.clock.now(), BATCH);
    const published: number[] = [];
    for (const deceasedId of due) {
      const done = await this.dataSource.transaction(async (manager) => {
        if (!(await this.pageLife.publishDue(manager, deceasedId))) return false;
        await this.tellZones(manager, deceasedId);
        return true;
      });
      if (!done) continue;
      published.push(deceasedId);
    }
    if (published.length > 0) await this.domainEvents.raise(null, partnerPagesChanged('obituaries'));
    return published;
  }
}
