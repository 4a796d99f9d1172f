import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config/app-config';
import { EventLoopMonitor } from './event-loop-monitor';

const READY_LOOP_DELAY_MS = 500;
const config = { render: { readyLoopDelayMs: READY_LOOP_DELAY_MS } } as AppConfig;

let monitor: EventLoopMonitor | undefined;
afterEach(() => monitor?.onModuleDestroy());

function stallFor(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end);
}

describe('event loop monitor', () => {
  it('sees every stall longer than a window, whichever timer runs first after it', async () => {
    monitor = new EventLoopMonitor(config);
    monitor.onModuleInit();
    await sleep(50);
    expect(monitor.stalled()).toBe(false);
    // Each stall outlasts a window, so the window's roll is due when it ends. A JavaScript timer due 1 ms
    // into the stall makes Node run its timers (the roll among them) before the histogram's own sampler:
    // the order in which a stall's one late sample used to be lost.
    for (const [index, stallMs] of [1050, 1300, 1700, 2100].entries()) {
      await sleep(37 * index);
      setTimeout(() => undefined, 1);
      stallFor(stallMs);
      await sleep(20);
      expect(monitor.stalled(), `a stall of ${stallMs} ms`).toBe(true);
      expect(monitor.recent().max).toBeGreaterThanOrEqual(stallMs - 20);
    }
  });
});
