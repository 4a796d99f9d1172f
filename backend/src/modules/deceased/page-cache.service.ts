import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { type EntityManager, LessThan, MoreThan, type Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DomainEvents } from '../domain-events/domain-events.service';
import { PeriodicJob } from '../scheduler/periodic-job';
import { PageCacheEvent } from './page-cache-event.entity';

/** How many built answers stay in memory; the oldest entry goes first (Map keeps insertion order). */
export const PAGE_CACHE_MAX_ENTRIES = 2000;

const PARTNER_PREFIX = 'partner:';
/** Rows of page_cache_events older than this are deleted (an instance reads them within seconds). */
const EVENT_LIFETIME_MS = 3_600_000;
const CLEANUP_EVERY_MS = 600_000;
const EVENTS_PER_READ = 500;
/**
 * Ids are handed out when a row is inserted but seen when it commits, so two instances writing at once may
 * show id 11 before id 10: every read looks this many ids back and skips those it has applied.
 */
const LOOKBACK_IDS = 100;

interface Entry {
  version: number;
  value: unknown;
  /** Epoch ms after which the value is no longer true by itself (a book that closed); null: never. */
  until: number | null;
}

/**
 * Per-deceased cache of what the memorial page costs to build: the deceasedData answer as bytes and the
 * server-rendered HTML parts (DESIGN "Performance"). Every entry is tied to the deceased's content version;
 * `invalidate(deceasedId)` bumps that version. It follows the domain events (DomainEvents): whoever changes
 * a deceased, its memorial, its dedications or its condolences raises PageContentChanged (PartnerPagesChanged
 * for a partner's page), delivered after the change commits, and the next visitor gets a fresh build.
 *
 * Several instances (DESIGN "Scale": they share nothing but the database): `invalidate` also writes a row
 * to page_cache_events, and every instance reads the rows of the others every PAGE_CACHE_SYNC_MS (one
 * small indexed query per interval, whatever the traffic) and drops the same entries. So another
 * instance's copy is stale for at most that interval, and a visit never pays a query to check freshness.
 */
