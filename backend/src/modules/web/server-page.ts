// What the backend hands to the public remote's server render entry and what it gets back.
// The markup itself comes from mfe-public (src/ssr/render.tsx, loaded by RenderEntryService); these are
// the data shapes the backend gathers, the same JSON the page embeds for the browser's take-over.
import type { ProductPrice } from '../content/products/product-prices.service';
import type { DeceasedDataDto } from '../deceased/dto/deceased-data.dto';
import type { DedicationType } from '../dedications/dedication-types';
import type { PartnerPageDataDto } from '../partners/dto/partner-page.dto';

/** The pages the render entry draws. */
export type ServerPageName = 'memorial' | 'memorial-book' | 'partner-page' | 'flowers';

export interface BookMessageData {
  ID: number;
  authorName: string;
  text: string;
  time: number;
}

/** `/memorial-book?{id}` (mfe-public memorial-book/book-ssr.ts reads it back). */
export interface BookPageData {
  page: 'memorial-book';
  deceased: DeceasedDataDto;
  condolenceLimit: number;
  /** Whether the book accepts messages now (part of the cache key: it changes with time). */
  open: boolean;
  messages: BookMessageData[];
  phrases: string[];
}

/** `/partner-page?{id}`: the page data, or null for 'Partner non trovato'. */
export interface PartnerPageEmbed {
  page: 'partner-page';
  /** The partner id the address asked for (null when it is not an id). */
  id: number | null;
  partner: PartnerPageDataDto | null;
}

/** `/flowers?{type}&{id}` (flowers-page.ts; mfe-public flowers/useDedicationOffer.ts reads it back). */
export interface FlowersPageData {
  page: 'flowers';
  type: DedicationType;
  deceased: Pick<DeceasedDataDto, 'ID' | 'name' | 'surname'>;
  /** The type's price in cents; null for 'fiori-reali', priced by the flowers chosen. */
  price: number | null;
  /** 'fiori-reali' only: the three flower products as the price list has them. */
  products: ProductPrice[];
}

/** One page for the render entry: which, at what address, from what data. */
export interface RenderRequest {
  page: ServerPageName;
  /** Path and query as the router sees them, e.g. `/memorial?0001000`. */
  url: string;
  data: DeceasedDataDto | BookPageData | PartnerPageEmbed | FlowersPageData;
  publicUrl: string;
  pageUrl: string;
}

/** A rendered page, ready to go into the shell's index.html. */
export interface RenderedPage {
  /** First in <head>, before the registry: the preload of the page's largest image. */
  preload?: string;
  /** Goes into <head>: title, description, Open Graph, JSON-LD, the critical style (nonce placeholder). */
  head: string;
  /** Goes where the shell's `<!--ricordo:ssr-->` marker is. */
  body: string;
}

/** Replaced per answer by the CSP nonce (the cached page is split around it). */
export const NONCE_SLOT = '\u0000nonce\u0000';

/** Whether the page shows 'Memorial scaduto il …' now (part of the cache key: it changes with time). */
export const memorialExpired = (data: DeceasedDataDto, now = Date.now()) =>
  data.memorial !== null && data.memorial.expirationDate * 1000 <= now;
