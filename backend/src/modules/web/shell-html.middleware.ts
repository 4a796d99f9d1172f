import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { contentSecurityPolicy } from '../../common/http-middleware';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AppError } from '../../common/app-error';
import { DeceasedService } from '../deceased/deceased.service';
import { PageCacheService } from '../deceased/page-cache.service';
import { FileCache } from './file-cache';
import { memorialExpired, NONCE_SLOT, renderMemorial, type RenderedPage } from './memorial-ssr';
import { RegistryService } from './registry.service';
import { shellFingerprint } from './web-version';

export const REGISTRY_MARKER = '<!--ricordo:registry-->';
/** Inside shell/index.html after #root: where a server-rendered page goes (shell/src/ssr.ts takes it over). */
export const SSR_MARKER = '<!--ricordo:ssr-->';

/**
 * Pages answered with their visible content already in the HTML. `/memorial-book` and `/partner-page` are
 * being built elsewhere: add their renderer here (path → (id) → RenderedPage | null) when their data calls
 * exist; the caching, nonce and marker handling below is shared.
 */
type SsrRenderer = (
  query: string,
) => Promise<{ deceasedId: number; variant: string; page: () => RenderedPage } | null>;

/** Paths that are never the shell page (docs/contracts.md table). */
const NOT_SHELL = /^\/(api|media|static|remotes|dev)(\/|$)/;

const MAINTENANCE_PAGE = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ricordo</title><style nonce="{{nonce}}">body { font-family: sans-serif; text-align: center; padding: 3rem 1rem; color: #333 }</style></head>
<body>
<h1>Ricordo</h1><p>Ricordo è in aggiornamento, riprova tra poco.</p></body></html>
`;

/** Every other GET gets the shell's index.html with the registry inlined (no extra round trip). */
@Injectable()
export class ShellHtmlMiddleware implements NestMiddleware {
  private readonly index: FileCache<string>;
  private readonly renderers: Record<string, SsrRenderer>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: RegistryService,
    private readonly deceased: DeceasedService,
    private readonly pageCache: PageCacheService,
  ) {
    // The shell build's fingerprint rides in the page so the new-version notice knows what it loaded.
    this.index = new FileCache(join(config.shellDist, 'index.html'), (content) =>
      content.replace(
        REGISTRY_MARKER,
        `<meta name="ricordo-shell-version" content="${shellFingerprint(content)}">${REGISTRY_MARKER}`,
      ),
    );
    this.renderers = {
      '/memorial': (query) => this.memorial(query),
      // '/memorial-book': hook for the condolence book's header (name, dates, photo) once its call exists.
      // '/partner-page': hook for the partner page once its call exists.
    };
  }

  /** `/memorial?0001000`: the whole query is the id (spec public §2); unknown ids get the plain shell. */
  private async memorial(query: string) {
    let raw = query;
    try {
      raw = decodeURIComponent(query);
    } catch {
      return null;
    }
    try {
      const data = await this.deceased.getDeceasedDataCached(raw);
      const pageUrl = `${this.config.publicUrl}/memorial?${encodeURIComponent(raw)}`;
      return {
        deceasedId: data.ID,
        // The expiry badge depends on the clock: a page cached before the expiry is rebuilt after it.
        variant: memorialExpired(data) ? 'expired' : 'active',
        page: () => renderMemorial(data, this.config.publicUrl, pageUrl),
      };
    } catch (error) {
      if (error instanceof AppError) return null; // invalid or unknown id: the remote shows the alert
      throw error;
    }
  }

  /**
   * The page split around the nonce slot, cached per (path + query, content version of the deceased,
   * index.html, registry): a hit is a lookup and a join; the nonce is the only per-answer part.
   */
  private async ssrParts(req: Request, html: string, registry: string): Promise<string[] | null> {
    const render = this.renderers[req.path];
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    if (!render || !query) return null;
    const result = await render(query);
    if (!result) return null;
    const key = `ssr:${req.path}?${query}:${result.variant}`;
    const cached = await this.pageCache.get(result.deceasedId, key, () =>
      Promise.resolve({ html, registry, parts: this.compose(html, registry, result.page()) }),
    );
    // A new shell build or a newly published remote: compose again (the next invalidation refreshes it).
    if (cached.html === html && cached.registry === registry) return cached.parts;
    return this.compose(html, registry, result.page());
  }

  private compose(html: string, registry: string, page: RenderedPage): string[] {
    const head = `<meta name="csp-nonce" content="${NONCE_SLOT}">${registry}${page.head}`;
    return html
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(REGISTRY_MARKER, head)
      .replace(SSR_MARKER, page.body)
      .split(NONCE_SLOT);
  }

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_SHELL.test(req.path)) {
      next();
      return;
    }
    const html = await this.index.get();
    // The design kit writes its stylesheet into one <style> element at run time; a fresh nonce per answer
    // lets exactly that element through the CSP (the kit reads it from <meta name="csp-nonce">).
    const nonce = randomBytes(16).toString('base64');
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce));
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html');
    if (html === null) {
      // The shell is not built (or is being replaced): say so in Italian rather than failing.
      res.status(503).setHeader('Retry-After', '30');
      res.send(MAINTENANCE_PAGE.replace('{{nonce}}', nonce));
      return;
    }
    const registry = await this.registry.scriptElement();
    const parts = await this.ssrParts(req, html, registry);
    if (parts) {
      res.status(200).send(parts.join(nonce));
      return;
    }
    const head = `<meta name="csp-nonce" content="${nonce}">${registry}`;
    res.status(200).send(html.replace(REGISTRY_MARKER, head));
  }
}
