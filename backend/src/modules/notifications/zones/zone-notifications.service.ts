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
const SILENCED_PER_UPDATE = 1000;

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
    let told = 0;
    let queued = 0;
    for (const subscriber of subscribers) {
      if (already.has(subscriber.id)) continue;
      const realtime = subscriber.frequency === 'realtime' && subscriber.to !== null;
      await notifications
        .createQueryBuilder()
        .insert()
        .into(ObituaryNotification)
        .values({
          userId: subscriber.id,
          deceasedId: obituary.deceasedId,
          deceasedName: obituary.deceasedName.slice(0, 201),
          place: obituary.place.slice(0, 255),
          status: subscriber.to === null ? 'dropped' : realtime ? 'told' : 'pending',
          createdAt: now,
          toldAt: realtime ? now : null,
        })
        .orIgnore()
        .execute();
      if (!realtime || subscriber.to === null) {
        if (subscriber.to !== null) queued += 1;
        continue;
      }
      const unsubscribeLink = await this.unsubscribeLink(manager, subscriber.id, now);
      // The dedupe key backs the unique row above when two publications race.
      const result = await this.outbox.enqueue(manager, {
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
          unsubscribeLink,
        },
      });
      if (result.created) told += 1;
    }
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
    for (const userId of userIds) {
      const sent = await this.dataSource.transaction((manager) =>
        this.digestFor(manager, userId, period, now),
      );
      if (sent > 0) {
        messages += 1;
        obituaries += sent;
      }
    }
    return { messages, obituaries };
  }

  private async digestFor(
    manager: EntityManager,
    userId: number,
    period: DigestPeriod,
    now: Date,
  ): Promise<number> {
    const subscriber = await this.accounts.notificationTarget(manager, userId);
    if (!subscriber) return 0;
    const repository = manager.getRepository(ObituaryNotification);
    const rows = await repository.find({ where: { userId, status: 'pending' }, order: { id: 'ASC' } });
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => row.id);
    if (subscriber.to === null) {
      await repository.update({ id: In(ids), status: 'pending' }, { status: 'dropped', toldAt: now });
      return 0;
    }
    // Only rows still pending are taken: a concurrent digest that got here first leaves nothing to claim.
    const marked = await repository.update(
      { id: In(ids), status: 'pending' },
      { status: 'told', toldAt: now },
    );
    if (marked.affected !== ids.length) throw new Error(`Digest for user ${userId} raced with another run`);
    await this.outbox.enqueue(manager, {
      channel: subscriber.channel,
      to: subscriber.to,
      template: 'obituary-digest',
      userId,
      dedupeKey: `obituary-digest:${userId}:${ids[0]}-${ids[ids.length - 1]}:${ids.length}`,
      data: {
        name: subscriber.name,
        period,
        names: rows.map((row) => row.deceasedName),
        places: rows.map((row) => row.place),
        links: rows.map((row) => publicLink(this.config.publicUrl, obituaryPath(row.deceasedId))),
        unsubscribeLink: await this.unsubscribeLink(manager, userId, now),
      },
    });
    return rows.length;
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
    for (const ids of chunks(
      silenced.map((target) => target.id),
      SILENCED_PER_UPDATE,
    ))
      await this.dataSource
        .getRepository(ObituaryNotification)
        .update({ status: 'pending', userId: In(ids) }, { status: 'dropped', toldAt: now });
  }

  private async unsubscribeLink(manager: EntityManager, userId: number, now: Date): Promise<string> {
    const token = await this.tokens.issue(userId, 'unsubscribe', UNSUBSCRIBE_TTL_MS, { manager, now });
    return publicLink(this.config.publicUrl, '/unsubscribe', { token });
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
