import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { isDeadlock } from '../../database/deadlock';
import { DomainEvents, pageContentChanged } from '../domain-events/domain-events.service';
import { Clock } from '../scheduler/clock';
import type { Checkin } from './mqtt/checkin-payload';
import { LampCheckinRead, LampCheckinUpdate, type CheckinLamp } from './lamp-checkin-update';
import { LampNoticesService } from './lamp-notices.service';
import { LampUnit } from './lamp-unit.entity';
import { Lamp } from './lamp.entity';
import { publicLampOf } from './lamp-views';
import { checkinWindowSeconds } from './lamp-window';

/** Why a well-formed check-in changed nothing. */
export type CheckinRejection = 'unknown' | 'replayed';

export interface CheckinBatchResult {
  accepted: number;
  rejected: Array<{ serial: string; seq: number; reason: CheckinRejection }>;
  /** Incident messages queued (anomaly reported by the lamp, or recovery). */
  notices: number;
}

/** Conditional writes of one check-in before it gives way (each after reading the lamp again). */
const WRITE_ATTEMPTS = 3;
/** Runs of a batch that met a deadlock before it is given up (and logged by the consumer). */
const BATCH_ATTEMPTS = 3;

const wholeSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

/**
 * Applies lamps' check-ins to the database, a batch per transaction (docs/contracts.md "Lamps"). A
 * check-in counts only when its sequence is above the lamp's last one, so duplicates (QoS 1 redelivery),
 * replays and late arrivals never move a lamp's state backwards, whichever instance receives them. It
 * records the report, confirms the desired version the lamp applied, opens the next check-in window,
 * raises an anomaly for a reported fault and ends one when the lamp works again (with their messages),
 * and learns the connected lamps it lists.
 */
