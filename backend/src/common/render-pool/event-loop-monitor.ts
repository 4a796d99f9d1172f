import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { monitorEventLoopDelay, performance, type IntervalHistogram } from 'node:perf_hooks';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** One window of the histogram, in ms. */
interface LoopWindow {
  p99: number;
  max: number;
}

const WINDOW_MS = 1000;
/** How often the histogram samples the loop, and how often the longest delay is checked, in ms. */
const SAMPLE_MS = 10;
/** Windows kept: the "last seconds" readiness and /metrics look at. */
const WINDOWS = 5;

/**
 * The event loop's delay (perf_hooks.monitorEventLoopDelay) over the last few seconds: /metrics shows it,
 * and /api/health/ready answers not ready while its longest delay is above READY_LOOP_DELAY_MS, so the proxy
 * sends no visitor to an instance whose request thread is stalled. (The longest, not the p99: a stall is one
 * late sample among a hundred a second, which a percentile of the window would hide.)
 *
 * The longest delay is measured by a timer of its own, not read from the histogram: the histogram's reset
 * also forgets when it last sampled, so a stall that ended just before a window rolled lost its one late
 * sample, and readiness answered ready right after it.
 */
@Injectable()
export class EventLoopMonitor implements OnModuleInit, OnModuleDestroy {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: SAMPLE_MS });
  private readonly windows: LoopWindow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private sampler: NodeJS.Timeout | undefined;
  private lastSample = performance.now();
  /** The longest delay of the current window, in ms. */
  private currentMax = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    this.histogram.enable();
    this.timer = setInterval(() => this.roll(), WINDOW_MS);
    this.timer.unref();
    this.lastSample = performance.now();
    this.sampler = setInterval(() => this.sample(), SAMPLE_MS);
    this.sampler.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
    clearInterval(this.sampler);
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
    const p99 = this.histogram.count === 0 ? 0 : this.histogram.percentile(99) / 1e6;
    return { p99, max: this.currentMax };
  }

  /** How late this timer came is how long the loop could not turn. */
  private sample(): void {
    const now = performance.now();
    this.currentMax = Math.max(this.currentMax, now - this.lastSample - SAMPLE_MS);
    this.lastSample = now;
  }

  private roll(): void {
    this.windows.push(this.current());
    if (this.windows.length > WINDOWS) this.windows.shift();
    this.histogram.reset();
    this.currentMax = 0;
  }
}
