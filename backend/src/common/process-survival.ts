import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Counter } from 'prom-client';

/**
 * Errors nothing handled, for the whole process (handlers are per process, not per app): registered in
 * each app's registry by app.factory.ts, so `/metrics` shows them (tests run several apps in one process
 * and read the difference).
 */
export const processFaults = new Counter({
  name: 'ricordo_process_faults_total',
  help:
    'Errors nothing handled, by kind: unhandled_rejection (logged, the process goes on) and ' +
    'uncaught_exception (logged, the process closes and exits non-zero for its supervisor to restart it)',
  labelNames: ['kind'] as const,
  registers: [],
});

interface InFlight {
  method: string;
  path: string;
  startedAt: number;
}

/**
 * Requests being answered now, logged with a fault as its likely context. Not an AsyncLocalStorage: on
 * Node 20 an enabled one hooks every promise of the process (see database/sqlite-transaction-gate.ts),
 * a cost paid by every request for the sake of a rare log line.
 */
const inFlight = new Set<InFlight>();

/** Mounted first (app.factory.ts): keeps method and path (never the query) until the answer ends. */
export function trackRequestsInFlight(req: Request, res: Response, next: NextFunction): void {
  const entry: InFlight = { method: req.method, path: req.path, startedAt: Date.now() };
  inFlight.add(entry);
  const done = () => inFlight.delete(entry);
  res.once('finish', done);
  res.once('close', done);
  next();
}

/** Up to `limit` requests in flight, oldest first, as `GET /api/x (12 ms)`. */
export function requestsInFlight(limit = 10): string[] {
  const now = Date.now();
  return [...inFlight]
    .slice(0, limit)
    .map((entry) => `${entry.method} ${entry.path} (${now - entry.startedAt} ms)`);
}

/** A thrown value as text, whatever it is (a null-prototype object has no toString). */
export function describeThrown(value: unknown): string {
  try {
    if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
    if (typeof value === 'object' && value !== null) return JSON.stringify(value) ?? String(value);
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

export interface ProcessGuardOptions {
  logger: LoggerService;
  /** Closes the app gracefully (stops accepting, ends the database: open transactions roll back). */
  close: () => Promise<void>;
  /** process.exit unless a test gives its own. */
  exit?: (code: number) => void;
  /** Time given to `close` before exiting anyway. */
  closeTimeoutMs?: number;
}

/**
 * What the process does with an error nothing handled (deploy/README.md "Processes"):
 * - an unhandled rejection is a forgotten promise, not a broken process: logged with the requests in
 *   flight, counted, and the process goes on;
 * - an uncaught exception was thrown from a callback halfway through its work, so the state it left is
 *   unknown: logged, counted, the app closed (no new connections, the database ended, so a transaction
 *   left open rolls back) and the process exits with 1 for its supervisor (systemd's Restart=on-failure,
 *   `npm start`) to start it again. A second one while closing changes nothing.
 * Returns the function that removes both handlers.
 */
export function installProcessGuards(options: ProcessGuardOptions): () => void {
  const { logger, close, exit = (code: number) => process.exit(code), closeTimeoutMs = 10_000 } = options;
  let ending = false;

  const onRejection = (reason: unknown) => {
    processFaults.inc({ kind: 'unhandled_rejection' });
    logger.error(
      { msg: 'unhandled rejection', error: describeThrown(reason), requestsInFlight: requestsInFlight() },
      'Process',
    );
  };

  const onException = (error: unknown, origin: string) => {
    processFaults.inc({ kind: 'uncaught_exception' });
    const entry = {
      msg: 'uncaught exception: closing the process for its supervisor to restart it',
      origin,
      error: describeThrown(error),
      requestsInFlight: requestsInFlight(),
    };
    if (logger.fatal) logger.fatal(entry, 'Process');
    else logger.error(entry, 'Process');
    if (ending) return;
    ending = true;
    const deadline = setTimeout(() => exit(1), closeTimeoutMs);
    close()
      .catch((closeError: unknown) =>
        logger.error({ msg: 'close failed', error: describeThrown(closeError) }, 'Process'),
      )
      .finally(() => {
        clearTimeout(deadline);
        exit(1);
      });
  };

  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}
