import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An SMS as Twilio's Messages resource received it. */
export interface ReceivedSms {
  path: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | null;
  /** The SM… sid answered. */
  sid: string;
}

export type TwilioStatus = 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed';

function twilioError(res: ServerResponse, status: number, code: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
}

/**
 * Twilio's REST API on loopback: POST /2010-04-01/Accounts/{Sid}/Messages.json, form-encoded with basic
 * auth, answered 201 with the message resource (sid SM…), and the status callbacks Twilio makes to the
 * StatusCallback URL of each message, form-encoded and signed with X-Twilio-Signature.
 */
export class FakeTwilio {
  received: ReceivedSms[] = [];
  refuse: { status: number; code: number; message: string } | null = null;
  private server: Server | null = null;

  constructor(readonly options: { accountSid: string; authToken: string }) {}

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

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { accountSid, authToken } = this.options;
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`)
        return twilioError(res, 404, 20404, 'The requested resource was not found');
      const basic = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (req.headers.authorization !== basic) return twilioError(res, 401, 20003, 'Authenticate');
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
        return twilioError(res, 400, 20001, 'Unsupported content type');
      if (this.refuse) return twilioError(res, this.refuse.status, this.refuse.code, this.refuse.message);
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      if (!/^\+\d{7,15}$/.test(to))
        return twilioError(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (!form.get('Body')) return twilioError(res, 400, 21602, 'Message body is required.');
      if (!form.get('From') && !form.get('MessagingServiceSid'))
        return twilioError(res, 400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required");
      const sid = `SM${randomBytes(16).toString('hex')}`;
      this.received.push({
        path: req.url,
        to,
        from: form.get('From'),
        messagingServiceSid: form.get('MessagingServiceSid'),
        body: form.get('Body')!,
        statusCallback: form.get('StatusCallback'),
        sid,
      });
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          sid,
          account_sid: accountSid,
          to,
          from: form.get('From'),
          messaging_service_sid: form.get('MessagingServiceSid'),
          body: form.get('Body'),
          status: 'queued',
          num_segments: '1',
          direction: 'outbound-api',
          api_version: '2010-04-01',
          error_code: null,
          error_message: null,
          uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
        }),
      );
    });
  }

  /**
   * Twilio's status callback for a message it received: form-encoded, signed over the StatusCallback
   * URL given at send; posted to `deliverTo` (the app's own address, as behind a reverse proxy), or to
   * that URL itself. `authToken` forges a signature with another key.
   */
  postStatus(
    sid: string,
    status: TwilioStatus,
    options: { deliverTo?: string; errorCode?: string; authToken?: string } = {},
  ): Promise<Response> {
    const message = this.received.find((sms) => sms.sid === sid);
    if (!message?.statusCallback) throw new Error(`No status callback for ${sid}`);
    const params: Record<string, string> = {
      AccountSid: this.options.accountSid,
      ApiVersion: '2010-04-01',
      From: message.from ?? '+15005550006',
      MessageSid: sid,
      MessageStatus: status,
      SmsSid: sid,
      SmsStatus: status,
      To: message.to,
      ...(options.errorCode ? { ErrorCode: options.errorCode } : {}),
    };
    const data = Object.keys(params)
      .sort()
      .reduce((text, name) => text + name + params[name], message.statusCallback);
    const signature = createHmac('sha1', options.authToken ?? this.options.authToken)
      .update(data, 'utf8')
      .digest('base64');
    const callback = new URL(message.statusCallback);
    const target = options.deliverTo
      ? `${options.deliverTo}${callback.pathname}${callback.search}`
      : callback;
    return fetch(target, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8',
        'X-Twilio-Signature': signature,
        'User-Agent': 'TwilioProxy/1.1',
      },
      body: new URLSearchParams(params).toString(),
    });
  }
}
