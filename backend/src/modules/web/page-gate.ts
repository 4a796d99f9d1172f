import type { Request } from 'express';
import { parseId } from '../../common/ids';
import type { PageReadService } from '../deceased/page-read.service';
import { parseFlowersAddress } from './flowers-page';

/**
 * The server-rendered pages of one deceased and where their id is: the whole query for the memorial and its
 * book, the order form's address for the flowers.
 */
function pageIdOf(req: Request): number | null {
  const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
  if (!query) return null;
  let raw: string | null = null;
  try {
    if (req.path === '/memorial' || req.path === '/memorial-book') raw = decodeURIComponent(query);
    else if (req.path === '/flowers') raw = parseFlowersAddress(query)?.rawId ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    return parseId(raw);
  } catch {
    return null;
  }
}

/**
 * A page's read rule for its server-rendered HTML (docs/contracts.md "Page privacy"): 'public' as always;
 * 'allowed' (not public, this visitor may read it: drawn, but with `noindex` and without share previews);
 * 'refused' (the shell only, 403: its remote says the page is reserved, from deceasedData's answer).
 */
export async function pageGate(
  reads: Pick<PageReadService, 'isPublic' | 'allows'>,
  req: Request,
): Promise<'public' | 'allowed' | 'refused'> {
  const id = pageIdOf(req);
  if (id === null || (await reads.isPublic(id))) return 'public';
  return (await reads.allows(req, id)) ? 'allowed' : 'refused';
}

const SHARE_META = /<meta (?:property|name)="(?:og|twitter|profile):[^"]*" content="[^"]*">/g;
const LD_JSON = /<script type="application\/ld\+json">[\s\S]*?<\/script>/g;
const DESCRIPTION = /<meta name="description" content="[^"]*">/g;
export const NOINDEX = '<meta name="robots" content="noindex, nofollow">';

/**
 * A non-public page's HTML: no share preview (Open Graph, Twitter, schema.org, description) whatever the
 * renderer wrote, and `noindex`.
 */
export function privateHead(html: string): string {
  return html
    .replace(SHARE_META, '')
    .replace(LD_JSON, '')
    .replace(DESCRIPTION, '')
    .replace('<head>', `<head>${NOINDEX}`);
}
