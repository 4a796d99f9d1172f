import type { Logger } from '@nestjs/common';

/**
 * The timer of a scheduled job: every `everyMs` it runs `run` unless the previous run is still going, logs
 * a failure as `<failure>: <error>` and carries on; `stop` clears the timer and waits for a run in progress
 * (so a shutting-down app never closes the database under it). The timer does not keep the process alive.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly logger: Logger,
    private readonly failure: string,
    private readonly run: () => Promise<unknown>,
  ) {}

  start(everyMs: number): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.run()
        .catch((error: unknown) => this.logger.error(`${this.failure}: ${String(error)}`))
        .finally(() => (this.running = null));
    }, everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
