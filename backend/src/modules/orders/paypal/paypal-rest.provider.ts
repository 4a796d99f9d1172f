import {
  PayPalApiError,
  centsToValue,
  type CreatePaymentOrder,
  type PaymentProvider,
} from './payment-provider';
import type { PayPalOrder, PayPalWebhookEvent, PayPalWebhookHeaders } from './paypal-types';

export interface PayPalRestSettings {
  /** https://api-m.paypal.com, https://api-m.sandbox.paypal.com, or the local sandbox. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** PAYPAL_WEBHOOK_ID; without it no webhook can be verified (all are refused). */
  webhookId: string | null;
  /** Per request (default 15 s). */
  timeoutMs?: number;
}

/** Renew the token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * PayPal REST v2 over Node's fetch: OAuth2 client-credentials token (cached until shortly before it
 * expires), Orders v2 create / get / capture with PayPal-Request-Id idempotency, and webhook signature
 * verification by PayPal's own endpoint. The same code talks to PayPal and to the local sandbox.
 */
export class PayPalRestProvider implements PaymentProvider {
  private token: { value: string; expiresAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(private readonly settings: PayPalRestSettings) {}

  async createOrder(input: CreatePaymentOrder): Promise<PayPalOrder> {
    const body = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'default',
          custom_id: input.customId,
          invoice_id: input.invoiceId,
          description: input.description.slice(0, 127),
          amount: { currency_code: input.currency, value: centsToValue(input.amountCents) },
        },
      ],
    };
    return this.call<PayPalOrder>('POST', '/v2/checkout/orders', 'create order', body, {
      'PayPal-Request-Id': input.requestId,
      Prefer: 'return=representation',
    });
  }

  async getOrder(paypalOrderId: string): Promise<PayPalOrder> {
    return this.call<PayPalOrder>(
      'GET',
      `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`,
      'get order',
    );
  }

  async captureOrder(paypalOrderId: string, requestId: string): Promise<PayPalOrder> {
    return this.call<PayPalOrder>(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`,
      'capture order',
      {},
      { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
    );
  }

  async verifyWebhookSignature(headers: PayPalWebhookHeaders, event: PayPalWebhookEvent): Promise<boolean> {
    if (!this.settings.webhookId) return false;
    const answer = await this.call<{ verification_status?: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      'verify webhook signature',
      {
        auth_algo: headers.authAlgo,
        cert_url: headers.certUrl,
        transmission_id: headers.transmissionId,
        transmission_sig: headers.transmissionSig,
        transmission_time: headers.transmissionTime,
        webhook_id: this.settings.webhookId,
        webhook_event: event,
      },
    );
    return answer.verification_status === 'SUCCESS';
  }

  /** One authenticated JSON call; a 401 drops the cached token and tries once more with a new one. */
  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    context: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.accessToken();
      const response = await fetch(`${this.settings.apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 15_000),
      });
      if (response.status === 401 && attempt === 0) {
        this.token = null;
        continue;
      }
      const parsed = await readJson(response);
      if (!response.ok) throw new PayPalApiError(response.status, parsed as PayPalApiError['body'], context);
      return parsed as T;
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    // Concurrent callers share one token request.
    this.tokenRequest ??= this.requestToken().finally(() => (this.tokenRequest = null));
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    const response = await fetch(`${this.settings.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? 15_000),
    });
    const parsed = (await readJson(response)) as { access_token?: string; expires_in?: number } | null;
    if (!response.ok || typeof parsed?.access_token !== 'string')
      throw new PayPalApiError(response.status, parsed as PayPalApiError['body'], 'token');
    const lifetimeMs = (typeof parsed.expires_in === 'number' ? parsed.expires_in : 300) * 1000;
    this.token = {
      value: parsed.access_token,
      expiresAt: Date.now() + Math.max(lifetimeMs - TOKEN_MARGIN_MS, lifetimeMs / 2),
    };
    return this.token.value;
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
