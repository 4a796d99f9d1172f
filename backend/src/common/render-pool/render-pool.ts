import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { reviveBuffers } from './buffers';
import type { RenderConfig } from './render-config';
import type { RenderJobInput, RenderJobName } from './render-jobs';
import { AppError } from '../app-error';
import { threadEntry } from '../thread-entry';
import { RenderErrors } from './render-pool.errors';
import type { RenderTask } from './render-worker';

export type RenderOutcome = 'ok' | 'failed' | 'timed_out' | 'refused';

/** Each job's time budget in ms, from the moment a worker starts it (RENDER_BUDGET_MS replaces them all). */
const BUDGETS_MS: Record<RenderJobName, number> = {
  'manifesto.jpeg': 10_000,
  'manifesto.pdf': 15_000,
  'manifesto.customPdf': 15_000,
  'manifesto.thumbnail': 10_000,
  'qr.sheet': 60_000,
  'qr.png': 5_000,
  'card.indication': 10_000,
  'card.tombstone': 10_000,
  'card.book': 60_000,
  'card.obituaryPdf': 15_000,
  'card.obituaryJpeg': 15_000,
  'lamp.receipt': 10_000,
  'invoice.copy': 10_000,
  // A thousand messages and the cover photo: a few seconds; the budget leaves room for a busy machine.
  'family.book': 60_000,
};

/** How long a job past its budget may still finish by itself before its thread is ended. */
const END_GRACE_MS = 5_000;

/** A worker that takes more heap than this ends (its job fails) instead of the process. */
const WORKER_HEAP_MB = 512;

/** The worker entry: the compiled render-worker.js beside this file (common/thread-entry.ts). */
const WORKER_FILE = threadEntry(__filename, 'render-worker');

/**
 * The render pool (docs/contracts.md "Renders"): every CPU-heavy render — manifesto, plaque sheets, cards,
 * receipts, the condolence book — runs in worker threads (piscina), so the request thread keeps serving
 * visitors. A job past its budget is ended (its thread terminated) and answered 422 RENDER_TIMEOUT; with
 * `threads` jobs running and `queue` waiting, another is refused 503 RENDER_BUSY, and /api/health/ready says
 * not ready; a render no thread starts within RENDER_WAIT_MS (threads that cannot start, a queue that does
 * not move) is refused the same way. The threads start with the first render and end with the app.
 */
@Injectable()
export class RenderPool implements OnModuleDestroy {
  private readonly logger = new Logger(RenderPool.name);
  private readonly options: RenderConfig;
  private pool: Piscina | null = null;
  private inFlight = 0;
  private started = 0;
  private readonly listeners: ((job: RenderJobName, outcome: RenderOutcome) => void)[] = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.options = config.render;
  }

  get threads(): number {
    return this.options.threads;
  }

  /** Renders waiting for a thread. */
  get queueLength(): number {
    return this.inFlight - this.started;
  }

  /** Renders a thread is working on (a late one included, until it ends). */
  get running(): number {
    return this.started;
  }

  /** True when one more render would be refused. */
  get full(): boolean {
    return this.inFlight >= this.options.threads + this.options.queue;
  }

  /** Called with each job's outcome (metrics). */
  onOutcome(listener: (job: RenderJobName, outcome: RenderOutcome) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Runs `job` on a worker thread and answers its bytes. Past its budget the request is answered at once
   * (422); the thread is ended only if the job is still running END_GRACE_MS later. A thread stopped in the
   * middle of native work (sharp, libvips) can bring the whole process down when that work completes, and
   * such work ends by itself within moments; a job still running after the grace is stuck in JavaScript,
   * where ending its thread is safe. The job holds its place in the pool until its thread is free again.
   */
  async run<K extends RenderJobName>(job: K, input: RenderJobInput<K>): Promise<Buffer> {
    if (this.full) {
      this.emit(job, 'refused');
      throw RenderErrors.busy();
    }
    this.inFlight++;
    const budget = this.options.budgetMs ?? BUDGETS_MS[job];
    const abort = new AbortController();
    const { port1, port2 } = new MessageChannel();
    const timers: NodeJS.Timeout[] = [];
    const task: RenderTask = { job, input, started: port2 };
    const running = this.piscina().run(task, {
      transferList: [port2],
      signal: abort.signal,
    }) as Promise<Uint8Array>;
    let begun = false;
    void running
      .catch(() => undefined)
      .finally(() => {
        for (const timer of timers) clearTimeout(timer);
        port1.close();
        this.inFlight--;
        if (begun) this.started--;
      });
    const verdict = new Promise<never>((_, reject) => {
      timers.push(setTimeout(() => reject(RenderErrors.busy()), this.options.waitMs));
      port1.once('message', () => {
        begun = true;
        this.started++;
        clearTimeout(timers[0]);
        timers.push(setTimeout(() => reject(RenderErrors.timedOut()), budget));
      });
    });
    verdict.catch(() => undefined); // seen by the race below; a verdict after the job's end is no one's
    try {
      const result = await Promise.race([running, verdict]);
      this.emit(job, 'ok');
      return reviveBuffers(result) as Buffer;
    } catch (error) {
      const code = error instanceof AppError ? error.errorCode : null;
      if (code === 'RENDER_BUSY') {
        this.emit(job, 'refused');
        this.logger.warn(`Render ${job} refused: no thread started it within ${this.options.waitMs} ms`);
        abort.abort(error);
      } else if (code === 'RENDER_TIMEOUT') {
        this.emit(job, 'timed_out');
        this.logger.warn(`Render ${job} answered past its budget of ${budget} ms`);
        timers.push(setTimeout(() => abort.abort(error), END_GRACE_MS));
      } else {
        this.emit(job, 'failed');
      }
      throw error;
    }
  }

  async onModuleDestroy(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }

  private piscina(): Piscina {
    if (this.pool) return this.pool;
    this.pool = new Piscina({
      filename: WORKER_FILE,
      minThreads: this.options.threads,
      maxThreads: this.options.threads,
      // The gate is `full` above; piscina's own queue never refuses what it let through.
      maxQueue: Infinity,
      idleTimeout: 10 * 60_000,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    // A thread that fails outside a job (its start, its exit) is an 'error' event of the pool: logged, never
    // thrown at the process as an unhandled 'error' event would be.
    this.pool.on('error', (error: unknown) => this.logger.error(`Render thread failed: ${String(error)}`));
    return this.pool;
  }

  private emit(job: RenderJobName, outcome: RenderOutcome): void {
    for (const listener of this.listeners) listener(job, outcome);
  }
}
