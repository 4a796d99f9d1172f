import type { TwilioSmsConfig } from '../../../config/messaging-providers-config';
import type { MessageProvider, OutgoingMessage } from './message-provider';
import { e164 } from './phone-numbers';

const TIMEOUT_MS = 15_000;

/**
 * SMS through Twilio's Messages resource: POST {api}/2010-04-01/Accounts/{Sid}/Messages.json, form-encoded,
 * HTTP basic auth with the account SID and auth token. The answer's `sid` (SM…) is the provider id that
 * the status callback (StatusCallback, signed with X-Twilio-Signature) names.
 */
export class TwilioSmsProvider implements MessageProvider {
  constructor(private readonly config: TwilioSmsConfig) {}

  async send(message: OutgoingMessage): Promise<{ providerId?: string }> {
    const { apiUrl, accountSid, authToken, from, statusCallbackUrl } = this.config;
    const form = new URLSearchParams({ To: e164(message.to), Body: message.content.short });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    form.set('StatusCallback', statusCallbackUrl);
    const response = await fetch(`${apiUrl}/2010-04-01/Accounts/${accountSid}/Messages.json`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: form.toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await response.text();
    if (!response.ok) {
      let reason = body.slice(0, 300);
      try {
        const error = JSON.parse(body) as { code?: number; message?: string };
        if (error.message) reason = `${error.code ?? ''} ${error.message}`.trim();
      } catch {
        // not JSON: the raw text says it
      }
      throw new Error(`Twilio HTTP ${response.status}: ${reason}`);
    }
    const sid = (JSON.parse(body) as { sid?: unknown }).sid;
    if (typeof sid !== 'string' || sid === '') throw new Error('Twilio answered without a message sid');
    return { providerId: sid };
  }
}
