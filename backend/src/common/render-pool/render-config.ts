import { availableParallelism } from 'node:os';

/** The render pool and the readiness limits (docs/contracts.md "Renders"). */
export interface RenderConfig {
  /** RENDER_THREADS: worker threads rendering documents; default one less than the cores, at least 1. */
  threads: number;
  /** RENDER_QUEUE: renders that may wait for a free thread; past it a render is refused (503). */
  queue: number;
  /** RENDER_BUDGET_MS: when set, every job's time budget (else each job's own, render-pool.ts). */
  budgetMs: number | null;
  /**
   * RENDER_WAIT_MS: how long a render may wait for a thread to start it; past it the render is refused (503),
   * so a request never hangs on threads that cannot start or on a queue that does not move.
   */
  waitMs: number;
  /** READY_LOOP_DELAY_MS: longest event loop delay of the last seconds past which the instance is not ready. */
  readyLoopDelayMs: number;
}

/** Reads the RENDER_* and READY_* settings; a wrong value is pushed to `problems`. */
export function readRenderConfig(env: NodeJS.ProcessEnv, problems: string[]): RenderConfig {
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const value = env[name]?.trim();
    if (!value) return fallback;
    const parsed = Number(value);
    if (!/^\d+$/.test(value) || parsed < min || parsed > max) {
      problems.push(`${name} must be an integer ${min}-${max} (got "${value}")`);
      return fallback;
    }
    return parsed;
  };
  const threads = integer('RENDER_THREADS', Math.max(1, availableParallelism() - 1), 1, 64);
  return {
    threads,
    queue: integer('RENDER_QUEUE', 8 * threads, 0, 10_000),
    budgetMs: env.RENDER_BUDGET_MS?.trim() ? integer('RENDER_BUDGET_MS', 0, 1, 600_000) : null,
    waitMs: integer('RENDER_WAIT_MS', 60_000, 1, 600_000),
    readyLoopDelayMs: integer('READY_LOOP_DELAY_MS', 500, 1, 60_000),
  };
}
