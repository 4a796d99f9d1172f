import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Worker } from 'node:worker_threads';
import { threadEntry } from '../../../common/thread-entry';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { DesiredMessage } from '../lamp-desired-state';
import { LampWatchService, LISTENER_HEARTBEAT_MS } from '../lamp-watch.service';
import type { FromMqttThread, MessageBatch, MqttThreadData, ToMqttThread } from './lamp-mqtt.protocol';
import { desiredTopic, sharedCheckinSubscription } from './lamp-topics';

export type CheckinHandler = (topic: string, payload: Buffer) => void;

const THREAD_FILE = threadEntry(__filename, 'lamp-mqtt.thread');
/**
 * Check-ins the MQTT thread may hand over before the main thread has taken them; past this it stops reading
 * and the broker holds the rest (about 300 kB of payloads at most).
 */
const MAX_UNCONSUMED = 2000;

/**
 * The backend's one MQTT connection (DESIGN "Side effects": lamps). MQTT 5 with a session that ends with
 * the connection (clean start, session expiry 0) and a QoS 1 shared subscription
 * `$share/{group}-{deployment id}/{prefix}/+/checkin`: the broker splits check-ins among the instances of
 * this deployment that are connected now, and an instance that leaves (crashed, scaled in, cut off) holds
 * none. Check-ins nobody heard (all instances away, the broker down, in flight to one that left) are
 * covered by the missed-check-in job's rule: every lamp gets one full window after a (re)connection or a
 * departure (LampWatchService). It (re)subscribes on every connection, reconnects forever, and never
 * stops the platform from starting: a broker that cannot be reached is logged, and tried again.
 *
 * The connection lives on a thread of its own (lamp-mqtt.thread.ts): reading the packets, parsing them and
 * acknowledging each check-in (7 % of the main thread's time in a flood's CPU profile, beside the acknowledgements'
 * own writes) happen there, and the broker's keepalive does not depend on how busy the main thread is. This
 * service is the main thread's side: it hears the connection's events, hands each turn's check-ins to the
 * consumer, and publishes through the thread.
 */
