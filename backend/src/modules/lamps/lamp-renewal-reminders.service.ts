import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { euros } from '../../common/euros';
import { italianDay, lastRomeDayBefore } from '../../common/rome-time';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { randomToken, sha256Hex } from '../auth/crypto-tokens';
import { DeceasedService } from '../deceased/deceased.service';
import { OutboxService } from '../notifications/outbox.service';
import { publicLink } from '../notifications/templates';
import { Clock } from '../scheduler/clock';
import { lastPaymentAmounts } from './lamp-renewal-fees';
import { LampRenewalLink } from './lamp-renewal-link.entity';
import { LampSubscriber } from './lamp-subscriber.entity';
import { Lamp } from './lamp.entity';

/** The public page the renewal messages link to; its `token` is the permission. */
export const PAY_ONLINE_PATH = '/rinnovo-lampada';
/** Lamps one reminder pass looks at per kind (the next pass takes the rest). */
const REMINDER_BATCH = 500;
/** The switched-off notice goes only for periods that ended this recently (not for lamps off for years). */
const OFF_NOTICE_DAYS = 7;

const DAY_MS = 86_400_000;

export interface ReminderPass {
  reminded30: number;
  reminded7: number;
  switchedOff: number;
}

/**
 * The lamp year's messages to subscribers (docs/contracts.md "The lamp year", reminders): 30 and 7 days
 * before the paid period's end, and the switched-off notice when it ended unpaid, each with a new
 * pay-online link.
 */
@Injectable()
export class LampRenewalRemindersService {
  private readonly logger = new Logger(LampRenewalRemindersService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly deceased: DeceasedService,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  /**
   * The reminders (30 and 7 days before the paid period's end) and the switched-off notice (the period
   * ended unpaid), each once per lamp and period: the lamp row records the period it was sent for, in the
   * transaction that queues the message (with a dedupe key too). Run by LampJobs under its job lock.
   */
  async remind(): Promise<ReminderPass> {
    const now = this.clock.now();
    const in7 = new Date(now.getTime() + 7 * DAY_MS);
    const in30 = new Date(now.getTime() + 30 * DAY_MS);
    const ago = new Date(now.getTime() - OFF_NOTICE_DAYS * DAY_MS);
    const reminded30 = await this.sendAll('reminded_30_for', 'reminded30For', in7, in30, '30');
    const reminded7 = await this.sendAll('reminded_7_for', 'reminded7For', now, in7, '7');
    const switchedOff = await this.sendAll('off_notice_for', 'offNoticeFor', ago, now, 'off');
    return { reminded30, reminded7, switchedOff };
  }

  private async sendAll(
    column: 'reminded_30_for' | 'reminded_7_for' | 'off_notice_for',
    property: 'reminded30For' | 'reminded7For' | 'offNoticeFor',
    after: Date,
    upTo: Date,
    kind: '30' | '7' | 'off',
  ): Promise<number> {
    const lamps = await this.dataSource
      .getRepository(Lamp)
      .createQueryBuilder('lamp')
      .where('lamp.paid_until > :after AND lamp.paid_until <= :upTo', { after, upTo })
      .andWhere('lamp.subscriber_id IS NOT NULL')
      .andWhere(`(lamp.${column} IS NULL OR lamp.${column} <> lamp.paid_until)`)
      .orderBy('lamp.paid_until', 'ASC')
      .limit(REMINDER_BATCH)
      .getMany();
    const fees = await lastPaymentAmounts(
      this.dataSource,
      lamps.map((lamp) => lamp.id),
    );
    let sent = 0;
    for (const lamp of lamps) {
      const done = await this.dataSource.transaction(async (manager) => {
        // Conditional on the period read: a payment meanwhile (a new period) or another pass wins.
        const claimed = await manager
          .createQueryBuilder()
          .update(Lamp)
          .set({ [property]: lamp.paidUntil })
          .where(`id = :id AND paid_until = :paidUntil AND (${column} IS NULL OR ${column} <> paid_until)`, {
            id: lamp.id,
            paidUntil: lamp.paidUntil,
          })
          .execute();
        if (claimed.affected !== 1) return false;
        return this.sendRenewalMessage(manager, lamp, kind, lamp.yearlyFeeCents ?? fees.get(lamp.id) ?? null);
      });
      if (done) sent += 1;
    }
    if (sent > 0) this.logger.log({ msg: 'lamp renewal messages queued', kind, lamps: sent });
    return sent;
  }

  /**
   * Queues one renewal message with a new pay-online link: the lamp keeps the newest link's hash, and every
   * link is kept with the period it was sent for (an older link of the same period still pays it).
   */
  private async sendRenewalMessage(
    manager: EntityManager,
    lamp: Lamp,
    kind: '30' | '7' | 'off',
    feeCents: number | null,
  ): Promise<boolean> {
    const subscriber = await manager.getRepository(LampSubscriber).findOneBy({ id: lamp.subscriberId! });
    const channel = subscriber ? subscriberChannel(subscriber) : null;
    if (!subscriber || !channel) return false;
    const token = randomToken();
    const tokenHash = sha256Hex(token);
    await manager.getRepository(Lamp).update({ id: lamp.id }, { renewalTokenHash: tokenHash });
    await manager.getRepository(LampRenewalLink).insert({
      lampId: lamp.id,
      tokenHash,
      periodEnd: lamp.paidUntil!,
      createdAt: new Date(Math.floor(this.clock.now().getTime() / 1000) * 1000),
    });
    const deceased = await this.deceased.findById(lamp.deceasedId, manager);
    const paidUntilDay = lastRomeDayBefore(lamp.paidUntil!);
    const common = {
      name: subscriber.name,
      deceasedName: deceased ? `${deceased.name} ${deceased.surname}`.trim() : lamp.serial,
      serial: lamp.serial,
      paidUntil: italianDay(paidUntilDay),
      link: publicLink(this.config.publicUrl, PAY_ONLINE_PATH, { token }),
    };
    const dedupeKey = `lamp-renewal:${kind}:${lamp.id}:${paidUntilDay}`;
    const message =
      kind === 'off'
        ? { template: 'lamp-switched-off' as const, data: common }
        : {
            template: 'lamp-renewal-reminder' as const,
            data: {
              ...common,
              days: kind,
              amount: feeCents === null ? 'indicato dal gestore' : euros(feeCents),
            },
          };
    const queued = await this.outbox.enqueue(manager, { ...channel, ...message, userId: null, dedupeKey });
    return queued.created;
  }
}

/** The subscriber's channel: their e-mail (every subscriber has one), else WhatsApp to their phone. */
function subscriberChannel(
  subscriber: Pick<LampSubscriber, 'email' | 'telephone'>,
): { channel: 'email' | 'wa'; to: string } | null {
  if (subscriber.email) return { channel: 'email', to: subscriber.email };
  if (subscriber.telephone) return { channel: 'wa', to: subscriber.telephone };
  return null;
}
