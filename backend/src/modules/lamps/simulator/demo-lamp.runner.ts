import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { PeriodicJob } from '../../scheduler/periodic-job';
import { LampsService } from '../lamps.service';
import { SimulatedLamp } from './simulated-lamp';

/** The demo memorial (spec public §1: "A demo memorial exists under id 1000"). */
export const DEMO_LAMP_DECEASED_ID = 1000;
const FOLLOW_MS = 2000;

/**
 * In demo mode, the lamp of memorial 1000 is a simulated lamp in this process (docs/contracts.md "Faults,
 * candles, demo"): it sleeps, wakes every LAMPS_DEMO_EVERY_SECONDS, reads its desired state and checks in, so
 * the demo shows a lamp that switches on when paid, waits 'in attesa' for a change and shows the flame.
 * It follows whatever lamp the memorial has (the manager may delete it and add another). A broker that
 * cannot be reached never stops the platform: the lamp logs it once and tries again at its next wake.
 */
@Injectable()
export class DemoLampRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DemoLampRunner.name);
  private readonly follow = new PeriodicJob(this.logger, 'Demo lamp failed', () => this.sync());
  private lamp: SimulatedLamp | null = null;
  private lastError: string | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly lamps: LampsService,
  ) {}

  get enabled(): boolean {
    return this.config.demoMode && this.config.lamps.mqttUrl !== null && this.config.lamps.demoSimulator;
  }

  /** The simulated lamp now running (tests). */
  get current(): SimulatedLamp | null {
    return this.lamp;
  }

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    this.follow.start(FOLLOW_MS);
  }

  async onModuleDestroy(): Promise<void> {
    await this.follow.stop();
    await this.lamp?.stop();
    this.lamp = null;
  }

  /** Starts, replaces or stops the simulated lamp to match memorial 1000's lamp. */
  async sync(): Promise<void> {
    const serial = await this.lamps.serialOfDeceased(DEMO_LAMP_DECEASED_ID);
    if (serial === (this.lamp?.serial ?? null)) return;
    await this.lamp?.stop();
    this.lamp = null;
    if (!serial) return;
    const password = await this.lamps.rotateCredential(serial);
    const { mqttUrl, topicPrefix, demoEverySeconds } = this.config.lamps;
    const lamp = new SimulatedLamp({
      url: mqttUrl!,
      serial,
      password: password ?? undefined,
      topicPrefix,
      behaviour: 'sleep',
      everySeconds: demoEverySeconds,
      battery: 97,
      drainPerCheckin: 0.05,
      firmware: 'demo-1.0.0',
    });
    lamp.on('error', (error: Error) => {
      if (error.message === this.lastError) return;
      this.lastError = error.message;
      this.logger.warn({
        msg: 'demo lamp cannot reach the broker, retrying at its next wake',
        serial,
        error: error.message,
      });
    });
    lamp.on('checkin', () => (this.lastError = null));
    this.lamp = lamp;
    this.logger.log({ msg: 'demo lamp simulated', serial, everySeconds: demoEverySeconds });
    void lamp.start();
  }
}
