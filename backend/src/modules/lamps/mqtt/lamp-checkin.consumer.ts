import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { APP_CONFIG, lampCheckinWriters, type AppConfig } from '../../../config/app-config';
import { LampCheckinsService } from '../lamp-checkins.service';
import { parseCheckin, type Checkin } from './checkin-payload';
import { LampMqttService } from './lamp-mqtt.service';
import { serialOfCheckinTopic } from './lamp-topics';

/** A batch is written after this long, or at once when it holds MAX_BATCH lamps. */
const FLUSH_MS = 20;
export const MAX_BATCH = 500;
/** The consumer has caught up once no batch has left check-ins waiting for this long. */
export const CAUGHT_UP_MS = 5000;
/** Ignored check-ins are logged at most this many times a minute per reason (then counted). */
const LOG_PER_MINUTE = 20;

export type IgnoredReason = 'topic' | 'oversized' | 'malformed' | 'unknown' | 'replayed' | 'failed';

/** Counters of this instance (tests and the benchmark read them). */
export interface CheckinStats {
  received: number;
  accepted: number;
  ignored: Record<IgnoredReason, number>;
}

/**
 * The check-in consumer: every message of the shared subscription is checked (topic, size, shape) and
 * queued; queued check-ins are written in batches, one transaction each, up to lampCheckinWriters batches
 * at a time (on MariaDB a batch is mostly waiting for round trips, so several overlap). A lamp is in one
 * batch at a time: its newer check-in waits in the queue until the batch holding its older one is written.
 * Nothing a lamp sends can stop it: bad input is ignored and logged, a failed batch is logged and its
 * lamps' next check-ins carry on (a check-in holds the lamp's whole state, so none depends on another).
 */
