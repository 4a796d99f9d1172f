import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { AccountsService, type NotificationTarget } from '../../accounts/accounts.service';
import type { NotificationFrequency } from '../../accounts/user.entity';
import { OneShotTokensService } from '../../auth/one-shot-tokens.service';
import { chunks } from '../../../database/chunks';
import { Clock } from '../../scheduler/clock';
import { OutboxService } from '../outbox.service';
import { publicLink } from '../templates';
import { ObituaryNotification } from './obituary-notification.entity';

/** A place an obituary refers to; each zone field that a subscriber set must equal the place's. */
export interface ZonePlace {
  regionId: number;
  provinceId: number | null;
  locationId: number | null;
  cap: string | null;
}

export interface PublishedObituary {
  deceasedId: number;
  /** 'Name Surname' as published. */
  deceasedName: string;
  /** Where, for people: e.g. 'Milano (MI)'. */
  place: string;
  places: ZonePlace[];
}

export type DigestPeriod = 'daily' | 'weekly';

/** Unsubscribe links in zone messages stay valid for a long while: people read digests late. */
const UNSUBSCRIBE_TTL_MS = 180 * 24 * 60 * 60_000;
/** Ids per UPDATE … IN (…), under every engine's parameter limit. */
const IDS_PER_UPDATE = 1000;
/**
 * Subscribers whose digests one transaction writes: a few statements for the whole batch (one transaction
 * each cost a national day's 15 000 digests 85 s on MariaDB), and a batch stays a short transaction.
 */
const DIGESTS_PER_TRANSACTION = 200;
/** Notification rows per multi-row INSERT (seven values each), under every engine's parameter limit. */
const ROWS_PER_INSERT = 100;

/** The obituary's public page (spec public §2: cards link to /memorial?000{id}). */
export function obituaryPath(deceasedId: number): string {
  return `/memorial?000${deceasedId}`;
}

/**
 * Notifications by zone (spec public §3 "Notification preference"): subscribers of an obituary's zone are
 * told by their channel, at once or in a daily or weekly digest, each message with an unsubscribe link;
 * `obituary_notifications` (unique per person and obituary) makes sure nobody is told twice.
 */
@Injectable()
export class ZoneNotificationsService {
  private readonly logger = new Logger(ZoneNotificationsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxService,
    private readonly accounts: AccountsService,
    private readonly tokens: OneShotTokensService,
    private readonly clock: Clock,
  ) {}

  /**
   * Called in the publishing transaction: realtime subscribers get their message queued now, daily and
   * weekly ones get a pending row for their next digest. Publishing again tells nobody again.
   */
  async obituaryPublished(
    manager: EntityManager,
    obituary: PublishedObituary,
  ): Promise<{ told: number; queued: number }> {
    const subscribers = await this.findSubscribers(manager, obituary.places);
    if (subscribers.length === 0) return { told: 0, queued: 0 };
    const notifications = manager.getRepository(ObituaryNotification);
    const already = new Set(
      (
        await notifications.find({
          where: {
            deceasedId: obituary.deceasedId,
            userId: In(subscribers.map((subscriber) => subscriber.id)),
          },
          select: { userId: true },
        })
      ).map((row) => row.userId),
    );
    const now = this.clock.now();
    const fresh = subscribers.filter((subscriber) => !already.has(subscriber.id));
    const realtime = fresh.filter(
      (subscriber): subscriber is NotificationTarget & { to: string } =>
        subscriber.frequency === 'realtime' && subscriber.to !== null,
    );
    const toldNow = new Set(realtime.map((subscriber) => subscriber.id));
    // One row per person (unique: a publication racing this one leaves its rows, these are ignored).
    for (const batch of chunks(fresh, ROWS_PER_INSERT))
      await notifications
        .createQueryBuilder()
        .insert()
        .into(ObituaryNotification)
        .values(
          batch.map((subscriber) => ({
            userId: subscriber.id,
            deceasedId: obituary.deceasedId,
            deceasedName: obituary.deceasedName.slice(0, 201),
            place: obituary.place.slice(0, 255),
            status: subscriber.to === null ? 'dropped' : toldNow.has(subscriber.id) ? 'told' : 'pending',
            createdAt: now,
            toldAt: toldNow.has(subscriber.id) ? now : null,
          })),
        )
        .orIgnore()
        .updateEntity(false)
        .execute();
    const queued = fresh.filter((subscriber) => subscriber.to !== null).length - realtime.length;
    const links = await this.unsubscribeLinks(
      manager,
      realtime.map((subscriber) => subscriber.id),
      now,
    );
    // The dedupe key backs the unique row above when two publications race.
    const told = await this.outbox.enqueueMany(
      manager,
      realtime.map((subscriber, index) => ({
        channel: subscriber.channel,
        to: subscriber.to,
        template: 'obituary-realtime',
        userId: subscriber.id,
        dedupeKey: `obituary-realtime:${subscriber.id}:${obituary.deceasedId}`,
        data: {
          name: subscriber.name,
          deceasedName: obituary.deceasedName,
          place: obituary.place,
          link: publicLink(this.config.publicUrl, obituaryPath(obituary.deceasedId)),
          unsubscribeLink: links[index],
        },
      })),
    );
    return { told, queued };
  }

