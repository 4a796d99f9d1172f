// The server render entry of mfe_public (DESIGN "Performance"): built by its own rspack target
// into `ssr/render.cjs` of the remote's versioned folder, named by the registry entry, and loaded by the
// backend with a plain require. It draws the memorial, condolence book and partner page with the same
// components the browser uses (the whole remote tree under a static router), from the data the backend
// gathers — the JSON it also embeds, so the browser's first render matches and hydrates in place.
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import type { DeceasedData } from '@ricordo/shared-design';
import { setRichTextParser } from '../common/rich-text/RichText';
import type { ServerFlowersPage } from '../pages/flowers/useDedicationOffer';
import type { ServerBook } from '../pages/memorial-book/book-ssr';
import { setServerData } from '../pages/memorial/ssr-data';
import type { PartnerPageData } from '../pages/partner-page/PartnerPage';
import { PublicTree } from '../public-tree';
import { BOOK_CSS, FLOWERS_CSS, MEMORIAL_CSS, PARTNER_CSS } from './critical-css';
import { bookHead, escapeHtml, flowersHead, memorialHead, partnerHead, scriptJson } from './head';
import { parseHtml } from './parse-html';

/** The contract's version: the backend refuses an entry that speaks another. */
export const RENDER_API = 1;

const SERVER_PAGES = ['memorial', 'memorial-book', 'partner-page', 'flowers'] as const;
export type ServerPage = (typeof SERVER_PAGES)[number];

export interface RenderRequest {
  page: ServerPage;
  /** Path and query the visitor asked for, e.g. `/memorial?0001000`. */
  url: string;
  /** memorial: deceasedData; memorial-book: ServerBook; partner-page: { page, id, partner }; flowers: ServerFlowersPage. */
  data: unknown;
  /** The site's public origin, for absolute Open Graph image URLs. */
  publicUrl: string;
  /** The page's canonical URL. */
  pageUrl: string;
}

export interface RenderedPage {
  /** First in <head>: the preload of the page's largest image, so it starts at once. */
  preload?: string;
  /** Title, description, Open Graph, JSON-LD. */
  head: string;
  /** Critical style (the backend wraps it in a <style> with the page's nonce). */
  css: string;
  /** Where the shell's `<!--ricordo:ssr-->` marker is: `#ricordo-ssr` and the embedded JSON. */
  body: string;
}

setRichTextParser(parseHtml as unknown as (html: string) => Node);

async function text(stream: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** The remote's tree at `url`, waiting for its lazy pages; any error while rendering fails the render. */
async function markup(url: string, data: unknown): Promise<string> {
  const errors: unknown[] = [];
  setServerData(data);
  try {
    const { prelude } = await prerenderToNodeStream(
      <MemoryRouter initialEntries={[url]}>
        <PublicTree basePath="/" />
      </MemoryRouter>,
      { onError: (error) => void errors.push(error) },
    );
    // React puts a preload of the high-priority photo before the markup; the page's head has its own.
    // Node's build answers a Node stream (typed as the web one).
    const html = (await text(prelude as unknown as AsyncIterable<Uint8Array>)).replace(
      /^(?:<link [^>]*>)+/,
      '',
    );
    if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
    return html;
  } finally {
    setServerData(undefined);
  }
}

function heads(request: RenderRequest): Pick<RenderedPage, 'head' | 'css' | 'preload'> {
  const { page, data, publicUrl, pageUrl } = request;
  if (page === 'memorial') {
    const deceased = data as DeceasedData;
    // A notice only without a photo: its manifesto is the largest image.
    const photo =
      deceased.photo[0] ?? (deceased.notice?.noticeOnly ? deceased.notice.manifesto.url : undefined);
    return {
      head: memorialHead(deceased, publicUrl, pageUrl),
      css: MEMORIAL_CSS,
      // The photo (or the notice's manifesto) is the LCP element: fetched first and at high priority.
      preload: photo
        ? `<link rel="preload" as="image" href="${escapeHtml(photo)}" fetchpriority="high">`
        : undefined,
    };
  }
  if (page === 'memorial-book') {
    return { head: bookHead(data as ServerBook, publicUrl, pageUrl), css: BOOK_CSS };
  }
  if (page === 'flowers') return { head: flowersHead(data as ServerFlowersPage), css: FLOWERS_CSS };
  const partner = (data as { partner: PartnerPageData | null }).partner;
  return { head: partnerHead(partner, publicUrl, pageUrl), css: PARTNER_CSS };
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * One page, rendered after the one before it has finished: the page data is handed to the components
 * through one module slot (src/pages/memorial/ssr-data.ts), so two renders must never overlap.
 */
export function render(request: RenderRequest): Promise<RenderedPage> {
  const run = queue.then(async () => {
    if (!(SERVER_PAGES as readonly string[]).includes(request.page)) {
      throw new Error(`no server page "${String(request.page)}"`);
    }
    const html = await markup(request.url, request.data);
    const body =
      `<div id="ricordo-ssr" data-ssr-page="${request.page}" data-ssr-render="${RENDER_API}">${html}</div>` +
      `<script id="ricordo-ssr-data" type="application/json">${scriptJson(request.data)}</script>`;
    return { ...heads(request), body };
  });
  queue = run.catch(() => undefined);
  return run;
}
