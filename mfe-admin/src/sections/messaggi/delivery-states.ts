import type { Schema } from '@ricordo/shared-design';

export type OutboxMessage = Schema<'OutboxItemDto'>;

/** What the providers reported (WhatsApp status webhook, Twilio status callback). */
const DELIVERY: Record<NonNullable<OutboxMessage['delivery']>, string> = {
  sent: 'Inviato',
  delivered: 'Consegnato',
  read: 'Letto',
  failed: 'Non consegnato',
};

/** Before any report: where the message is in the outbox. */
const OUTBOX: Record<OutboxMessage['status'], string> = {
  pending: 'In coda',
  sending: 'In invio',
  sent: 'Inviato',
  held: 'In attesa del canale',
  dead: 'Non recapitato',
};

/** The message's state in Italian: the provider's last report when there is one, else the outbox's. */
export function deliveryState(message: Pick<OutboxMessage, 'status' | 'delivery'>): string {
  return message.delivery ? DELIVERY[message.delivery] : OUTBOX[message.status];
}

/** The section's filters: what the outbox gave up on (default), what the providers could not deliver, all. */
export const FILTERS = {
  dead: { label: 'Non recapitati', query: { status: 'dead' } },
  failed: { label: 'Non consegnati', query: { delivery: 'failed' } },
  all: { label: 'Tutti i messaggi', query: {} },
} as const;

export type FilterKey = keyof typeof FILTERS;
