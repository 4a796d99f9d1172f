import passport from 'passport';
import type { Request, Response } from 'express';

export interface StrategyOutcome<T> {
  /** What the strategy's `validate` returned, or false when it failed (no credentials, no session). */
  user: T | false;
  /** The failure's challenge (passport-local: `{ message: 'Missing credentials' }`). */
  info: unknown;
}

/**
 * Runs one of this application's passport strategies on a request (no sessions: ours are our own). The
 * strategy is passed as an instance, never looked up by name in passport's process-wide registry, so two
 * applications in one process (tests start several) each use their own; passport binds success/fail to the
 * object it gets, so each request gets its own object over the shared strategy.
 */
export function runStrategy<T>(
  strategy: passport.Strategy,
  req: Request,
  res?: Response,
): Promise<StrategyOutcome<T>> {
  return new Promise((resolve, reject) => {
    const perRequest = Object.create(strategy) as passport.Strategy;
    const authenticate = passport.authenticate(
      perRequest,
      { session: false },
      (error: unknown, user: T | false, info: unknown) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve({ user, info });
      },
    ) as (req: Request, res: Response | undefined, next: (error?: unknown) => void) => void;
    authenticate(req, res ?? req.res, (error) =>
      reject(error ?? new Error('Passport passed the request on')),
    );
  });
}
