import type { WhatsAppCloudConfig } from '../../../config/messaging-providers-config';
import type { MessageProvider, OutgoingMessage } from './message-provider';
import { whatsAppId } from './phone-numbers';

const TIMEOUT_MS = 15_000;

/** The Graph API's error answer: { error: { message, type, code, error_data?, fbtrace_id } }. */
interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/**
 * WhatsApp through the WhatsApp Business Platform Cloud API: POST {graph}/{version}/{phone-number-id}/messages
 * with the bearer token. Outside a conversation only approved templates may be sent, so every message is
 * its kind's template (templates/*.templates.ts) with the body parameters; the answer's messages[0].id
 * (a wamid) is the provider id the status webhook names.
 */
export class WhatsAppCloudProvider implements MessageProvider {
  constructor(private readonly config: WhatsAppCloudConfig) {}

  async send(message: OutgoingMessage): Promise<{ providerId?: string }> {
    const { graphUrl, apiVersion, phoneNumberId, accessToken, language } = this.config;
    const { template, parameters } = message.content.whatsapp;
    const response = await fetch(`${graphUrl}/${apiVersion}/${phoneNumberId}/messages`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: whatsAppId(message.to),
        type: 'template',
        // Ours, echoed back by nothing but useful in Meta's logs.
        biz_opaque_callback_data: `ricordo-outbox-${message.id}`,
        template: {
          name: template,
          language: { code: language },
          components:
            parameters.length > 0
              ? [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }]
              : [],
        },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await response.text();
    if (!response.ok) {
      let reason = body.slice(0, 300);
      try {
        const { error } = JSON.parse(body) as GraphError;
        if (error?.message)
          reason =
            `${error.code ?? ''} ${error.message}${error.error_data?.details ? `: ${error.error_data.details}` : ''}`.trim();
      } catch {
        // not JSON: the raw text says it
      }
      throw new Error(`WhatsApp HTTP ${response.status}: ${reason}`);
    }
    const parsed = JSON.parse(body) as { messages?: Array<{ id?: unknown }> };
    const id = parsed.messages?.[0]?.id;
    if (typeof id !== 'string' || id === '') throw new Error('WhatsApp answered without a message id');
    return { providerId: id };
  }
}
