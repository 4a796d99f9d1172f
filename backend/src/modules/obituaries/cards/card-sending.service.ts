import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { channelOf, timeSlot } from '../../accounts/account-links.service';
import type { User } from '../../accounts/user.entity';
import { CARD_PHONE_MAX } from '../../../common/spec-limits';
import { OutboxService } from '../../notifications/outbox.service';
import { Clock } from '../../scheduler/clock';
import { CardErrors } from './cards.errors';
import { CardSubjectService } from './card-subject.service';

/** The card modal's number box: digits only, 1-9 of them (spec panels §5, §9 "phone for card modal under 10"). */
const CARD_PHONE = new RegExp(`^\\d{1,${CARD_PHONE_MAX}}$`);
/** The modal's dial code (spec panels §9 "default dial code 39"). */
const DIAL_CODE = '39';

export interface CardSent {
  /** The outbox message queued (or the one queued by the same request a moment ago). */
  messageId: number;
  /** '+39-{digits}', as the outbox and the accounts write phones. */
  to: string;
  /** The link the message carries. */
  link: string;
}

export interface PageDataSent {
  messageId: number;
  channel: 'email' | 'wa' | 'sms';
}

/**
 * The messages of the cards (spec panels §5, §7, §8; DESIGN "Side effects"): each written to the outbox in
 * one transaction, delivered by the worker. A request repeated within a minute queues nothing new.
 */
@Injectable()
export class CardSendingService {
  constructor(
    private readonly subjects: CardSubjectService,
    private readonly outbox: OutboxService,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** sendCard: the notice (and its manifesto image) by WhatsApp to the number typed in the modal. */
  async sendCard(rawId: string, rawPhone: string, viewer: User): Promise<CardSent> {
    const phone = rawPhone.trim();
    if (!CARD_PHONE.test(phone)) throw CardErrors.phoneInvalid();
    const subject = await this.subjects.load(rawId, viewer, 'partner');
    const to = `+${DIAL_CODE}-${phone}`;
    const id = subject.deceased.id;
    const slot = timeSlot(this.clock.now(), 60_000);
    const result = await this.dataSource.transaction((manager) =>
      this.outbox.enqueue(manager, {
        channel: 'wa',
        to,
        template: 'obituary-card',
        data: {
          deceasedName: subject.fullName,
          sender: subject.partner?.name ?? 'Ricordo',
          link: subject.links.page,
          manifestoLink: subject.links.manifesto,
        },
        dedupeKey: `obituary-card:${id}:${to}:${slot}`,
      }),
    );
    return { messageId: result.id, to, link: subject.links.page };
  }

  /**
   * partnerSend: the page data (links, plaque code, verification code) sent to the signed-in partner (or
   * admin) itself, by its preferred contact, to forward to the family or keep.
   */
  async partnerSend(rawId: string, viewer: User): Promise<PageDataSent> {
    const subject = await this.subjects.load(rawId, viewer, 'partner');
    const channel = channelOf(viewer);
    if (!channel) throw CardErrors.noContact();
    const id = subject.deceased.id;
    const slot = timeSlot(this.clock.now(), 60_000);
    const result = await this.dataSource.transaction((manager) =>
      this.outbox.enqueue(manager, {
        channel: channel.channel,
        to: channel.to,
        template: 'page-data',
        userId: viewer.id,
        data: {
          name: viewer.name,
          deceasedName: subject.fullName,
          link: subject.links.page,
          bookLink: subject.links.book,
          cardLink: `/api/deceasedCard/000${id}`,
          code: subject.plaque?.code ?? null,
          verificationCode: subject.plaque?.verificationCode ?? null,
        },
        dedupeKey: `page-data:${id}:${viewer.id}:${slot}`,
      }),
    );
    return { messageId: result.id, channel: channel.channel };
  }
}
