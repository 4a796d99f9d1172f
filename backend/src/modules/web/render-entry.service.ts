import { Inject, Injectable, Logger } from '@nestjs/common';
import { createRequire } from 'node:module';
import { resolve, sep } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { RegistryService } from './registry.service';
import { NONCE_SLOT, type RenderedPage, type RenderRequest } from './server-page';

/** The remote whose version folder carries the render entry. */
export const RENDERING_REMOTE = 'mfe_public';
/** The contract mfe-public's src/ssr/render.tsx speaks. */
const RENDER_API = 1;
/** A render that takes longer is given up: the page goes out without server markup. */
const RENDER_TIMEOUT_MS = 5000;
/** Render entries kept loaded: the published version and the one before it (a rollback's). */
const LOADED_VERSIONS = 2;
/** The same failure (version, page, reason) is logged once in this time, with how often it happened since. */
const FAILURE_LOG_EVERY_MS = 60_000;

interface RenderEntry {
  RENDER_API: number;
  render(request: RenderRequest): Promise<{ preload?: string; head: string; css: string; body: string }>;
}

/**
 * The public remote's server render entry (DESIGN "Performance"): the registry entry of mfe_public names the
 * file (`render`, e.g. `/remotes/mfe_public/1.0.1/ssr/render.cjs`); it is loaded with a plain require of that
 * path from the publish directory, once per version (version folders are immutable), so publishing or
 * rolling back switches the renderer at the next request with no backend release. The backend imports no
 * front-end code at build time. A registry entry without `render`, a missing file, an entry that throws
 * or hangs: null (the page goes out without server markup and the browser draws it), with the reason logged
 * (once a minute for the same failure: a broken version fails on every request until it is replaced).
 * Only the last two versions stay loaded, so months of publishing do not pile up renderers in memory.
 */
@Injectable()
export class RenderEntryService {
  private readonly logger = new Logger(RenderEntryService.name);
  private readonly loaded = new Map<string, RenderEntry>();
  private readonly failures = new Map<string, { loggedAt: number; since: number }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: RegistryService,
  ) {}

  async render(request: RenderRequest): Promise<RenderedPage | null> {
    const remote = (await this.registry.remotes())[RENDERING_REMOTE];
    if (!remote?.render) return null;
    try {
      const entry = this.load(remote.render);
      const page = await withTimeout(Promise.resolve().then(() => entry.render(request)));
      if (typeof page?.head !== 'string' || typeof page.body !== 'string' || typeof page.css !== 'string') {
        throw new Error('the render entry answered no page');
      }
      return {
        preload: typeof page.preload === 'string' ? page.preload : undefined,
        head: `${page.head}<style nonce="${NONCE_SLOT}">${page.css}</style>`,
        body: page.body,
      };
    } catch (error) {
      const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
      const repeated = this.repeatedFailure(`${remote.render}\u0000${request.page}\u0000${reason}`);
      if (repeated !== null) {
        this.logger.error({
          msg: 'render entry failed: page served without server markup',
          remote: RENDERING_REMOTE,
          version: remote.version,
          render: remote.render,
          page: request.page,
          url: request.url,
          error: reason,
          ...(repeated > 0 && { repeatedSinceLastLog: repeated }),
        });
      }
      return null;
    }
  }

  /** null while the same failure was logged less than FAILURE_LOG_EVERY_MS ago, else how often it came since. */
  private repeatedFailure(key: string, now = Date.now()): number | null {
    const seen = this.failures.get(key);
    if (seen && now - seen.loggedAt < FAILURE_LOG_EVERY_MS) {
      seen.since += 1;
      return null;
    }
    if (!seen && this.failures.size >= 100) this.failures.clear();
    this.failures.set(key, { loggedAt: now, since: 0 });
    return seen?.since ?? 0;
  }

  private load(path: string): RenderEntry {
    const file = this.file(path);
    const known = this.loaded.get(file);
    if (known) {
      // The newest used last: a version rolled back to is the one kept when the next is published.
      this.loaded.delete(file);
      this.loaded.set(file, known);
      return known;
    }
    const load = createRequire(file);
    const entry = load(file) as Partial<RenderEntry>;
    if (entry.RENDER_API !== RENDER_API || typeof entry.render !== 'function') {
      delete load.cache[file];
      throw new Error(`${path} is not a render entry of API ${RENDER_API}`);
    }
    this.loaded.set(file, entry as RenderEntry);
    // The oldest loaded version goes, from Node's module cache too (a render entry is one bundled file).
    for (const old of [...this.loaded.keys()].slice(0, -LOADED_VERSIONS)) {
      this.loaded.delete(old);
      delete load.cache[old];
    }
    return entry as RenderEntry;
  }

  /** `/remotes/<name>/<version>/…` → the file in the publish directory, never outside it. */
  private file(path: string): string {
    const base = resolve(this.config.publishDir);
    const file = path.startsWith('/remotes/') ? resolve(base, path.slice('/remotes/'.length)) : '';
    if (!file.startsWith(`${base}${sep}`)) throw new Error(`render entry path outside the remotes: ${path}`);
    return file;
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the render took longer than ${RENDER_TIMEOUT_MS} ms`)),
      RENDER_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
