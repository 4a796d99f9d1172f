import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { contentSecurityPolicy } from '../../common/http-middleware';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AppError } from '../../common/app-error';
import { parseId } from '../../common/ids';
import { CondolencesService } from '../condolences/condolences.service';
import { ProductPricesService } from '../content/products/product-prices.service';
import { DeceasedService } from '../deceased/deceased.service';
import { PageCacheService } from '../deceased/page-cache.service';
import { PageReadService } from '../deceased/page-read.service';
import type { PartnerPageDataDto } from '../partners/dto/partner-page.dto';
import { PartnerPageService } from '../partners/partner-page.service';
import { compress, MIN_COMPRESS_BYTES, negotiateEncoding } from './content-encoding';
import { FileCache } from './file-cache';
import { NOINDEX, pageGate, privateHead } from './page-gate';
import { flowersPageData, parseFlowersAddress } from './flowers-page';
import { RegistryService } from './registry.service';
import { RenderEntryService } from './render-entry.service';
import {
  memorialExpired,
  NONCE_SLOT,
  type BookPageData,
  type PartnerPageEmbed,
  type RenderedPage,
} from './server-page';
import { shellFingerprint } from './web-version';

export const REGISTRY_MARKER = '<!--ricordo:registry-->';
/** Inside shell/index.html after #root: where a server-rendered page goes (mfe-public hydrates it in place). */
export const SSR_MARKER = '<!--ricordo:ssr-->';

/** One server-rendered answer, before caching: where its cache entry lives, its status and how to build it. */
interface SsrPage {
  /** The deceased whose content version keys the entry, the partner pages' version, or not cached. */
  cache: { deceasedId: number } | { partnerId: number } | null;
  /** What else the page depends on (e.g. the clock: expired memorial, closed book). */
  variant: string;
  /** The page's own address form (e.g. `0001000` for `?1000`, `?001000`…): one cache entry per page. */
  canonicalQuery?: string;
  status: number;
  /** The page drawn by the public remote's render entry, or null: no server markup this time. */
  page: () => Promise<RenderedPage | null>;
}

/** The render entry drew nothing (none published, missing or failing): not cached, tried again next time. */
class NoServerMarkup extends Error {}

/** Pages answered with their visible content already in the HTML (path → (query) → page | plain shell). */
type SsrRenderer = (query: string) => Promise<SsrPage | null>;

interface ComposedPage {
  html: string;
  registry: string;
  status: number;
  parts: string[];
}

/** The query as the visitor wrote it, decoded; null when it is not valid percent-encoding. */
function decodedQuery(query: string): string | null {
  try {
    return decodeURIComponent(query);
  } catch {
    return null;
  }
}

/**
 * Paths that are never the shell page (docs/contracts.md table); `/qr/{code}` is a plaque scan's redirect,
 * `/pagina/{id}/{key}` a page's secret link (docs/contracts.md "Page privacy").
 */
const NOT_SHELL =
  /^\/(api|media|static|remotes|dev)(\/|$)|^\/qr\/[^/]+(\/condoglianze)?\/?$|^\/pagina\/[^/]+\/[^/]+\/?$/;

