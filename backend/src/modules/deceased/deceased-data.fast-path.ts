import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { API_HEADERS, logRequest } from '../../common/http-middleware';
import type { DeceasedService } from './deceased.service';
import type { PageCacheService } from './page-cache.service';
import type { PageReadService } from './page-read.service';

const PREFIX = '/api/deceased/deceasedData/';
const ROUTE = '/api/deceased/deceasedData/:id';
/** The page cache's kind for the deceasedData answer as bytes (DeceasedService.getDeceasedDataBytes). */
export const DECEASED_DATA_BYTES = 'deceasedData';

/**
 * The hot path of a QR scan: `GET /api/deceased/deceasedData/:id` answered from the page cache's bytes
 * before Nest's middleware, guards and router (DESIGN "Performance"). It is mounted after the security
 * headers, so the answer carries the same headers; the route is public and reads nothing of the request but
 * the id. Only a public page is answered here (docs/contracts.md "Page privacy": its read facts come from
 * the same cache); anything else — a page that is not public, a malformed or unknown id, a failure — falls
 * through to the Nest controller, whose PageReadGuard applies the rule, and which answers the same bytes or
 * the envelope's error. The first visit of a page comes this way and fills the cache for the next ones,
 * which `serveCachedDeceasedData` answers before Express.
 */
export function deceasedDataFastPath(deceased: Pick<DeceasedService, 'publicDeceasedDataBytes'>) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' || !req.path.startsWith(PREFIX)) return next();
    const id = req.path.slice(PREFIX.length);
    if (!/^\d{1,12}$/.test(id)) return next();
    deceased.publicDeceasedDataBytes(id).then(
      (bytes) => {
        if (bytes === null) return next();
        res.locals.routeTemplate = ROUTE; // the latency histogram's label
        res.status(200).type('application/json; charset=utf-8').send(bytes);
      },
      () => next(),
    );
  };
}

export interface CachedDeceasedDataDeps {
  pageCache: Pick<PageCacheService, 'peek'>;
  reads: Pick<PageReadService, 'peekIsPublic'>;
  observe: (method: string, route: string, status: number, seconds: number) => void;
  /** Express's own ETag function (the app's 'etag fn'), so both ways tag the same bytes alike. */
  etag: (body: Buffer) => string;
  logger: LoggerService | null;
  instanceId?: string;
}

/**
 * A request listener in front of Express for the same route: when this instance holds a public page's
 * bytes fresh (PageCacheService.peek: the same version and time rule as every cached read), it answers
 * them synchronously with the headers the middleware would set (security headers, no-store, the instance)
 * and Express's ETag, computed once per cached answer — `If-None-Match` gets 304, as Express would answer. It
 * skips only what such an answer does not need: the router and its middleware chain, which cost more than
 * the answer itself (bench/api-throughput.mjs). It is counted in the latency histogram and logged like
 * every request; being synchronous, it is never "in flight" at shutdown. Anything else goes to Express.
 */
export function serveCachedDeceasedData(server: Server, deps: CachedDeceasedDataDeps): void {
  const [express, ...others] = server.listeners('request') as Array<
    (req: IncomingMessage, res: ServerResponse) => void
  >;
  if (!express || others.length > 0) throw new Error('expected one request listener (the Express app)');
  const tags = new WeakMap<Buffer, string>();
  const etagOf = (bytes: Buffer) => {
    let tag = tags.get(bytes);
    if (tag === undefined) {
      tag = deps.etag(bytes);
      tags.set(bytes, tag);
    }
    return tag;
  };
  const fixed: Array<[string, string]> = [
    ...API_HEADERS.map(([name, value]): [string, string] => [name, value]),
    ...(deps.instanceId?.trim() ? [['X-Ricordo-Instance', deps.instanceId.trim()] as [string, string]] : []),
    ['Content-Type', 'application/json; charset=utf-8'],
  ];

  const cachedAnswer = (req: IncomingMessage): Buffer | undefined => {
    if (req.method !== 'GET' || !req.url?.startsWith(PREFIX)) return undefined;
    const end = req.url.indexOf('?');
    const raw = req.url.slice(PREFIX.length, end === -1 ? undefined : end);
    if (!/^\d{1,12}$/.test(raw)) return undefined;
    const id = Number(raw);
    if (id < 1 || id > 2_147_483_647 || deps.reads.peekIsPublic(id) !== true) return undefined;
    return deps.pageCache.peek<Buffer>(id, DECEASED_DATA_BYTES);
  };

  server.removeListener('request', express);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const bytes = cachedAnswer(req);
    if (bytes === undefined) return express(req, res);
    const started = process.hrtime.bigint();
    const etag = etagOf(bytes);
    for (const [name, value] of fixed) res.setHeader(name, value);
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
    } else {
      res.statusCode = 200;
      res.setHeader('Content-Length', bytes.length);
      res.end(bytes);
    }
    deps.observe('GET', ROUTE, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
    if (deps.logger) logRequest(deps.logger, 'GET', req.url!.split('?')[0], res.statusCode, started);
  });
}
