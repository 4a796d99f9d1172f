import type { NextFunction, Request, Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MetricsService } from './metrics.service';

/** Where a request that matched no route is counted (static files, the shell's pages, 404s). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route template a request was answered by: the Express route Nest registered (e.g.
 * `/api/deceased/deceasedData/:id`), or `res.locals.routeTemplate` set by a middleware that answers
 * before the router (the deceasedData fast path, /metrics); never the raw URL.
 */
function routeTemplate(req: Request, res: Response): string {
  const marked: unknown = res.locals.routeTemplate;
  if (typeof marked === 'string') return marked;
  const route = req.route as { path?: unknown } | undefined;
  return typeof route?.path === 'string' ? `${req.baseUrl}${route.path}` : UNMATCHED_ROUTE;
}

/** Mounted first: times every request to its last byte and records it in the latency histogram. */
export function requestMetrics(metrics: Pick<MetricsService, 'observeRequest'>) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observeRequest(req.method, routeTemplate(req, res), res.statusCode, seconds);
    });
    next();
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * `GET /metrics`, not public: answered only when METRICS_TOKEN is configured and the request carries
 * `Authorization: Bearer <token>` (compared in constant time); anything else gets the same 404 as a path
 * that does not exist. Mounted as plain middleware, so it is in no OpenAPI document.
 */
export function metricsEndpoint(metrics: Pick<MetricsService, 'exposition'>, token: string | null) {
  const expected = token === null ? null : digest(`Bearer ${token}`);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.path !== '/metrics') return next();
    const given = req.headers.authorization;
    const allowed =
      expected !== null &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      typeof given === 'string' &&
      timingSafeEqual(digest(given), expected);
    if (!allowed) {
      res.status(404).type('text/plain; charset=utf-8').send('Not Found');
      return;
    }
    res.locals.routeTemplate = '/metrics';
    metrics.exposition().then(({ contentType, body }) => {
      res.status(200).set('Cache-Control', 'no-store').type(contentType).send(body);
    }, next);
  };
}
