import { Injectable } from '@nestjs/common';

/** How many built answers stay in memory; the oldest entry goes first (Map keeps insertion order). */
export const PAGE_CACHE_MAX_ENTRIES = 2000;

const PARTNER_PREFIX = 'partner:';

interface Entry {
  version: number;
  value: unknown;
}

/**
 * Per-deceased cache of what the memorial page costs to build: the deceasedData answer as bytes and the
 * server-rendered HTML parts (DESIGN "Performance"). Every entry is tied to the deceased's content version;
 * `invalidate(deceasedId)` bumps that version, so whoever changes a deceased, its memorial, its dedications
 * or its condolences calls it once after committing and the next visitor gets a fresh build.
 *
 * One process only: the versions live in memory. With several instances behind a balancer each instance
 * would keep serving its own stale copy after another instance's write; the fix then is a
 * `content_version` column on `deceased` bumped in the same transaction as the change, read with the
 * (cheap, indexed) primary-key lookup and used here in place of the in-memory counter. DESIGN "Scale" asks
 * for several instances sharing MySQL, so that column is owed before a second instance is run; the embedded
 * single-process default is served correctly by the counter, at no query cost. The partner pages' single
 * counter would need the same treatment (e.g. the largest content_version of the partner's deceased plus a
 * version column on `partners`).
 */
@Injectable()
export class PageCacheService {
  private readonly versions = new Map<number, number>();
  private readonly entries = new Map<string, Entry>();
  private partnerPagesVersion = 0;

  version(deceasedId: number): number {
    return this.versions.get(deceasedId) ?? 0;
  }

  /**
   * Call after any committed change to what a deceased's public pages show (creating, enabling or
   * disabling one included: its partner's page lists it).
   */
  invalidate(deceasedId: number): void {
    this.versions.set(deceasedId, this.version(deceasedId) + 1);
    for (const key of this.entries.keys()) {
      if (key.startsWith(`${deceasedId}:`)) this.entries.delete(key);
    }
    this.invalidatePartnerPages();
  }

  /**
   * Partner pages show the partner and its latest obituaries, so a change to any deceased or to any
   * partner's public page drops them all: such writes are rare next to page views and a rebuild is two
   * queries, so one counter keeps it simple and never stale. PartnersService calls it after its writes.
   */
  invalidatePartnerPages(): void {
    this.partnerPagesVersion += 1;
    for (const key of this.entries.keys()) {
      if (key.startsWith(PARTNER_PREFIX)) this.entries.delete(key);
    }
  }

  /** As `get`, for what a partner's public page costs to build. */
  getPartnerPage<T>(partnerId: number, kind: string, build: () => Promise<T>): Promise<T> {
    return this.lookup(`${PARTNER_PREFIX}${partnerId}:${kind}`, this.partnerPagesVersion, build);
  }

  /**
   * The cached value of `kind` for the deceased, built once per content version. The version is read
   * before building: a change that lands while building leaves an entry the next call rebuilds.
   */
  get<T>(deceasedId: number, kind: string, build: () => Promise<T>): Promise<T> {
    return this.lookup(`${deceasedId}:${kind}`, this.version(deceasedId), build);
  }

  private async lookup<T>(key: string, version: number, build: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached && cached.version === version) return cached.value as T;
    const value = await build();
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > PAGE_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}