/** A numeric path (spec public: numeric paths redirect to /memorial?{number}). */
const SHORT_LINK = /^\/(\d{1,15})(?:\.html)?$/;

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
    private readonly condolences: CondolencesService,
    private readonly partnerPages: PartnerPageService,
    private readonly renderEntry: RenderEntryService,
    private readonly prices: ProductPricesService,
    private readonly reads: PageReadService,
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
      '/memorial-book': (query) => this.book(query),
      '/partner-page': (query) => this.partner(query),
      '/flowers': (query) => this.flowers(query),
    };
  }

  /** `/memorial?0001000`: the whole query is the id (spec public §2); unknown ids get the plain shell. */
  private async memorial(query: string): Promise<SsrPage | null> {
    const raw = decodedQuery(query);
    if (!raw) return null;
    try {
      const data = await this.deceased.getDeceasedDataCached(raw);
      const pageUrl = `${this.config.publicUrl}/memorial?${encodeURIComponent(raw)}`;
      return {
        cache: { deceasedId: data.ID },
        // The expiry badge depends on the clock: a page cached before the expiry is rebuilt after it.
        variant: memorialExpired(data) ? 'expired' : 'active',
        status: 200,
        page: () =>
          this.renderEntry.render({
            page: 'memorial',
            url: `/memorial?${query}`,
            data,
            publicUrl: this.config.publicUrl,
            pageUrl,
          }),
      };
    } catch (error) {
      if (error instanceof AppError) return null; // invalid or unknown id: the remote shows the alert
      throw error;
    }
  }

  /**
   * `/memorial-book?0001000`: header, form and published condolences, cached per deceased (publishing a
   * condolence invalidates it). Unknown ids get the plain shell, whose remote says 'Defunto non trovato'.
   */
  private async book(query: string): Promise<SsrPage | null> {
    const raw = decodedQuery(query);
    if (!raw) return null;
    try {
      const deceased = await this.deceased.getDeceasedDataCached(raw);
      // deceasedData says whether the book is open (the condolences module's rule, rebuilt when it closes).
      const open = deceased.bookOpen;
      const pageUrl = `${this.config.publicUrl}/memorial-book?000${deceased.ID}`;
      return {
        cache: { deceasedId: deceased.ID },
        // The window closes with time: a page cached while open is rebuilt once it is closed.
        variant: open ? 'open' : 'closed',
        canonicalQuery: `000${deceased.ID}`,
        status: 200,
        page: async () => {
          const id = String(deceased.ID);
          const [messages, phrases] = await Promise.all([
            this.condolences.getBookMessages(id),
            this.condolences.phrases(id),
          ]);
          const limit = this.condolences.getBookLimit();
          const data: BookPageData = {
            page: 'memorial-book',
            deceased,
            condolenceLimit: limit,
            open,
            messages,
            phrases,
          };
          return this.renderEntry.render({
            page: 'memorial-book',
            url: `/memorial-book?${query}`,
            data,
            publicUrl: this.config.publicUrl,
            pageUrl,
          });
        },
      };
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  /** `/partner-page?{id}`: the partner's page, or 'Partner non trovato' with 404 (never cached). */
  private async partner(query: string): Promise<SsrPage> {
    const raw = decodedQuery(query) ?? '';
    let id: number | null = null;
    let partner: PartnerPageDataDto | null = null;
    try {
      id = parseId(raw);
      const known = id;
      partner = await this.pageCache.getPartnerPage(known, 'data', () =>
        this.partnerPages.getPartnerPage(String(known)),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
    const pageUrl = `${this.config.publicUrl}/partner-page?${id ?? ''}`;
    const embed: PartnerPageEmbed = { page: 'partner-page', id, partner };
    return {
      cache: partner && id !== null ? { partnerId: id } : null,
      variant: 'page',
      canonicalQuery: String(id ?? ''),
      status: partner ? 200 : 404,
      page: () =>
        this.renderEntry.render({
          page: 'partner-page',
          url: `/partner-page?${query}`,
          data: embed,
          publicUrl: this.config.publicUrl,
          pageUrl,
        }),
    };
  }

  /**
   * `/flowers?dedica-cero&1000`: the order form of a purchase card, cached per deceased, type and prices
   * (a new price is a new entry). What the form cannot sell, and unknown ids, get the plain shell.
   */
  private async flowers(query: string): Promise<SsrPage | null> {
    const address = parseFlowersAddress(query);
    if (!address) return null;
    try {
      const [deceased, prices] = await Promise.all([
        this.deceased.getDeceasedDataCached(address.rawId),
        this.prices.list(),
      ]);
      const data = flowersPageData(address.type, deceased, prices);
      if (!data) return null;
      const canonical = `${data.type}&${deceased.ID}`;
      return {
        cache: { deceasedId: deceased.ID },
        variant: [data.price, ...data.products.map((product) => product.price)].join(','),
        canonicalQuery: canonical,
        status: 200,
        page: () =>
          this.renderEntry.render({
            page: 'flowers',
            url: `/flowers?${canonical}`,
            data,
            publicUrl: this.config.publicUrl,
            pageUrl: `${this.config.publicUrl}/flowers?${canonical}`,
          }),
      };
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  /**
   * The page split around the nonce slot, cached per (path + query, content version, index.html,
   * registry): a hit is a lookup and a join; the nonce is the only per-answer part.
   */
  private async ssrPage(req: Request, html: string, registry: string): Promise<ComposedPage | null> {
    const render = this.renderers[req.path];
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    if (!render) return null;
    if (!query && req.path !== '/partner-page') return null;
    const result = await render(query);
    if (!result) return null;
    const build = async (): Promise<ComposedPage> => {
      const page = await result.page();
      if (!page) throw new NoServerMarkup();
      return { html, registry, status: result.status, parts: this.compose(html, registry, page) };
    };
    // The shell build and the registry are part of the key: a newly published remote renders again.
    const key = `ssr:${req.path}?${result.canonicalQuery ?? query}:${result.variant}:${this.frameKey(html, registry)}`;
    const scope = result.cache;
    try {
      return scope === null
        ? await build()
        : 'deceasedId' in scope
          ? await this.pageCache.get(scope.deceasedId, key, build)
          : await this.pageCache.getPartnerPage(scope.partnerId, key, build);
    } catch (error) {
      if (!(error instanceof NoServerMarkup)) throw error;
      // The remote draws the page in the browser; the status stays (an unknown partner is still a 404).
      const head = `<meta name="csp-nonce" content="${NONCE_SLOT}">${registry}`;
      return {
        html,
        registry,
        status: result.status,
        parts: html.replace(REGISTRY_MARKER, head).split(NONCE_SLOT),
      };
    }
  }

  private frame: { html: string; registry: string; key: string } | null = null;

  /** A short fingerprint of the shell build and the registry, computed again only when either changes. */
  private frameKey(html: string, registry: string): string {
    if (this.frame?.html !== html || this.frame.registry !== registry) {
      this.frame = { html, registry, key: shellFingerprint(`${html}\u0000${registry}`) };
    }
    return this.frame.key;
  }

  private compose(html: string, registry: string, page: RenderedPage): string[] {
    const head = `${page.preload ?? ''}<meta name="csp-nonce" content="${NONCE_SLOT}">${registry}${page.head}`;
    return html
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(REGISTRY_MARKER, head)
      .replace(SSR_MARKER, page.body)
      .split(NONCE_SLOT);
  }

  /** Sends the page compressed when the client accepts it (brotli, else gzip). */
  private sendHtml(req: Request, res: Response, status: number, text: string): void {
    res.status(status).setHeader('Vary', 'Accept-Encoding');
    const body = Buffer.from(text);
    const encoding = body.length >= MIN_COMPRESS_BYTES ? negotiateEncoding(req.get('accept-encoding')) : null;
    if (!encoding) {
      res.send(body);
      return;
    }
    res.setHeader('Content-Encoding', encoding);
    res.send(compress(body, encoding));
  }

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_SHELL.test(req.path)) {
      next();
      return;
    }
    // A poster's short link (`/0001003`, also `.html`): one hop to the notice's page, without JavaScript.
    const short = SHORT_LINK.exec(req.path);
    if (short) {
      res.redirect(301, `/memorial?${short[1]}`);
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
    // A page that is not public: never indexed nor previewed; drawn only for who may read it.
    const gate = await pageGate(this.reads, req);
    if (gate !== 'public') res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    const page = gate === 'refused' ? null : await this.ssrPage(req, html, registry);
    if (page) {
      const text = page.parts.join(nonce);
      this.sendHtml(req, res, page.status, gate === 'public' ? text : privateHead(text));
      return;
    }
    const head = `<meta name="csp-nonce" content="${nonce}">${gate === 'public' ? '' : NOINDEX}${registry}`;
    this.sendHtml(req, res, gate === 'refused' ? 403 : 200, html.replace(REGISTRY_MARKER, head));
  }
}
