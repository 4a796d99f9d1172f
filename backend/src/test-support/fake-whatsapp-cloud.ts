import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A template message as the Cloud API received it. */
export interface ReceivedTemplate {
  path: string;
  authorization: string | undefined;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  /** The wamid answered. */
  id: string;
}

export type WhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function graphError(res: ServerResponse, status: number, code: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      error: { message, type: 'OAuthException', code, error_data: { details: message }, fbtrace_id: 'Afake' },
    }),
  );
}

/**
 * The WhatsApp Business Platform Cloud API on loopback: POST /{version}/{phone-number-id}/messages of
 * template messages with a bearer token, answered as Meta answers (messages[0].id, a wamid), and the
 * webhook Meta calls (GET verification, POST statuses signed with X-Hub-Signature-256 with the app secret).
 */
export class FakeWhatsAppCloud {
  received: ReceivedTemplate[] = [];
  /** Set: the next sends are refused with this Graph error. */
  refuse: { status: number; code: number; message: string } | null = null;
  private server: Server | null = null;

  constructor(
    readonly options: { phoneNumberId: string; accessToken: string; appSecret: string; version: string },
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((error: Error) => graphError(res, 500, 1, error.message));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { phoneNumberId, accessToken, version } = this.options;
    const body = await readBody(req);
    if (req.method !== 'POST' || req.url !== `/${version}/${phoneNumberId}/messages`)
      return graphError(res, 404, 100, `Unknown path components: ${req.url}`);
    if (req.headers.authorization !== `Bearer ${accessToken}`)
      return graphError(res, 401, 190, 'Invalid OAuth access token.');
    if (this.refuse) return graphError(res, this.refuse.status, this.refuse.code, this.refuse.message);
    const message = JSON.parse(body) as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: {
        name?: string;
        language?: { code?: string };
        components?: Array<{ type?: string; parameters?: Array<{ type?: string; text?: string }> }>;
      };
    };
    if (message.messaging_product !== 'whatsapp' || message.type !== 'template' || !message.template?.name)
      return graphError(res, 400, 100, 'Invalid parameter');
    if (!/^\d{7,15}$/.test(message.to ?? '')) return graphError(res, 400, 100, 'Invalid parameter: to');
    const parameters: string[] = [];
    for (const component of message.template.components ?? []) {
      if (component.type !== 'body') return graphError(res, 400, 132000, 'Unexpected component');
      for (const parameter of component.parameters ?? []) {
        if (parameter.type !== 'text' || !parameter.text || /[\n\t]| {5,}/.test(parameter.text))
          return graphError(res, 400, 132018, 'There was an issue with the parameters in your template.');
        parameters.push(parameter.text);
      }
    }
    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    this.received.push({
      path: req.url,
      authorization: req.headers.authorization,
      to: message.to!,
      template: message.template.name,
      language: message.template.language?.code ?? '',
      parameters,
      id,
    });
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        messaging_product: 'whatsapp',
        contacts: [{ input: message.to, wa_id: message.to }],
        messages: [{ id }],
      }),
    );
  }

  /** Meta's webhook verification request (when the callback URL is registered). */
  verify(webhookUrl: string, verifyToken: string, challenge = '1158201444'): Promise<Response> {
    const url = new URL(webhookUrl);
    url.searchParams.set('hub.mode', 'subscribe');
    url.searchParams.set('hub.verify_token', verifyToken);
    url.searchParams.set('hub.challenge', challenge);
    return fetch(url);
  }

  /** The webhook body of one status of one message, as Meta posts it. */
  statusBody(
    id: string,
    status: WhatsAppStatus,
    error?: { code: number; title: string; message: string },
  ): string {
    const recipient = this.received.find((message) => message.id === id)?.to ?? '393330000000';
    return JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: '15550783881',
                  phone_number_id: this.options.phoneNumberId,
                },
                statuses: [
                  {
                    id,
                    status,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    recipient_id: recipient,
                    ...(status === 'failed' && error
                      ? { errors: [{ ...error, error_data: { details: error.message } }] }
                      : {
                          conversation: { id: 'c0ffee', origin: { type: 'utility' } },
                          pricing: { billable: true, pricing_model: 'PMP', category: 'utility' },
                        }),
                  },
                ],
              },
            },
          ],
        },
      ],
    });
  }

  /** POSTs a status to the webhook, signed with the app secret (or with `secret` to forge one). */
  postStatus(
    webhookUrl: string,
    body: string,
    secret: string | null = this.options.appSecret,
  ): Promise<Response> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (secret !== null)
      headers['X-Hub-Signature-256'] = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    return fetch(webhookUrl, { method: 'POST', headers, body });
  }
}
