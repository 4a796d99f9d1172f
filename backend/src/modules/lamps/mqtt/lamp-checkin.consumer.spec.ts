import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../../config/app-config';
import type { LampCheckinsService } from '../lamp-checkins.service';
import type { Checkin } from './checkin-payload';
import { CAUGHT_UP_MS, LampCheckinConsumer, MAX_BATCH } from './lamp-checkin.consumer';
import type { LampMqttService } from './lamp-mqtt.service';
import { checkinTopic } from './lamp-topics';

const PREFIX = 'test/lamps';
const payload = (seq: number) =>
  Buffer.from(JSON.stringify({ seq, state: 1, mode: 0, battery: 90, firmware: '1.0.0', v: 0 }));

/**
 * A consumer over a fake writer that holds its first batch until released, as a slow database would;
 * `writers` batches may be written at once (LAMPS_CHECKIN_WRITERS).
 */
function consumerWithSlowWriter(writers = 1) {
  const batches: Checkin[][] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const checkins = {
    apply: async (batch: Checkin[]) => {
      batches.push(batch);
      if (batches.length === 1) await held;
      return { accepted: batch.length, rejected: [], notices: 0 };
    },
  } as unknown as LampCheckinsService;
  const config = { lamps: { topicPrefix: PREFIX, checkinWriters: writers } } as unknown as AppConfig;
  const consumer = new LampCheckinConsumer(config, {} as LampMqttService, checkins);
  return { consumer, batches, release };
}

describe('LampCheckinConsumer batches', () => {
  it('writes a backlog in batches of MAX_BATCH at most, oldest first, and loses none', async () => {
    const { consumer, batches, release } = consumerWithSlowWriter();
    consumer.accept(checkinTopic(PREFIX, 'first'), payload(1));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the first batch is being written
    const backlog = MAX_BATCH * 2 + 37;
    for (let k = 0; k < backlog; k++) consumer.accept(checkinTopic(PREFIX, `lamp-${k}`), payload(1));
    release();
    await consumer.drain();

    expect(batches.map((batch) => batch.length)).toEqual([1, MAX_BATCH, MAX_BATCH, 37]);
    expect(batches.flat().map((checkin) => checkin.serial)).toEqual([
      'first',
      ...Array.from({ length: backlog }, (_, k) => `lamp-${k}`),
    ]);
    expect(consumer.stats.accepted).toBe(backlog + 1);
  });

  afterEach(() => vi.restoreAllMocks());

  it('says it is behind while a backlog is written, and caught up only CAUGHT_UP_MS after the last one', async () => {
    const { consumer, release } = consumerWithSlowWriter();
    // Check-ins a few at a time, each batch emptying the queue: never behind.
    for (let k = 0; k < 3; k++) consumer.accept(checkinTopic(PREFIX, `steady-${k}`), payload(1));
    expect(consumer.behind).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the first batch is held by the writer
    for (let k = 0; k < MAX_BATCH + 10; k++) consumer.accept(checkinTopic(PREFIX, `lamp-${k}`), payload(1));
    expect(consumer.behind).toBe(true); // a whole batch is waiting
    release();
    await consumer.drain();
    // The queue is empty now, but the last batch taken left others waiting moments ago.
    expect(consumer.behind).toBe(true);
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now + CAUGHT_UP_MS - 100);
    expect(consumer.behind).toBe(true);
    vi.spyOn(performance, 'now').mockReturnValue(now + CAUGHT_UP_MS + 100);
    expect(consumer.behind).toBe(false);
  });

  it('with several writers, writes the next batch beside a slow one, never the same lamp twice at once', async () => {
    const { consumer, batches, release } = consumerWithSlowWriter(2);
    consumer.accept(checkinTopic(PREFIX, 'slow'), payload(1));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the first batch is held by the writer
    // A newer check-in of the held lamp, and a full batch of others: the others go at once.
    consumer.accept(checkinTopic(PREFIX, 'slow'), payload(2));
    for (let k = 0; k < MAX_BATCH; k++) consumer.accept(checkinTopic(PREFIX, `lamp-${k}`), payload(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(batches.map((batch) => batch.length)).toEqual([1, MAX_BATCH]);
    expect(batches[1].some((checkin) => checkin.serial === 'slow')).toBe(false);
    // The held lamp's newer check-in waits for its batch, then follows it.
    release();
    await consumer.drain();
    expect(batches.map((batch) => batch.map((checkin) => `${checkin.serial}:${checkin.seq}`))).toEqual([
      ['slow:1'],
      Array.from({ length: MAX_BATCH }, (_, k) => `lamp-${k}:1`),
      ['slow:2'],
    ]);
    expect(consumer.stats.accepted).toBe(MAX_BATCH + 2);
  });

  it('arms one flush timer for a burst, not one per check-in, and writes all of it', async () => {
    const { consumer, batches, release } = consumerWithSlowWriter();
    release();
    const timers = vi.spyOn(globalThis, 'setTimeout');
    for (let k = 0; k < MAX_BATCH * 3; k++) consumer.accept(checkinTopic(PREFIX, `lamp-${k}`), payload(1));
    // The batch timer (20 ms), then once a batch is full the immediate one: two for the whole burst.
    expect(timers).toHaveBeenCalledTimes(2);
    timers.mockRestore();
    await consumer.drain();
    expect(batches.flat()).toHaveLength(MAX_BATCH * 3);
  });

  it('with one writer, holds every later batch until the running one is written', async () => {
    const { consumer, batches, release } = consumerWithSlowWriter(1);
    consumer.accept(checkinTopic(PREFIX, 'slow'), payload(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (let k = 0; k < MAX_BATCH; k++) consumer.accept(checkinTopic(PREFIX, `lamp-${k}`), payload(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(batches.length).toBe(1);
    release();
    await consumer.drain();
    expect(batches.map((batch) => batch.length)).toEqual([1, MAX_BATCH]);
  });
});
