import { Counter, Gauge, type Registry } from 'prom-client';
import type { EventLoopMonitor } from '../../common/render-pool/event-loop-monitor';
import type { RenderPool } from '../../common/render-pool/render-pool';

/**
 * The render pool's and the event loop's figures in an app's registry: jobs by outcome
 * (ok, failed, timed_out, refused), renders waiting and running, and the event loop delay of the last
 * seconds (p99 and max), read at each scrape.
 */
export function registerRenderMetrics(registry: Registry, pool: RenderPool, loop: EventLoopMonitor): void {
  const jobs = new Counter({
    name: 'ricordo_render_jobs_total',
    help: 'Render jobs by job and outcome (ok, failed, timed_out past their budget, refused with a full queue)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  pool.onOutcome((job, outcome) => jobs.inc({ job, outcome }));
  new Gauge({
    name: 'ricordo_render_queue_length',
    help: 'Render jobs waiting for a worker thread',
    registers: [registry],
    collect() {
      this.set(pool.queueLength);
    },
  });
  new Gauge({
    name: 'ricordo_render_running',
    help: 'Render jobs running on worker threads',
    registers: [registry],
    collect() {
      this.set(pool.running);
    },
  });
  new Gauge({
    name: 'ricordo_event_loop_delay_seconds',
    help: 'Event loop delay over the last seconds, by statistic (p99 from perf_hooks.monitorEventLoopDelay, max from how late a 10 ms timer came)',
    labelNames: ['stat'] as const,
    registers: [registry],
    collect() {
      const recent = loop.recent();
      this.set({ stat: 'p99' }, recent.p99 / 1000);
      this.set({ stat: 'max' }, recent.max / 1000);
    },
  });
}