@Injectable()
export class LampMqttService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LampMqttService.name);
  private thread: Worker | null = null;
  private restart: NodeJS.Timeout | null = null;
  /** Publications sent to the thread and not yet acknowledged by the broker, by id. */
  private readonly publishing = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  private publishId = 0;
  /** Resolves a leave once the thread has closed the connection. */
  private ended: (() => void) | null = null;
  private subscription = '';
  private handler: CheckinHandler | null = null;
  private lastError: string | null = null;
  private connections = 0;
  private up = false;
  private leaving = false;
  private heartbeat: NodeJS.Timeout | null = null;
  /** This instance's presence writes, in order. */
  private presence: Promise<void> = Promise.resolve();
  private group: string | null = null;
  /** Check-ins taken in this turn of the event loop, not yet told to the thread. */
  private consumedInTurn = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly watch: LampWatchService,
  ) {}

  /** Lamps' MQTT is configured (MQTT_URL not 0). */
  get enabled(): boolean {
    return this.config.lamps.mqttUrl !== null;
  }

  get connected(): boolean {
    return this.up;
  }

  /** How many times the connection came up (tests watch reconnections). */
  get connectionCount(): number {
    return this.connections;
  }

  /** The check-in consumer registers here (one handler). */
  onCheckin(handler: CheckinHandler): void {
    this.handler = handler;
  }

  /** The share group of this deployment (`{MQTT_SHARE_GROUP}-{deployment id}`), once started. */
  get shareGroup(): string | null {
    return this.group;
  }

  /** Resolves once this instance's presence is written (tests wait for it after a reconnection). */
  presenceWritten(): Promise<void> {
    return this.presence;
  }

  /** Writes this instance's presence now (the missed-check-in job does before it judges). */
  refreshPresence(): Promise<void> {
    if (!this.thread) return this.presence;
    return this.notePresence(false);
  }

  async onApplicationBootstrap(): Promise<void> {
    const { mqttUrl, topicPrefix, shareGroup } = this.config.lamps;
    if (!mqttUrl) return;
    this.group = `${shareGroup}-${await this.watch.deploymentId()}`;
    this.subscription = sharedCheckinSubscription(this.group, topicPrefix);
    void this.notePresence(false);
    this.heartbeat = setInterval(() => void this.notePresence(false), LISTENER_HEARTBEAT_MS).unref();
    this.startThread();
  }

  /**
   * Publishes a lamp's desired state retained with QoS 1; resolves true once the broker acknowledged it,
   * false when lamps' MQTT is off. While the broker is away the message waits in the client; it fails if the
   * MQTT thread ends first (the desired-state job publishes it again).
   */
  publishDesired(serial: string, message: DesiredMessage): Promise<boolean> {
    return this.publish(desiredTopic(this.config.lamps.topicPrefix, serial), JSON.stringify(message));
  }

  /** Removes a deleted lamp's retained desired state (an empty retained message). */
  clearDesired(serial: string): Promise<boolean> {
    return this.publish(desiredTopic(this.config.lamps.topicPrefix, serial), '');
  }

  /**
   * Drops the connection as a process that dies does: no DISCONNECT, and no reconnection (the tests of
   * instances that leave for good).
   */
  dropConnection(): void {
    this.thread?.postMessage({ type: 'drop' } satisfies ToMqttThread);
  }

  private async publish(topic: string, payload: string): Promise<boolean> {
    const thread = this.thread;
    if (!thread) return false;
    const id = (this.publishId += 1);
    const acknowledged = new Promise<void>((resolve, reject) => this.publishing.set(id, { resolve, reject }));
    thread.postMessage({ type: 'publish', id, topic, payload } satisfies ToMqttThread);
    await acknowledged;
    return true;
  }

  /** The MQTT thread (lamp-mqtt.thread.ts); one that ends unasked is logged and started again. */
  private startThread(): void {
    const { mqttUrl, mqttUsername, mqttPassword, clientId } = this.config.lamps;
    const data: MqttThreadData = {
      url: mqttUrl ?? '',
      subscription: this.subscription,
      trace: /mqttjs/.test(process.env.DEBUG ?? ''),
      maxUnconsumed: MAX_UNCONSUMED,
      options: {
        protocolVersion: 5,
        clientId,
        // The session ends with the connection: an instance that is away holds no check-ins.
        clean: true,
        username: mqttUsername ?? undefined,
        password: mqttPassword ?? undefined,
        reconnectPeriod: 1000,
        connectTimeout: 10_000,
        // The broker notices a connection that died silently after 1.5 × this (well inside the grace).
        keepalive: 15,
        // Subscribed explicitly on every connection (the thread).
        resubscribe: false,
        properties: { sessionExpiryInterval: 0, maximumPacketSize: 256 * 1024 },
      },
    };
    const thread = new Worker(THREAD_FILE, { workerData: { lampMqtt: data } });
    this.thread = thread;
    thread.on('message', (message: FromMqttThread) => this.heard(thread, message));
    thread.on('error', (error) =>
      this.logger.error({ msg: 'lamp MQTT thread failed', error: String(error) }),
    );
    thread.on('exit', () => {
      if (this.thread !== thread) return;
      this.thread = null;
      this.disconnected();
      this.failPublishes(new Error('lamp MQTT thread ended'));
      if (this.leaving) return;
      this.logger.error({ msg: 'lamp MQTT thread ended, starting it again' });
      this.restart = setTimeout(() => this.startThread(), 1000);
    });
  }

  /**
   * Tells the thread how many check-ins were taken, once at the end of the turn: a main thread behind its
   * thread takes many of its batches in one turn, and a message back for each was 3 % of the main thread's
   * time in a 100 000-lamp flood's CPU profile.
   */
  private tellConsumed(thread: Worker, count: number): void {
    if (this.consumedInTurn === 0)
      setImmediate(() => {
        const consumed = this.consumedInTurn;
        this.consumedInTurn = 0;
        if (thread === this.thread)
          thread.postMessage({ type: 'consumed', count: consumed } satisfies ToMqttThread);
      });
    this.consumedInTurn += count;
  }

  private heard(thread: Worker, message: FromMqttThread): void {
    switch (message.type) {
      case 'messages':
        this.deliver(message);
        this.tellConsumed(thread, message.topics.length);
        return;
      case 'connect':
        this.connections += 1;
        this.up = true;
        void this.notePresence(true);
        if (this.lastError !== null || this.connections > 1)
          this.logger.log({
            msg: 'lamp broker connected',
            url: this.config.lamps.mqttUrl,
            sessionPresent: message.sessionPresent,
          });
        this.lastError = null;
        return;
      case 'close':
        this.disconnected();
        return;
      case 'offline':
        if (this.lastError === null) this.logger.warn({ msg: 'lamp broker connection lost, retrying' });
        this.lastError ??= 'offline';
        return;
      case 'error':
        // Logged once per kind of failure, not at every reconnection attempt.
        if (message.message !== this.lastError) {
          this.logger.warn({
            msg: 'lamp broker unreachable or refused, retrying',
            url: this.config.lamps.mqttUrl,
            error: message.message,
          });
          this.lastError = message.message;
        }
        return;
      case 'subscription-refused':
        this.logger.error({
          msg: 'lamp check-in subscription refused by the broker',
          subscription: this.subscription,
        });
        return;
      case 'subscription-failed':
        this.logger.warn({ msg: 'lamp check-in subscription failed', error: message.error });
        return;
      case 'published': {
        const waiting = this.publishing.get(message.id);
        this.publishing.delete(message.id);
        if (message.error === null) waiting?.resolve();
        else waiting?.reject(new Error(message.error));
        return;
      }
      case 'ended':
        this.ended?.();
        return;
    }
  }

  /** One turn's check-ins, each to the consumer. */
  private deliver(batch: MessageBatch): void {
    const bytes = Buffer.from(batch.bytes);
    let start = 0;
    batch.topics.forEach((topic, index) => {
      const end = batch.ends[index];
      try {
        this.handler?.(topic, bytes.subarray(start, end));
      } catch (error) {
        // The consumer never throws; this is the last guard that keeps the others of the turn.
        this.logger.error({ msg: 'lamp check-in handler failed', topic, error: String(error) });
      }
      start = end;
    });
  }

  private disconnected(): void {
    if (!this.up || this.leaving) return;
    this.up = false;
    void this.notePresence(true);
  }

  private failPublishes(error: Error): void {
    for (const waiting of this.publishing.values()) waiting.reject(error);
    this.publishing.clear();
  }

  /** Queues a write of this instance's presence (`changed`: the connection just came up or went down). */
  private notePresence(changed: boolean): Promise<void> {
    const clientId = this.config.lamps.clientId;
    const connected = this.up;
    this.presence = this.presence
      .then(() => this.watch.listening(clientId, connected, changed))
      .catch((error: unknown) =>
        this.logger.warn({ msg: 'lamp listener presence not written', error: String(error) }),
      );
    return this.presence;
  }

  async onModuleDestroy(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (this.restart) clearTimeout(this.restart);
    const thread = this.thread;
    if (!thread && this.group === null) return;
    this.leaving = true;
    if (thread) {
      // Queued acknowledgements go out first, for at most two seconds (the thread's own limit; a thread that
      // does not answer is ended all the same a second later).
      const ended = new Promise<void>((resolve) => (this.ended = resolve));
      thread.postMessage({ type: 'end' } satisfies ToMqttThread);
      const stuck = new Promise<void>((resolve) => setTimeout(resolve, 3000).unref());
      await Promise.race([ended, stuck]);
      this.thread = null;
      await thread.terminate();
      this.failPublishes(new Error('lamp MQTT connection closed'));
    }
    this.up = false;
    // A clean leave: what this instance acknowledged is written (the consumer drains), nothing is lost.
    await this.presence;
    await this.watch
      .left(this.config.lamps.clientId)
      .catch((error: unknown) =>
        this.logger.warn({ msg: 'lamp listener presence not removed', error: String(error) }),
      );
  }
}
