import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { connect, type MqttClient } from 'mqtt';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { DesiredMessage } from '../lamp-desired-state';
import { LampWatchService, LISTENER_HEARTBEAT_MS } from '../lamp-watch.service';
import { coalesceWritesPerRead } from './coalesced-writes';
import { desiredTopic, sharedCheckinSubscription } from './lamp-topics';

export type CheckinHandler = (topic: string, payload: Buffer) => void;

/**
 * The backend's one MQTT connection (DESIGN "Side effects": lamps). MQTT 5 with a session that ends with
 * the connection (clean start, session expiry 0) and a QoS 1 shared subscription
 * `$share/{group}-{deployment id}/{prefix}/+/checkin`: the broker splits check-ins among the instances of
 * this deployment that are connected now, and an instance that leaves (crashed, scaled in, cut off) holds
 * none. Check-ins nobody heard (all instances away, the broker down, in flight to one that left) are
 * covered by the missed-check-in job's rule: every lamp gets one full window after a (re)connection or a
 * departure (LampWatchService). It (re)subscribes on every connection, reconnects forever, and never
 * stops the platform from starting: a broker that cannot be reached is logged, and tried again.
 */
@Injectable()
export class LampMqttService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LampMqttService.name);
  private client: MqttClient | null = null;
  private handler: CheckinHandler | null = null;
  private lastError: string | null = null;
  private connections = 0;
  private up = false;
  private leaving = false;
  private heartbeat: NodeJS.Timeout | null = null;
  /** This instance's presence writes, in order. */
  private presence: Promise<void> = Promise.resolve();
  private group: string | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly watch: LampWatchService,
  ) {}

  /** Lamps' MQTT is configured (MQTT_URL not 0). */
  get enabled(): boolean {
    return this.config.lamps.mqttUrl !== null;
  }

  get connected(): boolean {
    return this.client?.connected ?? false;
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
    if (!this.client) return this.presence;
    return this.notePresence(false);
  }

  async onApplicationBootstrap(): Promise<void> {
    const { mqttUrl, mqttUsername, mqttPassword, clientId, shareGroup, topicPrefix } = this.config.lamps;
    if (!mqttUrl) return;
    this.group = `${shareGroup}-${await this.watch.deploymentId()}`;
    const subscription = sharedCheckinSubscription(this.group, topicPrefix);
    const client = connect(mqttUrl, {
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
      // Subscribed explicitly on every connection below.
      resubscribe: false,
      properties: { sessionExpiryInterval: 0, maximumPacketSize: 256 * 1024 },
      // mqtt.js's own trace (the `debug` package) asks whether it is on a dozen times a message: about
      // 1 % of a flood's time. It stays on when DEBUG names it.
      ...(!/mqttjs/.test(process.env.DEBUG ?? '') && { log: () => undefined }),
    });
    this.client = client;
    void this.notePresence(false);
    this.heartbeat = setInterval(() => void this.notePresence(false), LISTENER_HEARTBEAT_MS).unref();
    client.on('close', () => {
      if (!this.up || this.leaving) return;
      this.up = false;
      void this.notePresence(true);
    });
    client.on('connect', (connack) => {
      coalesceWritesPerRead(client.stream);
      this.connections += 1;
      this.up = true;
      void this.notePresence(true);
      if (this.lastError !== null || this.connections > 1)
        this.logger.log({
          msg: 'lamp broker connected',
          url: mqttUrl,
          sessionPresent: connack.sessionPresent,
        });
      this.lastError = null;
      client.subscribeAsync(subscription, { qos: 1 }).then(
        (granted) => {
          if (granted.some((grant) => grant.qos === 128))
            this.logger.error({ msg: 'lamp check-in subscription refused by the broker', subscription });
        },
        (error: unknown) =>
          this.logger.warn({ msg: 'lamp check-in subscription failed', error: String(error) }),
      );
    });
    client.on('message', (topic, payload) => {
      try {
        this.handler?.(topic, payload);
      } catch (error) {
        // The consumer never throws; this is the last guard that keeps the connection alive if it did.
        this.logger.error({ msg: 'lamp check-in handler failed', topic, error: String(error) });
      }
    });
    client.on('error', (error) => {
      const text = error.message;
      // Logged once per kind of failure, not at every reconnection attempt.
      if (text !== this.lastError) {
        this.logger.warn({ msg: 'lamp broker unreachable or refused, retrying', url: mqttUrl, error: text });
        this.lastError = text;
      }
    });
    client.on('offline', () => {
      if (this.lastError === null) this.logger.warn({ msg: 'lamp broker connection lost, retrying' });
      this.lastError ??= 'offline';
    });
  }

  /**
   * Publishes a lamp's desired state retained with QoS 1; resolves true once the broker acknowledged it,
   * false when lamps' MQTT is off. While the broker is away the message waits in the client.
   */
  async publishDesired(serial: string, message: DesiredMessage): Promise<boolean> {
    if (!this.client) return false;
    await this.client.publishAsync(
      desiredTopic(this.config.lamps.topicPrefix, serial),
      JSON.stringify(message),
      {
        qos: 1,
        retain: true,
      },
    );
    return true;
  }

  /** Removes a deleted lamp's retained desired state (an empty retained message). */
  async clearDesired(serial: string): Promise<boolean> {
    if (!this.client) return false;
    await this.client.publishAsync(desiredTopic(this.config.lamps.topicPrefix, serial), '', {
      qos: 1,
      retain: true,
    });
    return true;
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
    const client = this.client;
    this.client = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (!client) return;
    this.leaving = true;
    // Not forced when connected: queued acknowledgements go out first, for at most two seconds (a broker
    // that is away or stalled never holds up the shutdown).
    const graceful = client.connected ? client.endAsync(false) : Promise.reject(new Error('offline'));
    const timeout = new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error('timeout')), 2000).unref(),
    );
    await Promise.race([graceful, timeout]).catch(() => client.endAsync(true));
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
