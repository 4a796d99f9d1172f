import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, LessThan, Like } from 'typeorm';
import { Clock } from '../scheduler/clock';
import { LampWatch } from './lamp-watch.entity';

/** The deployment's identity, created by its first start (its share group is named after it). */
const DEPLOYMENT_KEY = '#deployment';
/** `at`: the last moment check-ins may have been lost; every lamp gets a full window from it. */
const WATCH_FROM_KEY = '#watch-from';
/** One row per instance (`listener:` and a hash of its client id), `at` its heartbeat. */
const LISTENER_PREFIX = 'listener:';
/** How often an instance writes its heartbeat. */
export const LISTENER_HEARTBEAT_MS = 10_000;
/** An instance whose heartbeat is older than this has left (crashed, scaled in, cut off). */
export const LISTENER_STALE_MS = 45_000;

const listenerKey = (clientId: string) =>
  `${LISTENER_PREFIX}${createHash('sha256').update(clientId).digest('hex').slice(0, 40)}`;

/**
 * Who hears the lamps (docs/contracts.md "Lamps", "Who hears the lamps"), kept in `lamp_watch` so
 * every instance and the missed-check-in job (on whichever instance) see the same picture:
 * - the deployment id, so two deployments on one broker are two share groups;
 * - each instance's MQTT connection (connected or not, heartbeat);
 * - "watch from": the last moment a check-in may have been lost (an instance connected, lost its
 *   connection or left without a word); a lamp is judged only one full window after it.
 */
@Injectable()
export class LampWatchService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  private get rows() {
    return this.dataSource.getRepository(LampWatch);
  }

  /** The deployment's id (12 hex digits), created by the first instance that asks. */
  async deploymentId(): Promise<string> {
    await this.rows
      .createQueryBuilder()
      .insert()
      .into(LampWatch)
      .values({ name: DEPLOYMENT_KEY, value: randomBytes(6).toString('hex'), at: this.clock.now() })
      .orIgnore()
      .execute();
    const row = await this.rows.findOneByOrFail({ name: DEPLOYMENT_KEY });
    return row.value!;
  }

  /**
   * This instance's row: whether its connection is up, and its heartbeat. `changed`: the connection just
   * came up or went down, so check-ins may have been lost (on the broker's side or in flight).
   */
  async listening(clientId: string, connected: boolean, changed: boolean): Promise<void> {
    const now = this.clock.now();
    await this.rows.upsert(
      { name: listenerKey(clientId), value: clientId.slice(0, 64), connected: connected ? 1 : 0, at: now },
      ['name'],
    );
    if (changed) await this.watchFrom(now);
  }

  /** A clean leave (shutdown): everything this instance acknowledged was written; nothing is lost. */
  async left(clientId: string): Promise<void> {
    await this.rows.delete({ name: listenerKey(clientId) });
  }

  /**
   * When the missed-check-in job may judge a lamp: null while no instance is connected (nobody hears the
   * lamps); else the moment since which check-ins have surely been heard (a lamp is late only one full
   * window after it). An instance whose heartbeat stopped has left: its row goes, and the watch starts
   * again now (its last check-ins may be lost with it).
   */
  async judgeFrom(): Promise<Date | null> {
    const now = this.clock.now();
    const rows = await this.rows.find({ where: { name: Like(`${LISTENER_PREFIX}%`) } });
    let heard = false;
    let departed = false;
    const staleBefore = new Date(now.getTime() - LISTENER_STALE_MS);
    for (const row of rows) {
      if (row.at < staleBefore) {
        // Conditional: a heartbeat that came meanwhile keeps the row (and the instance).
        const removed = await this.rows.delete({ name: row.name, at: LessThan(staleBefore) });
        if (removed.affected !== 0) departed = true;
        continue;
      }
      if (row.connected) heard = true;
    }
    if (departed) await this.watchFrom(now);
    if (!heard) return null;
    const watch = await this.rows.findOneBy({ name: WATCH_FROM_KEY });
    return watch?.at ?? new Date(0);
  }

  /** Moves "watch from" to `at` (never back), rounded up to a whole second (what a datetime column keeps). */
  private async watchFrom(moment: Date): Promise<void> {
    const at = new Date(Math.ceil(moment.getTime() / 1000) * 1000);
    await this.rows
      .createQueryBuilder()
      .insert()
      .into(LampWatch)
      .values({ name: WATCH_FROM_KEY, value: null, at })
      .orIgnore()
      .execute();
    await this.rows.update({ name: WATCH_FROM_KEY, at: LessThan(at) }, { at });
  }
}