@Injectable()
export class LampCheckinConsumer implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LampCheckinConsumer.name);
  private pending = new Map<string, Checkin>();
  private timer: NodeJS.Timeout | null = null;
  /** The delay `timer` was armed with. */
  private timerDelay = 0;
  /** The batches being written, and the lamps they hold. */
  private readonly writing = new Set<Promise<void>>();
  private readonly serialsWriting = new Set<string>();
  private readonly writers: number;
  private logWindow = { minute: 0, counts: new Map<string, number>() };
  private idleWaiters: Array<() => void> = [];
  /** When a batch last left check-ins waiting (performance clock, ms); -Infinity: never. */
  private lastBacklogAt = -Infinity;
  readonly stats: CheckinStats = {
    received: 0,
    accepted: 0,
    ignored: { topic: 0, oversized: 0, malformed: 0, unknown: 0, replayed: 0, failed: 0 },
  };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mqtt: LampMqttService,
    private readonly checkins: LampCheckinsService,
  ) {
    this.writers = lampCheckinWriters(config);
  }

  onModuleInit(): void {
    this.mqtt.onCheckin((topic, payload) => this.accept(topic, payload));
  }

  /** One MQTT message. Never throws. */
  accept(topic: string, payload: Buffer): void {
    this.stats.received += 1;
    const serial = serialOfCheckinTopic(this.config.lamps.topicPrefix, topic);
    if (!serial) return this.ignore('topic', { topic: topic.slice(0, 200) });
    const parsed = parseCheckin(serial, payload);
    if (!parsed.ok) return this.ignore(parsed.reason, { serial, detail: parsed.detail });
    const queued = this.pending.get(serial);
    // Two check-ins of one lamp in one batch: the newer holds the whole state; the older is a replay.
    if (queued && queued.seq >= parsed.checkin.seq)
      return this.ignore('replayed', { serial, seq: parsed.checkin.seq });
    if (queued) this.ignore('replayed', { serial, seq: queued.seq });
    this.pending.set(serial, parsed.checkin);
    if (this.pending.size >= MAX_BATCH) this.flushSoon(0);
    else this.flushSoon(FLUSH_MS);
  }

  /**
   * Whether check-ins arrive faster than they are written: in the last CAUGHT_UP_MS a batch left others
   * waiting (a flood after a broker outage, a slow database). Meanwhile check-ins received, or still held
   * by the broker for this instance, may be behind the lamps' windows, and the missed-check-in job does not
   * judge. (Between two full batches the queue may be empty for a moment: hence the time, not the queue.)
   */
  get behind(): boolean {
    return this.pending.size >= MAX_BATCH || performance.now() - this.lastBacklogAt < CAUGHT_UP_MS;
  }

  /** Resolves once every check-in received so far is written (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.pending.size > 0 || this.writing.size > 0) await this.flush();
  }

  /** Resolves when no check-in is waiting (or at once); used by tests to wait for the consumer. */
  whenIdle(): Promise<void> {
    if (this.pending.size === 0 && this.writing.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.drain();
  }

  /**
   * Arms the flush timer, at most one at a time: a timer due at least as soon is kept (a message of a
   * flood calls this each time, and a new timer per message was a few per cent of the consumer's time).
   */
  private flushSoon(delayMs: number): void {
    if (this.writing.size >= this.writers) return; // a batch that ends picks the rest up
    if (this.timer) {
      if (this.timerDelay <= delayMs) return;
      clearTimeout(this.timer);
    }
    this.timerDelay = delayMs;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delayMs);
  }

  /** Starts the next batch when a writer is free; resolves when it is written, or when a batch ends. */
  private flush(): Promise<void> {
    if (this.writing.size >= this.writers) return Promise.race(this.writing);
    const batch = this.takeBatch();
    if (batch.length === 0) {
      // Nothing queued, or only lamps whose batch is still being written.
      if (this.writing.size > 0) return Promise.race(this.writing);
      this.wakeIdle();
      return Promise.resolve();
    }
    for (const checkin of batch) this.serialsWriting.add(checkin.serial);
    const written: Promise<void> = this.write(batch).finally(() => {
      this.writing.delete(written);
      for (const checkin of batch) this.serialsWriting.delete(checkin.serial);
      if (this.pending.size > 0) this.flushSoon(0);
      else if (this.writing.size === 0) this.wakeIdle();
    });
    this.writing.add(written);
    return written;
  }

  /**
   * The oldest queued check-ins, MAX_BATCH at most: a backlog (a flood, a slow database) is written in several
   * transactions, never as one statement naming more lamps than the database takes parameters for. Lamps
   * of a batch still being written stay queued.
   */
  private takeBatch(): Checkin[] {
    const batch: Checkin[] = [];
    for (const [serial, checkin] of this.pending) {
      if (this.serialsWriting.has(serial)) continue;
      this.pending.delete(serial);
      batch.push(checkin);
      if (batch.length === MAX_BATCH) break;
    }
    if (this.pending.size > 0) this.lastBacklogAt = performance.now();
    return batch;
  }

  private async write(batch: Checkin[]): Promise<void> {
    try {
      const result = await this.checkins.apply(batch);
      this.stats.accepted += result.accepted;
      for (const rejection of result.rejected)
        this.ignore(rejection.reason, { serial: rejection.serial, seq: rejection.seq });
    } catch (error) {
      this.stats.ignored.failed += batch.length;
      this.logger.error({
        msg: 'lamp check-in batch not written',
        lamps: batch.length,
        error: String(error),
      });
    }
  }

  private wakeIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const wake of waiters) wake();
  }

  private ignore(reason: IgnoredReason, details: Record<string, unknown>): void {
    this.stats.ignored[reason] += 1;
    const minute = Math.floor(Date.now() / 60_000);
    if (minute !== this.logWindow.minute) this.logWindow = { minute, counts: new Map() };
    const count = (this.logWindow.counts.get(reason) ?? 0) + 1;
    this.logWindow.counts.set(reason, count);
    if (count <= LOG_PER_MINUTE) this.logger.warn({ msg: 'lamp check-in ignored', reason, ...details });
    else if (count === LOG_PER_MINUTE + 1)
      this.logger.warn({ msg: 'lamp check-ins ignored: further ones this minute are only counted', reason });
  }
}
