import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { connect, type MqttClient } from 'mqtt';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { DesiredMessage } from '../lamp-desired-state';
import { desiredTopic, sharedCheckinSubscription } from './lamp-topics';

export type CheckinHandler = (topic: string, payload: Buffer) => void;

/** How long the broker keeps this instance's session (and queues its check-ins) while it is away. */
const SESSION_EXPIRY_SECONDS = 3600;

/**
 * The backend's one MQTT connection (DESIGN "Side effects": lamps). MQTT 5 with a persistent session
 * (clean false, stable client id) and a QoS 1 shared subscription `$share/{group}/{prefix}/+/checkin`: the
 * broker queues check-ins while this instance is away and splits them among the instances of the group.
 * It (re)subscribes on every connection, reconnects forever, and never stops the platform from starting:
 * a broker that cannot be reached is logged, and tried again.
 */
@Injectable()
export class LampMqttService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LampMqttService.name);
  private client: MqttClient | null = null;
  private handler: CheckinHandler | null = null;
  private lastError: string | null = null;
  private connections = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

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

  onApplicationBootstrap(): void {
    const { mqttUrl, mqttUsername, mqttPassword, clientId, shareGroup, topicPrefix } = this.config.lamps;
    if (!mqttUrl) return;
    const subscription = sharedCheckinSubscription(shareGroup, topicPrefix);
    const client = connect(mqttUrl, {
      protocolVersion: 5,
      clientId,
      clean: false,
      username: mqttUsername ?? undefined,
      password: mqttPassword ?? undefined,
      reconnectPeriod: 1000,
      connectTimeout: 10_000,
      keepalive: 30,
      // Subscribed explicitly on every connection below.
      resubscribe: false,
      properties: { sessionExpiryInterval: SESSION_EXPIRY_SECONDS, maximumPacketSize: 256 * 1024 },
    });
    this.client = client;
    client.on('connect', (connack) => {
      this.connections += 1;
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

  async onModuleDestroy(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (!client) return;
    // Not forced when connected: queued acknowledgements go out first, for at most two seconds (a broker
    // that is away or stalled never holds up the shutdown).
    const graceful = client.connected ? client.endAsync(false) : Promise.reject(new Error('offline'));
    const timeout = new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error('timeout')), 2000).unref(),
    );
    await Promise.race([graceful, timeout]).catch(() => client.endAsync(true));
  }
}
