import { QueryFailedError } from 'typeorm';

/**
 * MariaDB gave up on a lock wait (two transactions waiting on each other) and rolled this one back: the
 * loser may run its whole transaction again.
 */
export function isDeadlock(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string } | undefined)?.code === 'ER_LOCK_DEADLOCK'
  );
}
