import { Injectable, Logger } from '@nestjs/common';
import { DataSource, In, IsNull } from 'typeorm';
import { Clock } from '../../scheduler/clock';
import { OutboxMessage, type DeliveryState, type OutboxChannel } from '../outbox-message.entity';
import { OutboxService } from '../outbox.service';
import { MessageProviders } from '../providers/message-providers';
import { isTemplateName, type TemplateData } from '../templates';
import { FallbackContacts } from './fallback-contacts';

/** One status of one message, as a provider's webhook reports it. */
export interface DeliveryReport {
  channel: Extract<OutboxChannel, 'wa' | 'sms'>;
  /** The id the provider answered at send (a wamid, a Twilio SM… sid). */
  providerId: string;
  state: DeliveryState;
  /** The provider's reason for a failure. */
  error?: string;
}

export type ReportOutcome = 'recorded' | 'ignored' | 'unknown';

/**
 * The states a report may follow. Providers do not promise order (a 'sent' may arrive after 'delivered'),
 * so a state never goes back, and 'failed' counts only before the message reached the phone.
 */
const AFTER: Record<DeliveryState, Array<DeliveryState | null>> = {
  sent: [null],
  delivered: [null, 'sent'],
  read: [null, 'sent', 'delivered'],
  failed: [null, 'sent'],
};

/**
 * Records the providers' delivery reports on the outbox rows (docs/contracts.md "Messaging") and sends a
 * message whose WhatsApp or SMS failed (reported failed, or dead after the provider's refusals) again by
 * another channel of the same person: WhatsApp → the account's e-mail, else SMS to the same number; SMS →
 * the account's e-mail.
 */
@Injectable()
export class DeliveryReportsService {
  private readonly logger = new Logger(DeliveryReportsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly providers: MessageProviders,
    private readonly contacts: FallbackContacts,
    private readonly clock: Clock,
  ) {}

  async record(report: DeliveryReport): Promise<ReportOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const rows = manager.getRepository(OutboxMessage);
      const message = await rows.findOneBy({ channel: report.channel, providerId: report.providerId });
      if (!message) return 'unknown';
      const previous = AFTER[report.state];
      const allowed = previous.filter((state): state is DeliveryState => state !== null);
      // Conditional on the state read, so of two reports racing only one moves the row (and falls back).
      const updated = await rows.update(
        [
          { id: message.id, delivery: IsNull() },
          ...(allowed.length > 0 ? [{ id: message.id, delivery: In(allowed) }] : []),
        ],
        {
          delivery: report.state,
          deliveryAt: this.clock.now(),
          ...(report.state === 'failed'
            ? { lastError: (report.error || 'Messaggio non consegnato').slice(0, 1000) }
            : {}),
        },
      );
      if (updated.affected !== 1) return 'ignored';
      if (report.state === 'failed') await this.fallBack(manager, message);
      return 'recorded';
    });
  }

  /** The fallback of a message that went dead at the provider's refusals (OutboxWorker). */
  async fallBackFor(messageId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const message = await manager.getRepository(OutboxMessage).findOneBy({ id: messageId });
      if (message) await this.fallBack(manager, message);
    });
  }

  private async fallBack(
    manager: Parameters<OutboxService['enqueue']>[0],
    message: OutboxMessage,
  ): Promise<void> {
    if (!isTemplateName(message.template)) return;
    const person = await this.contacts.of(manager, message.userId);
    let channel: OutboxChannel | null = null;
    let to: string | null = null;
    if (person?.email) [channel, to] = ['email', person.email];
    else if (message.channel === 'wa' && this.providers.for('sms'))
      [channel, to] = ['sms', message.recipient];
    if (!channel || !to) {
      this.logger.warn(`Outbox message ${message.id} (${message.channel}) failed and has no other channel`);
      return;
    }
    await this.outbox.enqueue(manager, {
      channel,
      to,
      template: message.template,
      data: JSON.parse(message.payload) as TemplateData,
      userId: message.userId,
      dedupeKey: `fallback:${message.id}`,
    });
  }
}
