import type { OutboxChannel } from '../outbox-message.entity';
import type { RenderedMessage } from '../templates';

/** What a provider delivers: the rendered message for one recipient. */
export interface OutgoingMessage {
  /** The outbox row id (providers may use it as an idempotency reference). */
  id: number;
  channel: OutboxChannel;
  to: string;
  content: RenderedMessage;
}

/** One interface for every channel (DESIGN "Side effects"); a rejection is a failed attempt. */
export interface MessageProvider {
  send(message: OutgoingMessage): Promise<{ providerId?: string }>;
  close?(): Promise<void> | void;
}
