import type { NextFunction, Request, Response } from 'express';
import type { DeceasedService } from './deceased.service';

const PREFIX = '/api/deceased/deceasedData/';

/**
 * The hot path of a QR scan: `GET /api/deceased/deceasedData/:id` answered from the page cache's bytes
 * before Nest's middleware, guards and router (DESIGN "Performance": ≥ 0.8× a bare Express server). It is
 * mounted after the security headers, so the answer carries the same headers; the route is public and
 * reads nothing of the request but the id. Only a public page is answered here (docs/contracts.md "Page
 * privacy": its read facts come from the same cache); anything else — a page that is not public, a malformed
 * or unknown id, a failure — falls through to the Nest controller, whose PageReadGuard applies the rule, and
 * which answers the same bytes or the envelope's error.
 */
export function deceasedDataFastPath(deceased: Pick<DeceasedService, 'publicDeceasedDataBytes'>) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' || !req.path.startsWith(PREFIX)) return next();
    const id = req.path.slice(PREFIX.length);
    if (!/^\d{1,12}$/.test(id)) return next();
    deceased.publicDeceasedDataBytes(id).then(
      (bytes) => {
        if (bytes === null) return next();
        res.locals.routeTemplate = '/api/deceased/deceasedData/:id'; // the latency histogram's label
        res.status(200).type('application/json; charset=utf-8').send(bytes);
      },
      () => next(),
    );
  };
}
