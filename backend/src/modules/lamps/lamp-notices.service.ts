import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { romeMinute } from '../../common/rome-time';
import { channelOf } from '../accounts/account-links.service';
import { AccountsService } from '../accounts/accounts.service';
import { OutboxService } from '../notifications/outbox.service';
import { LampSubscriber } from './lamp-subscriber.entity';
import { DeceasedService } from '../deceased/deceased.service';
import type { Lamp, LampAnomalyReason } from './lamp.entity';

export const MANAGER_PANEL_PATH = '/lampade-panel#lampade';

type LampRef = Pick<Lamp, 'id' | 'serial' | 'deceasedId' | 'managerUserId' | 'subscriberId'>;

/** Who hears about a lamp's incident, and how: the manager, the subscriber. */
interface Recipient {
  role: 'gestore' | 'abbonato';
  channel: 'email' | 'wa' | 'sms';
  to: string;
  name: string;
  userId: number | null;
  link: string;
}

/**
 * A lamp's anomaly and recovery messages, written in the caller's transaction through the outbox. Each
 * incident's messages have dedupe keys (lamp, incident number, recipient), so however many instances or
 * reruns see the incident, each recipient hears of it once, and of its recovery once.
 */
@Injectable()
export class LampNoticesService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly accounts: AccountsService,
    private readonly deceased: DeceasedService,
  ) {}

  async anomaly(
    manager: EntityManager,
    lamp: LampRef,
    incident: number,
    reason: LampAnomalyReason,
    since: Date,
  ): Promise<number> {
    return this.send(manager, lamp, (deceasedName, recipient) => ({
      template: 'lamp-anomaly' as const,
      dedupeKey: `lamp-anomaly:${lamp.id}:${incident}:${recipient.role}`,
      data: {
        name: recipient.name,
        deceasedName,
        serial: lamp.serial,
        reason,
        since: romeMinute(since),
        link: recipient.link,
      },
    }));
  }

  async recovered(manager: EntityManager, lamp: LampRef, incident: number): Promise<number> {
    return this.send(manager, lamp, (deceasedName, recipient) => ({
      template: 'lamp-recovered' as const,
      dedupeKey: `lamp-recovered:${lamp.id}:${incident}:${recipient.role}`,
      data: { name: recipient.name, deceasedName, serial: lamp.serial, link: recipient.link },
    }));
  }

  /** Queues one message per recipient; returns how many were new. */
  private async send(
    manager: EntityManager,
    lamp: LampRef,
    build: (
      deceasedName: string,
      recipient: Recipient,
    ) => {
      template: 'lamp-anomaly' | 'lamp-recovered';
      dedupeKey: string;
      data: Record<string, string>;
    },
  ): Promise<number> {
    const deceased = await this.deceased.findById(lamp.deceasedId, manager);
    const deceasedName = deceased ? `${deceased.name} ${deceased.surname}`.trim() : lamp.serial;
    let queued = 0;
    for (const recipient of await this.recipients(manager, lamp)) {
      const message = build(deceasedName, recipient);
      const result = await this.outbox.enqueue(manager, {
        channel: recipient.channel,
        to: recipient.to,
        template: message.template,
        data: message.data,
        userId: recipient.userId,
        dedupeKey: message.dedupeKey,
      });
      if (result.created) queued += 1;
    }
    return queued;
  }

  private async recipients(manager: EntityManager, lamp: LampRef): Promise<Recipient[]> {
    const recipients: Recipient[] = [];
    const user = await this.accounts.findById(lamp.managerUserId);
    const channel = user ? channelOf(user) : null;
    if (user && channel)
      recipients.push({
        role: 'gestore',
        ...channel,
        name: user.name,
        userId: user.id,
        link: MANAGER_PANEL_PATH,
      });
    const subscriber = lamp.subscriberId
      ? await manager.getRepository(LampSubscriber).findOneBy({ id: lamp.subscriberId })
      : null;
    if (subscriber)
      recipients.push({
        role: 'abbonato',
        channel: 'email',
        to: subscriber.email,
        name: subscriber.name,
        userId: null,
        link: `/memorial?000${lamp.deceasedId}`,
      });
    return recipients;
  }
}
