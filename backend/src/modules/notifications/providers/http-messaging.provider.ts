import type { HttpProviderConfig } from '../../../config/app-config';
import type { MessageProvider, OutgoingMessage } from './message-provider';

const TIMEOUT_MS = 15_000;

/**
 * WhatsApp or SMS through a provider's HTTP API: POST JSON { to, text } with a Bearer token; any answer
 * other than 2xx is a failure. The provider's message id is read from `id` or `messageId` when present.
 */
export class HttpMessagingProvider implements MessageProvider {
  constructor(private readonly config: HttpProviderConfig) {}

  async send(message: OutgoingMessage): Promise<{ providerId?: string }> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': `ricordo-outbox-${message.id}`,
    };
    if (this.config.token) headers.Authorization = `Bearer ${this.config.token}`;
    const response = await fetch(this.config.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ to: message.to, text: message.content.short }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${body.slice(0, 300)}`);
    try {
      const parsed = JSON.parse(body) as { id?: unknown; messageId?: unknown };
      const id = parsed.id ?? parsed.messageId;
      return typeof id === 'string' || typeof id === 'number' ? { providerId: String(id) } : {};
    } catch {
      return {};
    }
  }
}