@Injectable()
export class LampCheckinsService {
  private readonly logger = new Logger(LampCheckinsService.name);
  private readonly updates = new LampCheckinUpdate();
  private readonly reads = new LampCheckinRead();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notices: LampNoticesService,
    private readonly domainEvents: DomainEvents,
    private readonly clock: Clock,
  ) {}

  /**
   * `checkins` holds at most one check-in per serial (the consumer keeps the newest). The lamps are written
   * in the order of their ids, so two batches that meet on some lamps lock them in the same order; a
   * deadlock all the same (with a job or another instance) runs the whole batch again, its rollback having
   * undone every write of it.
   */
  async apply(checkins: Checkin[]): Promise<CheckinBatchResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.applyOnce(checkins);
      } catch (error) {
        if (!isDeadlock(error) || attempt === BATCH_ATTEMPTS) throw error;
      }
    }
  }

  private async applyOnce(checkins: Checkin[]): Promise<CheckinBatchResult> {
    const result: CheckinBatchResult = { accepted: 0, rejected: [], notices: 0 };
    if (checkins.length === 0) return result;
    const receivedAt = wholeSeconds(this.clock.now().getTime());
    await this.dataSource.transaction(async (manager) => {
      const lamps = await this.reads.bySerials(
        manager,
        checkins.map((checkin) => checkin.serial),
      );
      const bySerial = new Map(lamps.map((lamp) => [lamp.serial, lamp]));
      const unitsSeen: Array<{ lamp: CheckinLamp; units: string[] }> = [];
      const idOf = (checkin: Checkin) => bySerial.get(checkin.serial)?.id ?? 0;
      for (const checkin of [...checkins].sort((a, b) => idOf(a) - idOf(b))) {
        const lamp = bySerial.get(checkin.serial);
        if (!lamp) {
          result.rejected.push({ serial: checkin.serial, seq: checkin.seq, reason: 'unknown' });
          continue;
        }
        const applied = await this.applyFresh(manager, lamp, checkin, receivedAt);
        if (!applied) {
          result.rejected.push({ serial: checkin.serial, seq: checkin.seq, reason: 'replayed' });
          continue;
        }
        result.accepted += 1;
        result.notices += applied.outcome.notices;
        if (applied.outcome.publicChanged)
          await this.domainEvents.raise(manager, pageContentChanged(lamp.deceasedId, 'lamp'));
        if (checkin.units) unitsSeen.push({ lamp: applied.lamp, units: checkin.units });
      }
      if (unitsSeen.length > 0) await this.recordUnits(manager, unitsSeen, receivedAt);
    });
    return result;
  }

  /**
   * Applies a check-in newer than the lamp's last one. The write is conditional on the state read; when
   * another writer changed it meanwhile (the missed-check-in job marked the lamp, another instance stored
   * a check-in), the lamp is read again and the check-in applied on top of what is there now, so a lamp
   * marked silent that did speak recovers at once. Null: the stored check-in is as new or newer.
   */
  private async applyFresh(
    manager: EntityManager,
    read: CheckinLamp,
    checkin: Checkin,
    receivedAt: Date,
  ): Promise<{ lamp: CheckinLamp; outcome: { notices: number; publicChanged: boolean } } | null> {
    let lamp: CheckinLamp | null = read;
    for (let attempt = 1; lamp && attempt <= WRITE_ATTEMPTS; attempt += 1) {
      if (lamp.lastSeq !== null && checkin.seq <= lamp.lastSeq) return null;
      const outcome = await this.applyOne(manager, lamp, checkin, receivedAt);
      if (outcome) return { lamp, outcome };
      [lamp = null] = await this.reads.byId(manager, lamp.id);
    }
    return null;
  }

  private async applyOne(
    manager: EntityManager,
    lamp: CheckinLamp,
    checkin: Checkin,
    receivedAt: Date,
  ): Promise<{ notices: number; publicChanged: boolean } | null> {
    const before = publicLampOf(lamp);
    const update: Partial<Lamp> = {
      lastSeq: checkin.seq,
      lastCheckinAt: receivedAt,
      reportedState: checkin.state,
      reportedMode: checkin.mode,
      battery: checkin.battery,
      firmware: checkin.firmware,
      faultCode: checkin.fault,
    };
    // The lamp confirms the version it applied; a version the server never issued confirms nothing.
    if (checkin.v > lamp.appliedVersion && checkin.v <= lamp.desiredVersion) {
      update.appliedVersion = checkin.v;
      if (checkin.v === lamp.desiredVersion) update.appliedNextConnection = lamp.secondsNextConnection;
    }
    // The next window (the confirmed sleep as this check-in leaves it).
    const window = checkinWindowSeconds(
      {
        secondsNextConnection: lamp.secondsNextConnection,
        appliedNextConnection: update.appliedNextConnection ?? lamp.appliedNextConnection,
      },
      this.config.lamps.graceSeconds,
    );
    update.checkDueAt = new Date(receivedAt.getTime() + window * 1000);

    const faulty = checkin.state > 1 || checkin.fault !== null;
    let notice: 'anomaly' | 'recovered' | null = null;
    if (faulty && !lamp.anomaly) {
      Object.assign(update, {
        anomaly: 1,
        anomalyReason: 'fault',
        anomalySince: receivedAt,
        incident: lamp.incident + 1,
      });
      notice = 'anomaly';
    } else if (faulty && lamp.anomalyReason !== 'fault') {
      // It talks again but is broken: the same incident, now a fault.
      update.anomalyReason = 'fault';
    } else if (!faulty && lamp.anomaly) {
      Object.assign(update, { anomaly: 0, anomalyReason: null, anomalySince: null });
      notice = 'recovered';
    }

    // Conditional on what was read: a newer check-in or an anomaly change by another instance wins.
    if (!(await this.updates.write(manager, lamp, checkin.seq, update))) return null;

    let notices = 0;
    if (notice === 'anomaly')
      notices = await this.notices.anomaly(manager, lamp, lamp.incident + 1, 'fault', receivedAt);
    else if (notice === 'recovered') notices = await this.notices.recovered(manager, lamp, lamp.incident);
    const after = publicLampOf({ ...lamp, ...update });
    const publicChanged =
      after.effectiveState !== before.effectiveState || after.setState !== before.setState;
    return { notices, publicChanged };
  }

  /**
   * Connected lamps: a unit first listed is recorded (off until its manager enables it); one listed by
   * another lamp stays with the lamp it was first seen on, and is logged.
   */
  private async recordUnits(
    manager: EntityManager,
    seen: Array<{ lamp: CheckinLamp; units: string[] }>,
    now: Date,
  ): Promise<void> {
    const units = manager.getRepository(LampUnit);
    const all = [...new Set(seen.flatMap((entry) => entry.units))];
    if (all.length === 0) return;
    const known = new Map(
      (
        await units.find({ select: { productionId: true, lampId: true }, where: { productionId: In(all) } })
      ).map((unit) => [unit.productionId, unit.lampId]),
    );
    const fresh: Array<Partial<LampUnit>> = [];
    const mine: string[] = [];
    for (const { lamp, units: listed } of seen) {
      for (const productionId of listed) {
        const owner = known.get(productionId);
        if (owner === undefined) {
          fresh.push({ lampId: lamp.id, productionId, enabled: 0, firstSeenAt: now, lastSeenAt: now });
          known.set(productionId, lamp.id);
        } else if (owner === lamp.id) mine.push(productionId);
        else
          this.logger.warn({
            msg: 'connected lamp listed by another lamp, ignored',
            serial: lamp.serial,
            productionId,
          });
      }
    }
    if (fresh.length > 0)
      await units.createQueryBuilder().insert().into(LampUnit).values(fresh).orIgnore().execute();
    if (mine.length > 0) await units.update({ productionId: In(mine) }, { lastSeenAt: now });
  }
}
