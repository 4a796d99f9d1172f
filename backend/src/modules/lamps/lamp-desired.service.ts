import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, LessThan, LessThanOrEqual, type EntityManager } from 'typeorm';
import { Clock } from '../scheduler/clock';
import { desiredMessage, desiredStateOf, serializeDesiredState } from './lamp-desired-state';
import { LampUnit } from './lamp-unit.entity';
import { Lamp } from './lamp.entity';
import { LampMqttService } from './mqtt/lamp-mqtt.service';

/** How many lamps one reconciliation pass looks at (the next pass takes the rest). */
const RECONCILE_BATCH = 500;

/**
 * The desired state of each lamp (lamp-desired-state.ts): recomputed in the transaction of every change
 * that may alter it (settings, payment, candle, connected lamps), its version raised when it changed, and
 * published retained after the commit. A publication the broker has not acknowledged (broker away, MQTT
 * off, instance stopped) is retried by the reconciliation job, which also moves states whose time ran
 * out: a candle's 24 hours, the end of the paid period.
 */
@Injectable()
export class LampDesiredService {
  private readonly logger = new Logger(LampDesiredService.name);
  /** Versions being published by this instance, so the job does not publish them again meanwhile. */
  private readonly inFlight = new Map<number, number>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mqtt: LampMqttService,
    private readonly clock: Clock,
  ) {}

  /**
   * Recomputes the desired state of one lamp in the caller's transaction; raises its version when it
   * changed. Returns whether it changed.
   */
  async refresh(manager: EntityManager, lampId: number, now = this.clock.now()): Promise<boolean> {
    const lamps = manager.getRepository(Lamp);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const lamp = await lamps.findOneBy({ id: lampId });
      if (!lamp) return false;
      const units = await manager.getRepository(LampUnit).find({
        select: { productionId: true },
        where: { lampId, enabled: 1 },
      });
      const stored = serializeDesiredState(
        desiredStateOf(
          lamp,
          units.map((unit) => unit.productionId),
          now,
        ),
      );
      if (stored === lamp.desiredState) return false;
      // Conditional on the version read, so two changes at once never share or skip a version.
      const result = await lamps.update(
        { id: lampId, desiredVersion: lamp.desiredVersion },
        { desiredVersion: lamp.desiredVersion + 1, desiredState: stored },
      );
      if (result.affected === 1) return true;
    }
    throw new Error(`Lamp ${lampId}: the desired state changed under three attempts`);
  }

  /**
   * Publishes the current desired state of these lamps (after the commit of their change); records the
   * version the broker acknowledged. Never throws: a failure is logged and left to the reconciliation job.
   */
  async publish(lampIds: number[]): Promise<void> {
    if (!this.mqtt.enabled || lampIds.length === 0) return;
    try {
      const lamps = await this.dataSource.getRepository(Lamp).find({
        select: { id: true, serial: true, desiredVersion: true, desiredState: true, publishedVersion: true },
        where: { id: In(lampIds) },
      });
      await Promise.all(lamps.map((lamp) => this.publishOne(lamp)));
    } catch (error) {
      this.logger.warn({ msg: 'desired state publication failed', lampIds, error: String(error) });
    }
  }

  private async publishOne(
    lamp: Pick<Lamp, 'id' | 'serial' | 'desiredVersion' | 'desiredState' | 'publishedVersion'>,
  ): Promise<void> {
    if (!lamp.desiredState || lamp.publishedVersion >= lamp.desiredVersion) return;
    if ((this.inFlight.get(lamp.id) ?? -1) >= lamp.desiredVersion) return;
    this.inFlight.set(lamp.id, lamp.desiredVersion);
    try {
      const sent = await this.mqtt.publishDesired(
        lamp.serial,
        desiredMessage(lamp.desiredVersion, lamp.desiredState),
      );
      if (sent)
        await this.dataSource
          .getRepository(Lamp)
          .update(
            { id: lamp.id, publishedVersion: LessThan(lamp.desiredVersion) },
            { publishedVersion: lamp.desiredVersion },
          );
    } catch (error) {
      this.logger.warn({ msg: 'desired state not published', serial: lamp.serial, error: String(error) });
    } finally {
      if (this.inFlight.get(lamp.id) === lamp.desiredVersion) this.inFlight.delete(lamp.id);
    }
  }

  /**
   * The reconciliation pass: lamps whose candle or paid period ran out get their new desired state; lamps
   * whose latest version was never acknowledged are published again. Returns the lamps it touched.
   */
  async reconcile(): Promise<{ expired: number; republished: number }> {
    const now = this.clock.now();
    const lamps = this.dataSource.getRepository(Lamp);
    // The stored state still says flame, or on, although its time is over. Two queries, each read along
    // its own index (flame_until, paid_until), oldest first: their OR, in id order, scanned every lamp
    // (30 ms at 100 000 lamps, at every run of the job).
    const expiredBy = (column: 'flame_until' | 'paid_until', where: string) =>
      lamps
        .createQueryBuilder('lamp')
        .select(['lamp.id'])
        .where(`lamp.${column} <= :now${where}`, { now, off: '{"mode":0,%' })
        .orderBy(`lamp.${column}`, 'ASC')
        .limit(RECONCILE_BATCH)
        .getMany();
    const expiredIds = [
      ...(await expiredBy('flame_until', '')),
      // The stored form starts with the mode (serializeDesiredState): "not off yet".
      ...(await expiredBy(
        'paid_until',
        ' AND lamp.desired_state IS NOT NULL AND lamp.desired_state NOT LIKE :off',
      )),
    ].map((lamp) => lamp.id);
    const expired = [...new Set(expiredIds)].sort((a, b) => a - b).slice(0, RECONCILE_BATCH);
    const changed: number[] = [];
    for (const id of expired) {
      const moved = await this.dataSource.transaction(async (manager) => {
        const result = await this.refresh(manager, id, now);
        // The candle is over: forget it, so the lamp leaves this list.
        await manager
          .getRepository(Lamp)
          .update({ id, flameUntil: LessThanOrEqual(now) }, { flameUntil: null });
        return result;
      });
      if (moved) changed.push(id);
    }
    await this.publish(changed);

    let republished = 0;
    if (this.mqtt.enabled) {
      const unpublished = await lamps
        .createQueryBuilder('lamp')
        .select(['lamp.id'])
        .where('lamp.published_version < lamp.desired_version')
        .orderBy('lamp.id', 'ASC')
        .limit(RECONCILE_BATCH)
        .getMany();
      const ids = unpublished.map((lamp) => lamp.id).filter((id) => !changed.includes(id));
      await this.publish(ids);
      republished = ids.length;
    }
    return { expired: changed.length, republished };
  }
}
