import type { SdiConfig } from '../../../config/sdi-config';
import { SdiProviderError, type SdiNotice, type SdiProvider } from './sdi-provider';

/** A-Cube's JWT lasts 24 hours; a new one is asked for before that. */
const TOKEN_TTL_MS = 20 * 60 * 60_000;
const TIMEOUT_MS = 30_000;

interface AcubeNotification {
  uuid?: string;
  type?: string;
  created_at?: string;
  message?: unknown;
}

/** The readable reasons of a notice's message: SDI's ListaErrori descriptions, or its text. */
function noticeText(type: string, message: unknown): string {
  if (typeof message === 'string') return message;
  const errors: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const code = record.Codice ?? record.codice;
      const description = record.Descrizione ?? record.descrizione;
      if (typeof description === 'string')
        errors.push(code ? `${String(code)}: ${description}` : description);
      else Object.values(record).forEach(walk);
    }
  };
  walk(message);
  if (errors.length > 0) return errors.join('; ');
  return type;
}

/**
 * A-Cube's Italian e-invoicing API (accredited SDI intermediary): `POST {login}/login` with the account's
 * email and password answers a JWT; `POST {api}/invoices` with the FatturaPA XML (Content-Type
 * application/xml) answers 202 `{ uuid }`; `GET {api}/invoices/{uuid}/notifications` lists SDI's notices
 * of that file (type RC, NS, MC …, created_at, message with SDI's ListaErrori for a rejection).
 */
export class AcubeSdiProvider implements SdiProvider {
  readonly name = 'acube';
  private token: { value: string; until: number } | null = null;

  constructor(private readonly config: Pick<SdiConfig, 'apiUrl' | 'loginUrl' | 'email' | 'password'>) {}

  async send(fileName: string, xml: string): Promise<string> {
    const response = await this.call('POST', '/invoices', {
      'Content-Type': 'application/xml',
      body: xml,
      fileName,
    });
    const body = (await response.json()) as { uuid?: unknown };
    if (typeof body.uuid !== 'string' || body.uuid.length === 0 || body.uuid.length > 64)
      throw new SdiProviderError('A-Cube answered the invoice without a uuid', true);
    return body.uuid;
  }

  async notices(providerId: string): Promise<SdiNotice[]> {
    const response = await this.call('GET', `/invoices/${encodeURIComponent(providerId)}/notifications`);
    const body = (await response.json()) as AcubeNotification[] | { 'hydra:member'?: AcubeNotification[] };
    const list = Array.isArray(body) ? body : (body['hydra:member'] ?? []);
    return list
      .filter((item): item is AcubeNotification & { type: string } => typeof item.type === 'string')
      .map((item) => ({
        type: item.type,
        text: noticeText(item.type, item.message),
        at: typeof item.created_at === 'string' ? item.created_at : null,
      }))
      .sort((a, b) => (a.at ?? '').localeCompare(b.at ?? ''));
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    upload?: { 'Content-Type': string; body: string; fileName: string },
    again = true,
  ): Promise<Response> {
    const token = await this.bearer();
    let response: Response;
    try {
      response = await fetch(`${this.config.apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(upload ? { 'Content-Type': upload['Content-Type'] } : {}),
        },
        body: upload?.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SdiProviderError(`A-Cube unreachable: ${String(error)}`, true);
    }
    if (response.status === 401 && again) {
      this.token = null;
      return this.call(method, path, upload, false);
    }
    if (!response.ok) {
      const detail = (await response.text()).slice(0, 500);
      // 4xx other than throttling: the file or the request is wrong, sending it again does not help.
      const retryable = response.status >= 500 || response.status === 429 || response.status === 401;
      throw new SdiProviderError(
        `A-Cube ${method} ${path} answered ${response.status}: ${detail}`,
        retryable,
      );
    }
    return response;
  }

  private async bearer(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    let response: Response;
    try {
      response = await fetch(`${this.config.loginUrl}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email: this.config.email, password: this.config.password }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SdiProviderError(`A-Cube login unreachable: ${String(error)}`, true);
    }
    if (!response.ok) throw new SdiProviderError(`A-Cube login answered ${response.status}`, true);
    const body = (await response.json()) as { token?: unknown };
    if (typeof body.token !== 'string') throw new SdiProviderError('A-Cube login answered no token', true);
    this.token = { value: body.token, until: Date.now() + TOKEN_TTL_MS };
    return body.token;
  }
}
