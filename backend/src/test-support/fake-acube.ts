import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A FatturaPA file as A-Cube's POST /invoices received it. */
export interface ReceivedInvoice {
  uuid: string;
  xml: string;
  contentType: string;
}

interface Notification {
  uuid: string;
  type: string;
  created_at: string;
  message: unknown;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * A-Cube's e-invoicing API on loopback: `POST /login` (JSON email and password → `{ token }`),
 * `POST /invoices` (Bearer token, the FatturaPA XML as application/xml → 202 `{ uuid }`, 400 with a
 * violations list when the body is not a FatturaPA document), and `GET /invoices/{uuid}/notifications`
 * (the SDI notices the test added with `notify`, as A-Cube lists them).
 */
export class FakeAcube {
  received: ReceivedInvoice[] = [];
  logins = 0;
  /** The next POST /invoices answers this status (e.g. 503) instead of accepting the file. */
  refuseNext: number | null = null;
  private readonly notifications = new Map<string, Notification[]>();
  private readonly tokens = new Set<string>();
  private server: Server | null = null;

  constructor(readonly credentials: { email: string; password: string }) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** SDI's notice of a received file: RC, NS (with SDI's error list) or MC. */
  notify(
    uuid: string,
    type: 'RC' | 'NS' | 'MC',
    errors: Array<{ Codice: string; Descrizione: string }> = [],
  ) {
    const list = this.notifications.get(uuid) ?? [];
    list.push({
      uuid: randomUUID(),
      type,
      created_at: new Date(Date.now() + list.length).toISOString(),
      message: type === 'NS' ? { lista_errori: { Errore: errors } } : { esito: type },
    });
    this.notifications.set(uuid, list);
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (req.method === 'POST' && req.url === '/login') {
        let given: { email?: unknown; password?: unknown } = {};
        try {
          given = JSON.parse(body) as typeof given;
        } catch {
          return json(res, 400, { message: 'Invalid JSON' });
        }
        if (given.email !== this.credentials.email || given.password !== this.credentials.password)
          return json(res, 401, { code: 401, message: 'Invalid credentials.' });
        const token = `jwt.${randomUUID()}`;
        this.tokens.add(token);
        this.logins += 1;
        return json(res, 200, { token });
      }
      const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!this.tokens.has(bearer)) return json(res, 401, { code: 401, message: 'JWT Token not found' });
      if (req.method === 'POST' && req.url === '/invoices') {
        const contentType = req.headers['content-type'] ?? '';
        if (this.refuseNext !== null) {
          const status = this.refuseNext;
          this.refuseNext = null;
          return json(res, status, {
            type: 'https://tools.ietf.org/html/rfc2616#section-10',
            title: 'Error',
          });
        }
        if (!contentType.startsWith('application/xml') || !body.includes('FatturaElettronica'))
          return json(res, 400, {
            violations: [{ propertyPath: '', message: 'Invalid FatturaPA document' }],
          });
        const uuid = randomUUID();
        this.received.push({ uuid, xml: body, contentType });
        return json(res, 202, { uuid });
      }
      const match = req.url?.match(/^\/invoices\/([0-9a-f-]{36})\/notifications$/);
      if (req.method === 'GET' && match) {
        if (!this.received.some((invoice) => invoice.uuid === match[1]))
          return json(res, 404, { title: 'Not Found' });
        return json(res, 200, this.notifications.get(match[1]) ?? []);
      }
      return json(res, 404, { title: 'Not Found' });
    });
  }
}