  /**
   * Writes one digest per subscriber listing every obituary still pending for them, and marks those rows
   * told. Daily covers daily subscribers (and realtime ones left with pending rows after a change of
   * preference); weekly covers weekly ones. Rows of people who turned notifications off are dropped.
   * Run through SchedulerService.runExclusive (see DigestScheduler).
   */
  async sendDigests(period: DigestPeriod): Promise<{ messages: number; obituaries: number }> {
    const now = this.clock.now();
    const frequencies: NotificationFrequency[] = period === 'daily' ? ['daily', 'realtime'] : ['weekly'];
    const targets = await this.pendingTargets();
    if (period === 'daily')
      await this.dropSilenced(
        targets.filter((target) => !listening(target)),
        now,
      );
    const userIds = targets
      .filter((target) => listening(target) && frequencies.includes(target.frequency))
      .map((target) => target.id);

    let messages = 0;
    let obituaries = 0;
    for (const batch of chunks(userIds, DIGESTS_PER_TRANSACTION)) {
      const sent = await this.dataSource.transaction((manager) =>
        this.digestsFor(manager, batch, period, now),
      );
      messages += sent.messages;
      obituaries += sent.obituaries;
    }
    return { messages, obituaries };
  }

  /**
   * The digests of a batch of subscribers, in the caller's transaction: their pending rows read at once,
   * marked told (dropped for whoever has no contact any more), and one message each queued with its
   * unsubscribe link, in a few statements for the whole batch.
   */
  private async digestsFor(
    manager: EntityManager,
    userIds: number[],
    period: DigestPeriod,
    now: Date,
  ): Promise<{ messages: number; obituaries: number }> {
    const repository = manager.getRepository(ObituaryNotification);
    const pending = new Map<number, ObituaryNotification[]>();
    for (const row of await repository.find({
      where: { userId: In(userIds), status: 'pending' },
      order: { id: 'ASC' },
    }))
      if (pending.has(row.userId)) pending.get(row.userId)!.push(row);
      else pending.set(row.userId, [row]);
    const digests: Array<{ subscriber: NotificationTarget & { to: string }; rows: ObituaryNotification[] }> =
      [];
    const unreachable: number[] = [];
    for (const subscriber of await this.accounts.notificationTargets(manager, [...pending.keys()])) {
      const rows = pending.get(subscriber.id)!;
      if (subscriber.to === null) unreachable.push(...rows.map((row) => row.id));
      else digests.push({ subscriber: { ...subscriber, to: subscriber.to }, rows });
    }
    await this.markPending(manager, 'id', unreachable, 'dropped', now);
    const told = digests.flatMap((digest) => digest.rows.map((row) => row.id));
    // Only rows still pending are taken: a concurrent digest that got here first leaves nothing to claim.
    if ((await this.markPending(manager, 'id', told, 'told', now)) !== told.length)
      throw new Error(
        `Digests for users ${userIds[0]}-${userIds[userIds.length - 1]} raced with another run`,
      );
    const links = await this.unsubscribeLinks(
      manager,
      digests.map((digest) => digest.subscriber.id),
      now,
    );
    await this.outbox.enqueueMany(
      manager,
      digests.map(({ subscriber, rows }, index) => {
        const ids = rows.map((row) => row.id);
        return {
          channel: subscriber.channel,
          to: subscriber.to,
          template: 'obituary-digest',
          userId: subscriber.id,
          dedupeKey: `obituary-digest:${subscriber.id}:${ids[0]}-${ids[ids.length - 1]}:${ids.length}`,
          data: {
            name: subscriber.name,
            period,
            names: rows.map((row) => row.deceasedName),
            places: rows.map((row) => row.place),
            links: rows.map((row) => publicLink(this.config.publicUrl, obituaryPath(row.deceasedId))),
            unsubscribeLink: links[index],
          },
        };
      }),
    );
    return { messages: digests.length, obituaries: told.length };
  }

