import { Injectable, Logger } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { EventLoopMonitor } from '../../common/render-pool/event-loop-monitor';
import { RenderPool } from '../../common/render-pool/render-pool';
import { OutboxService } from '../notifications/outbox.service';
import { Clock } from '../scheduler/clock';
import { SchedulerService } from '../scheduler/scheduler.service';
import { registerRenderMetrics } from './render-metrics';

/** HTTP methods kept as they are in the method label; anything else is 'OTHER' (bounded cardinality). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface Exposition {
  contentType: string;
  body: string;
}

/**
 * The Prometheus metrics of one app instance (DESIGN "Scale"), in a registry of its own rather than
 * prom-client's global one, so several apps in one process (tests) keep their numbers apart: request
 * latency per route template, the outbox backlog (read on each scrape) and the scheduled jobs' results.
 */
@Injectable()
export class MetricsService {
  private readonly logger = new Logger(MetricsService.name);
  readonly registry = new Registry();

  private readonly requestDuration = new Histogram({
    name: 'ricordo_http_request_duration_seconds',
    help: 'HTTP request latency by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  private readonly outboxMessages = new Gauge({
    name: 'ricordo_outbox_messages',
    help: 'Outbox messages not delivered, by status (pending, sending, held, dead)',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });

  private readonly outboxDepth = new Gauge({
    name: 'ricordo_outbox_depth',
    help: 'Outbox messages waiting for delivery (pending or sending)',
    registers: [this.registry],
  });

  private readonly outboxOldestAge = new Gauge({
    name: 'ricordo_outbox_oldest_message_age_seconds',
    help: 'Age of the oldest outbox message waiting for delivery; 0 when none waits',
    registers: [this.registry],
  });

  private readonly jobRuns = new Counter({
    name: 'ricordo_scheduler_job_runs_total',
    help: 'Scheduled job runs made by this instance, by job and result (ok, failed)',
    labelNames: ['job', 'result'] as const,
    registers: [this.registry],
  });

  private readonly collectErrors = new Counter({
    name: 'ricordo_metrics_collect_errors_total',
    help: 'Scrapes whose outbox figures could not be read (the gauges keep their last values)',
    registers: [this.registry],
  });

  constructor(
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    scheduler: SchedulerService,
    renderPool: RenderPool,
    eventLoop: EventLoopMonitor,
  ) {
    scheduler.onJobOutcome((job, result) => this.jobRuns.inc({ job, result }));
    registerRenderMetrics(this.registry, renderPool, eventLoop);
  }

  /** One answered request; `route` is the route's template (never the raw URL) or 'unmatched'. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requestDuration.observe(
      {
        method: METHODS.has(method) ? method : 'OTHER',
        route,
        status_class: `${Math.min(Math.max(Math.floor(status / 100), 1), 5)}xx`,
      },
      seconds,
    );
  }

  /** The text exposition, with the outbox figures read now. */
  async exposition(): Promise<Exposition> {
    try {
      const backlog = await this.outbox.backlog();
      for (const [status, count] of Object.entries(backlog.counts))
        this.outboxMessages.set({ status }, count);
      this.outboxDepth.set(backlog.counts.pending + backlog.counts.sending);
      const oldest = backlog.oldestWaitingAt;
      this.outboxOldestAge.set(
        oldest ? Math.max(0, (this.clock.now().getTime() - oldest.getTime()) / 1000) : 0,
      );
    } catch (error) {
      this.collectErrors.inc();
      this.logger.warn(`Outbox metrics not read: ${String(error)}`);
    }
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
