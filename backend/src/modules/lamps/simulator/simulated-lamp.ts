import { EventEmitter } from 'node:events';
import { connect, type MqttClient } from 'mqtt';
import type { DesiredMessage } from '../lamp-desired-state';

/**
 * How a simulated lamp spends its time:
 * - 'sleep' (real lamps): wake, connect, read the retained desired state, apply it, check in,
 *   disconnect, sleep `nextConnection` seconds. A change made while it sleeps waits for its next wake.
 * - 'online': stay connected; a new desired state is applied and confirmed at once; check in on schedule.
 */
export type LampBehaviour = 'sleep' | 'online';

export interface SimulatedLampOptions {
  url: string;
  serial: string;
  /** The lamp's MQTT password (its username is the serial); none on an anonymous broker. */
  password?: string;
  topicPrefix?: string;
  behaviour?: LampBehaviour;
  /** Seconds between check-ins instead of the desired state's `nextConnection` (faster simulations). */
  everySeconds?: number;
  /** false: check-ins only through checkInNow() (tests drive the lamp). */
  autoSchedule?: boolean;
  /** Battery level at start (0-100) and what each check-in drains. */
  battery?: number;
  drainPerCheckin?: number;
  firmware?: string;
  /** Production ids of the connected lamps this lamp reports. */
  units?: string[];
  /** The first sequence number (a lamp keeps counting across reboots). */
  seq?: number;
  /** The lamp's clock, ms. */
  now?: () => number;
  /** How long a waking lamp waits for its retained desired state before checking in anyway. */
  desiredWaitMs?: number;
}

export interface CheckinReport {
  seq: number;
  ts: number;
  state: number;
  mode: number;
  battery: number;
  firmware: string;
  v: number;
  fault: string | null;
  units: string[];
}

/**
 * A votive lamp that behaves like the real ones on the broker (docs/contracts.md "Lamps"): its own
 * credentials and topics, a schedule, a draining battery and a fault switch. Used by the tests, the demo
 * lamp of memorial 1000, `npm run lamps:simulate` and bench/lamps.mjs.
 * Events: 'publishing' (report, just before it is sent), 'checkin' (report, once the broker has it),
 * 'desired' (message), 'error' (Error, never thrown).
 */
export class SimulatedLamp extends EventEmitter {
  readonly serial: string;
  desired: DesiredMessage | null = null;
  fault: string | null = null;
  battery: number;
  seq: number;
  private client: MqttClient | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private paused = false;
  private lastContact: number | null = null;
  private cycle: Promise<void> | null = null;
  private retainedSeen = false;
  private readonly options: Required<
    Omit<SimulatedLampOptions, 'password' | 'everySeconds' | 'url' | 'serial'>
  > & { password?: string; everySeconds?: number; url: string };

  constructor(options: SimulatedLampOptions) {
    super();
    this.serial = options.serial;
    this.options = {
      topicPrefix: 'ricordo/lamps',
      behaviour: 'sleep',
      autoSchedule: true,
      battery: 100,
      drainPerCheckin: 0.01,
      firmware: 'sim-1.0.0',
      units: [],
      seq: 0,
      now: () => Date.now(),
      desiredWaitMs: 500,
      ...options,
    };
    this.battery = this.options.battery;
    this.seq = this.options.seq;
    // An 'error' with no listener would throw: a simulated lamp reports problems, it never crashes.
    this.on('error', () => undefined);
  }

  get checkinTopic(): string {
    return `${this.options.topicPrefix}/${this.serial}/checkin`;
  }

  get desiredTopic(): string {
    return `${this.options.topicPrefix}/${this.serial}/desired`;
  }

  /** What the lamp does now: state 1 on / 0 off / 2 fault, and the mode it runs (0 when off). */
  current(): { state: number; mode: number } {
    if (this.fault) return { state: 2, mode: 0 };
    if (this.battery <= 0) return { state: 0, mode: 0 };
    const desired = this.desired;
    if (!desired) return { state: 0, mode: 0 };
    const nowSeconds = this.options.now() / 1000;
    // Without the server for too long, a lamp keeps nothing on (secondiFunzionamentoSenzaConnessione).
    if (this.lastContact !== null && nowSeconds - this.lastContact / 1000 > desired.withoutConnection)
      return { state: 0, mode: 0 };
    if (desired.onUntil !== null && nowSeconds >= desired.onUntil) return { state: 0, mode: 0 };
    let mode = desired.mode;
    if (desired.modeUntil !== null && nowSeconds >= desired.modeUntil) mode = desired.thenMode ?? mode;
    return mode > 0 ? { state: 1, mode } : { state: 0, mode: 0 };
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    // Online: the connection stays up (mqtt.js reconnects it); a first failure is reported, never thrown.
    if (this.options.behaviour === 'online')
      await this.ensureConnected().catch((error: unknown) => {
        this.emit('error', error instanceof Error ? error : new Error(String(error)));
      });
    await this.runCycle();
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.cycle?.catch(() => undefined);
    await this.disconnect();
  }

  /** The fault switch: a fault code ('led', 'battery', …) or null to repair the lamp. */
  setFault(code: string | null): void {
    this.fault = code;
  }