@Injectable()
export class PageCacheService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PageCacheService.name);
  private readonly versions = new Map<number, number>();
  private readonly entries = new Map<string, Entry>();
  /** Deceased whose pages show another's data (a notice shows its tombstone's, spec panels §3), by source. */
  private readonly dependents = new Map<number, Set<number>>();
  private partnerPagesVersion = 0;
  /** This instance, in the rows it writes. */
  private readonly origin = randomUUID();
  /** The newest row read, and the ids read within LOOKBACK_IDS of it. */
  private newestEventId = 0;
  private readonly appliedEventIds = new Set<number>();
  private lastCleanup = Date.now();
  private readonly sync = new PeriodicJob(this.logger, 'Page cache sync failed', () =>
    this.readOthersChanges(),
  );

  constructor(
    @InjectRepository(PageCacheEvent) private readonly events: Repository<PageCacheEvent>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    domainEvents: DomainEvents,
  ) {
    domainEvents.subscribe('PageContentChanged', (event, { manager }) =>
      this.invalidate(event.deceasedId, manager),
    );
    domainEvents.subscribe('PartnerPagesChanged', (_event, { manager }) =>
      this.invalidatePartnerPages(manager),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.pageCacheSyncMs === 0) return;
    // The rows already there describe changes made before this instance cached anything.
    const recent = await this.events.find({
      select: { id: true },
      order: { id: 'DESC' },
      take: LOOKBACK_IDS,
    });
    for (const row of recent) this.appliedEventIds.add(row.id);
    this.newestEventId = recent[0]?.id ?? 0;
    this.sync.start(this.config.pageCacheSyncMs);
  }

  onModuleDestroy(): Promise<void> {
    return this.sync.stop();
  }

  version(deceasedId: number): number {
    return this.versions.get(deceasedId) ?? 0;
  }

  /**
   * Follows PageContentChanged: any committed change to what a deceased's public pages show (creating,
   * enabling or disabling one included: its partner's page lists it). Never throws: the change is committed
   * already, so a failure to tell the other instances is logged, not answered as an error. `manager`: the
   * connection to write the other instances' row on (outside any transaction).
   */
  async invalidate(deceasedId: number, manager?: EntityManager): Promise<void> {
    this.dropDeceased(deceasedId);
    await this.tellOthers(deceasedId, manager);
  }

  /**
   * Partner pages show the partner and its latest obituaries, so a change to any deceased or to any
   * partner's public page drops them all: such writes are rare next to page views and a rebuild is two
   * queries, so one counter keeps it simple and never stale. Follows PartnerPagesChanged.
   */
  async invalidatePartnerPages(manager?: EntityManager): Promise<void> {
    this.dropPartnerPages();
    await this.tellOthers(null, manager);
  }

  /**
   * The pages of `dependentId` show data of `sourceId` (the merge rule of a notice and its tombstone page,
   * spec panels §3): a change to the source drops them too, on every instance (each applies the source's
   * change). `sourceVersion` is the source's version read before its data was: a change that landed since
   * drops the dependent's pages at once, so the page being built is never kept.
   */
  dependOn(dependentId: number, sourceId: number, sourceVersion: number): void {
    const dependents = this.dependents.get(sourceId) ?? new Set<number>();
    dependents.add(dependentId);
    this.dependents.set(sourceId, dependents);
    if (this.version(sourceId) !== sourceVersion) this.dropDeceased(dependentId);
  }

  private dropDeceased(deceasedId: number): void {
    const dependents = this.dependents.get(deceasedId);
    this.dependents.delete(deceasedId); // a dependent built again says so again
    for (const id of [deceasedId, ...(dependents ?? [])]) {
      this.versions.set(id, this.version(id) + 1);
      for (const key of this.entries.keys()) {
        if (key.startsWith(`${id}:`)) this.entries.delete(key);
      }
    }
    this.dropPartnerPages();
  }

  private dropPartnerPages(): void {
    this.partnerPagesVersion += 1;
    for (const key of this.entries.keys()) {
      if (key.startsWith(PARTNER_PREFIX)) this.entries.delete(key);
    }
  }

  private async tellOthers(deceasedId: number | null, manager?: EntityManager): Promise<void> {
    if (this.config.pageCacheSyncMs === 0) return;
    try {
      const row = { deceasedId, origin: this.origin, createdAt: new Date() };
      if (manager) await manager.insert(PageCacheEvent, row);
      else await this.events.insert(row);
    } catch (error) {
      this.logger.error(
        `Page cache change not shared (deceased ${deceasedId ?? 'partners'}): ${String(error)}`,
      );
    }
  }

  /** The other instances' changes since the last read, dropped here too; old rows deleted now and then. */
  private async readOthersChanges(): Promise<void> {
    const rows = await this.events.find({
      select: { id: true, deceasedId: true, origin: true },
      where: { id: MoreThan(this.newestEventId - LOOKBACK_IDS) },
      order: { id: 'ASC' },
      take: EVENTS_PER_READ,
    });
    for (const row of rows) {
      if (this.appliedEventIds.has(row.id)) continue;
      this.appliedEventIds.add(row.id);
      this.newestEventId = Math.max(this.newestEventId, row.id);
      if (row.origin === this.origin) continue;
      if (row.deceasedId === null) this.dropPartnerPages();
      else this.dropDeceased(row.deceasedId);
    }
    for (const id of this.appliedEventIds) {
      if (id <= this.newestEventId - LOOKBACK_IDS) this.appliedEventIds.delete(id);
    }
    if (Date.now() - this.lastCleanup >= CLEANUP_EVERY_MS) {
      this.lastCleanup = Date.now();
      await this.events.delete({ createdAt: LessThan(new Date(Date.now() - EVENT_LIFETIME_MS)) });
    }
  }

  /** As `get`, for what a partner's public page costs to build. */
  getPartnerPage<T>(partnerId: number, kind: string, build: () => Promise<T>): Promise<T> {
    return this.lookup(`${PARTNER_PREFIX}${partnerId}:${kind}`, this.partnerPagesVersion, async () => ({
      value: await build(),
      until: null,
    }));
  }

  /**
   * The cached value of `kind` for the deceased, built once per content version. The version is read
   * before building: a change that lands while building leaves an entry the next call rebuilds.
   */
  get<T>(deceasedId: number, kind: string, build: () => Promise<T>): Promise<T> {
    return this.lookup(`${deceasedId}:${kind}`, this.version(deceasedId), async () => ({
      value: await build(),
      until: null,
    }));
  }

  /**
   * As `get`, for a value that also changes with time (the condolence book closes, the memorial expires):
   * `build` says until when it holds, and the first call after that instant builds it again.
   */
  getUntil<T>(
    deceasedId: number,
    kind: string,
    build: () => Promise<{ value: T; until: Date | null }>,
  ): Promise<T> {
    return this.lookup(`${deceasedId}:${kind}`, this.version(deceasedId), build);
  }

  /**
   * The value `get`/`getUntil` would answer now without building, or undefined when it would build: what
   * the request listener in front of Express serves synchronously (deceased-data.fast-path.ts).
   */
  peek<T>(deceasedId: number, kind: string): T | undefined {
    const cached = this.entries.get(`${deceasedId}:${kind}`);
    return cached && this.holds(cached, this.version(deceasedId)) ? (cached.value as T) : undefined;
  }

  /** An entry is answered while its content version is current and its time has not run out. */
  private holds(entry: Entry, version: number): boolean {
    return entry.version === version && (entry.until === null || Date.now() < entry.until);
  }

  private async lookup<T>(
    key: string,
    version: number,
    build: () => Promise<{ value: T; until: Date | null }>,
  ): Promise<T> {
    const cached = this.entries.get(key);
    if (cached && this.holds(cached, version)) return cached.value as T;
    const { value, until } = await build();
    this.entries.delete(key);
    this.entries.set(key, { version, value, until: until ? until.getTime() : null });
    if (this.entries.size > PAGE_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}
