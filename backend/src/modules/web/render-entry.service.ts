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

interface RenderEntry {
  RENDER_API: number;
  render(request: RenderRequest): Promise<{ preload?: string; head: string; css: string; body: string }>;
}

/**
 * The public remote's server render entry (issue 13): the registry entry of mfe_public names the file
 * (`render`, e.g. `/remotes/mfe_public/1.0.1/ssr/render.cjs`); it is loaded with a plain require of that
 * path from the publish directory, once per version (version folders are immutable), so publishing or
 * rolling back switches the renderer at the next request with no backend release. The backend imports no
 * front-end code at build time. A registry entry without `render`, a missing file, an entry that throws
 * or hangs: null (the page goes out without server markup and the browser draws it), with the reason logged.
 */
@Injectable()
export class RenderEntryService {
  private readonly logger = new Logger(RenderEntryService.name);
  private readonly loaded = new Map<string, RenderEntry>();

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
      this.logger.error({
        msg: 'render entry failed: page served without server markup',
        remote: RENDERING_REMOTE,
        version: remote.version,
        render: remote.render,
        page: request.page,
        url: request.url,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      return null;
    }
  }

  private load(path: string): RenderEntry {
    const file = this.file(path);
    const known = this.loaded.get(file);
    if (known) return known;
    const entry = createRequire(file)(file) as Partial<RenderEntry>;
    if (entry.RENDER_API !== RENDER_API || typeof entry.render !== 'function') {
      throw new Error(`${path} is not a render entry of API ${RENDER_API}`);
    }
    this.loaded.set(file, entry as RenderEntry);
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