  /** The lamp goes silent (no check-ins) until resume(). */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  /** Wakes the lamp now: reads its desired state and checks in (whatever its schedule). */
  async checkInNow(): Promise<CheckinReport> {
    if (this.options.behaviour === 'sleep') {
      await this.ensureConnected();
      await this.waitForRetained();
      const report = await this.publishCheckin();
      await this.disconnect();
      return report;
    }
    await this.ensureConnected();
    return this.publishCheckin();
  }

  private async runCycle(): Promise<void> {
    if (!this.running) return;
    if (!this.paused) {
      this.cycle = this.checkInNow()
        .then(() => undefined)
        .catch((error: unknown) => {
          this.emit('error', error instanceof Error ? error : new Error(String(error)));
        });
      await this.cycle;
      this.cycle = null;
    }
    this.schedule();
  }

  private schedule(): void {
    if (!this.running || !this.options.autoSchedule) return;
    const seconds = this.options.everySeconds ?? this.desired?.nextConnection ?? 60;
    this.timer = setTimeout(() => void this.runCycle(), Math.max(50, seconds * 1000));
    this.timer.unref?.();
  }

  private async publishCheckin(): Promise<CheckinReport> {
    const client = this.client;
    if (!client) throw new Error('not connected');
    this.seq += 1;
    this.battery = Math.max(0, this.battery - this.options.drainPerCheckin);
    const { state, mode } = this.current();
    const report: CheckinReport = {
      seq: this.seq,
      ts: Math.floor(this.options.now() / 1000),
      state,
      mode,
      battery: Math.round(this.battery),
      firmware: this.options.firmware,
      v: this.desired?.v ?? 0,
      fault: this.fault ?? (this.battery <= 0 ? 'battery' : null),
      units: this.options.units,
    };
    this.emit('publishing', report);
    const published = client.publishAsync(this.checkinTopic, JSON.stringify(report), { qos: 1 });
    if (this.options.behaviour === 'online') await published;
    else {
      // A sleeping lamp never reconnects within a wake-up: a connection lost before the acknowledgement
      // (the broker stopped) ends this wake-up, or it would wait forever (mqtt.js keeps QoS 1 for later).
      published.catch(() => undefined); // settled by the race below, or never
      let onClose = () => {};
      const closed = new Promise<never>((_resolve, reject) => {
        onClose = () => reject(new Error('connection closed before the check-in was acknowledged'));
        client.once('close', onClose);
      });
      try {
        await Promise.race([published, closed]);
      } finally {
        client.removeListener('close', onClose);
      }
    }
    this.lastContact = this.options.now();
    this.emit('checkin', report);
    return report;
  }

  private async ensureConnected(): Promise<void> {
    if (this.client?.connected) return;
    if (this.client) await this.disconnect();
    this.retainedSeen = false;
    const client = connect(this.options.url, {
      protocolVersion: 5,
      clientId: `lamp-${this.serial}`,
      username: this.options.password !== undefined ? this.serial : undefined,
      password: this.options.password,
      clean: true,
      reconnectPeriod: this.options.behaviour === 'online' ? 1000 : 0,
      // Generous: thousands of lamps may connect at once to a busy broker (bench/lamps.mjs).
      connectTimeout: 30_000,
      keepalive: 60,
    });
    this.client = client;
    client.on('error', (error) => this.emit('error', error));
    client.on('message', (topic, payload) => this.onMessage(topic, payload));
    client.on('connect', () => {
      // Every (re)connection reads the retained desired state again.
      client.subscribeAsync(this.desiredTopic, { qos: 1 }).catch((error: unknown) => {
        this.emit('error', error instanceof Error ? error : new Error(String(error)));
      });
    });
    await new Promise<void>((resolve, reject) => {
      const fail = (error: Error) => {
        client.removeListener('connect', done);
        client.removeListener('error', fail);
        client.removeListener('close', closed);
        reject(error);
      };
      // A broker that stops before its CONNACK closes the socket without an error: the wake-up ends.
      const closed = () => fail(new Error('connection closed before the broker answered'));
      const done = () => {
        client.removeListener('error', fail);
        client.removeListener('close', closed);
        resolve();
      };
      client.once('connect', done);
      client.once('error', fail);
      client.once('close', closed);
    });
  }

  private onMessage(topic: string, payload: Buffer): void {
    if (topic !== this.desiredTopic) return;
    this.retainedSeen = true;
    if (payload.length === 0) return; // the lamp was deleted: its retained state is cleared
    try {
      const message = JSON.parse(payload.toString('utf8')) as DesiredMessage;
      if (typeof message.v !== 'number' || (this.desired && message.v < this.desired.v)) return;
      const changed = this.desired?.v !== message.v;
      this.desired = message;
      this.lastContact = this.options.now();
      this.emit('desired', message);
      // Awake and connected: confirm a new state at once.
      if (changed && this.options.behaviour === 'online' && this.running && !this.paused)
        void this.publishCheckin().catch((error: unknown) =>
          this.emit('error', error instanceof Error ? error : new Error(String(error))),
        );
    } catch (error) {
      this.emit('error', error instanceof Error ? error : new Error(String(error)));
    }
  }

  private async waitForRetained(): Promise<void> {
    const deadline = Date.now() + this.options.desiredWaitMs;
    while (!this.retainedSeen && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
  }

  private async disconnect(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (client) await client.endAsync(!client.connected).catch(() => undefined);
  }
}
