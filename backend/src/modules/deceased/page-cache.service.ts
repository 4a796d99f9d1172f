import { Injectable } from '@nestjs/common';

/** How many built answers stay in memory; the oldest entry goes first (Map keeps insertion order). */
export const PAGE_CACHE_MAX_ENTRIES = 2000;

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
 * single-process default is served correctly by the counter, at no query cost.
 */
@Injectable()
export class PageCacheService {
  private readonly versions = new Map<number, number>();
  private readonly entries = new Map<string, Entry>();

  version(deceasedId: number): number {
    return this.versions.get(deceasedId) ?? 0;
  }

  /** Call after any committed change to what a deceased's public pages show. */
  invalidate(deceasedId: number): void {
    this.versions.set(deceasedId, this.version(deceasedId) + 1);
    for (const key of this.entries.keys()) {
      if (key.startsWith(`${deceasedId}:`)) this.entries.delete(key);
    }
  }

  /**
   * The cached value of `kind` for the deceased, built once per content version. The version is read
   * before building: a change that lands while building leaves an entry the next call rebuilds.
   */
  async get<T>(deceasedId: number, kind: string, build: () => Promise<T>): Promise<T> {
    const key = `${deceasedId}:${kind}`;
    const version = this.version(deceasedId);
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