  /** Marks the pending rows of these ids (rows by `id`, or people by `userId`) `status`; answers how many. */
  private async markPending(
    manager: EntityManager,
    by: 'id' | 'userId',
    ids: number[],
    status: 'told' | 'dropped',
    now: Date,
  ): Promise<number> {
    let marked = 0;
    for (const batch of chunks(ids, IDS_PER_UPDATE))
      marked +=
        (
          await manager
            .getRepository(ObituaryNotification)
            .update({ [by]: In(batch), status: 'pending' }, { status, toldAt: now })
        ).affected ?? 0;
    return marked;
  }

  /** Whom rows wait for, with their current preferences (an account deleted takes its rows along). */
  private async pendingTargets(): Promise<NotificationTarget[]> {
    const rows = await this.dataSource
      .getRepository(ObituaryNotification)
      .createQueryBuilder('notification')
      .select('DISTINCT notification.userId', 'userId')
      .where("notification.status = 'pending'")
      .getRawMany<{ userId: number | string }>();
    return this.accounts.notificationTargets(
      this.dataSource.manager,
      rows.map((row) => Number(row.userId)),
    );
  }

  /** Pending rows of people who turned notifications off are never sent. */
  private async dropSilenced(silenced: NotificationTarget[], now: Date): Promise<void> {
    await this.markPending(
      this.dataSource.manager,
      'userId',
      silenced.map((target) => target.id),
      'dropped',
      now,
    );
  }

  private async unsubscribeLinks(manager: EntityManager, userIds: number[], now: Date): Promise<string[]> {
    const tokens = await this.tokens.issueMany(userIds, 'unsubscribe', UNSUBSCRIBE_TTL_MS, { manager, now });
    return tokens.map((token) => publicLink(this.config.publicUrl, '/unsubscribe', { token }));
  }

  /** The zone's subscribers (AccountsService.findZoneSubscribers), warning about the unreachable ones. */
  private async findSubscribers(manager: EntityManager, places: ZonePlace[]): Promise<NotificationTarget[]> {
    const subscribers = await this.accounts.findZoneSubscribers(manager, places);
    const unreachable = subscribers.filter((subscriber) => subscriber.to === null);
    if (unreachable.length > 0)
      this.logger.warn(
        `Zone subscribers without their preferred contact: ${unreachable.map((s) => s.id).join(', ')}`,
      );
    return subscribers;
  }
}

/** Notifications on, at some frequency: whoever else has pending rows will not get them. */
function listening(target: NotificationTarget): boolean {
  return target.active && target.frequency !== 'never';
}
