import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** One window of the histogram, in ms. */
interface LoopWindow {
  p99: number;
  max: number;
}

const WINDOW_MS = 1000;
/** Windows kept: the "last seconds" readiness and /metrics look at. */
const WINDOWS = 5;

/**
 * The event loop's delay (perf_hooks.monitorEventLoopDelay) over the last few seconds: /metrics shows it,
 * and /api/health/ready answers not ready while its longest delay is above READY_LOOP_DELAY_MS, so the proxy
 * sends no visitor to an instance whose request thread is stalled. (The longest, not the p99: a stall is one
 * late sample among a hundred a second, which a percentile of the window would hide.)
 */
@Injectable()
export class EventLoopMonitor implements OnModuleInit, OnModuleDestroy {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  private readonly windows: LoopWindow[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    this.histogram.enable();
    this.timer = setInterval(() => this.roll(), WINDOW_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }

  /** The worst p99 and max of the last few seconds (the current window included), in ms. */
  recent(): LoopWindow {
    const all = [...this.windows, this.current()];
    return {
      p99: Math.max(...all.map((window) => window.p99)),
      max: Math.max(...all.map((window) => window.max)),
    };
  }

  /** Whether the request thread was stalled in the last few seconds. */
  stalled(): boolean {
    return this.recent().max > this.config.render.readyLoopDelayMs;
  }

  private current(): LoopWindow {
    if (this.histogram.count === 0) return { p99: 0, max: 0 };
    return { p99: this.histogram.percentile(99) / 1e6, max: this.histogram.max / 1e6 };
  }

  private roll(): void {
    this.windows.push(this.current());
    if (this.windows.length > WINDOWS) this.windows.shift();
    this.histogram.reset();
  }
}
