import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../../../common/app-error';
import { parseJsonKeepingRaw, rawBodyOf } from '../../../common/body-parser.middleware';
import { ok } from '../../../common/envelope';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { DeliveryState } from '../outbox-message.entity';
import { DeliveryReportsService } from './delivery-reports.service';
import { metaSignature, sameSecret } from './webhook-signatures';

/** The part of Meta's webhook body this reads: entry[].changes[].value.statuses[]. */
interface StatusesBody {
  object?: unknown;
  entry?: Array<{
    changes?: Array<{
      field?: unknown;
      value?: {
        statuses?: Array<{
          id?: unknown;
          status?: unknown;
          errors?: Array<{ code?: unknown; title?: unknown; message?: unknown }>;
        }>;
      };
    }>;
  }>;
}

const STATES: readonly string[] = ['sent', 'delivered', 'read', 'failed'] satisfies DeliveryState[];

const notFound = () => new AppError(404, 'NOT_FOUND', 'Risorsa non trovata');

/**
 * GET and POST /api/notifications/whatsapp/webhook, the Cloud API's webhook (docs/contracts.md
 * "Messaging"). GET is Meta's verification (hub.mode=subscribe, hub.verify_token, hub.challenge echoed);
 * POST carries message statuses, trusted only with a valid X-Hub-Signature-256 over the raw body. Meta
 * carries no session or CSRF token, so, like the PayPal webhook, this is module middleware bound to
 * exactly this path (NotificationsModule), which runs before the guards.
 */
@Injectable()
export class WhatsAppWebhookMiddleware implements NestMiddleware {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reports: DeliveryReportsService,
  ) {}

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    const whatsapp = this.config.messaging.whatsapp;
    if (req.method === 'GET') {
      if (!whatsapp?.verifyToken) throw notFound();
      const query = req.query as Record<string, unknown>;
      const token = typeof query['hub.verify_token'] === 'string' ? query['hub.verify_token'] : '';
      const challenge = query['hub.challenge'];
      if (
        query['hub.mode'] !== 'subscribe' ||
        !sameSecret(token, whatsapp.verifyToken) ||
        typeof challenge !== 'string' ||
        !/^[\w-]{1,200}$/.test(challenge)
      )
        throw new AppError(403, 'WEBHOOK_VERIFICATION_FAILED', 'Verifica non riuscita');
      res.status(200).type('text/plain').setHeader('Cache-Control', 'no-store').send(challenge);
      return;
    }
    if (req.method !== 'POST') return next();
    if (!whatsapp?.appSecret) throw notFound();
    await new Promise<void>((resolve, reject) =>
      parseJsonKeepingRaw(req, res, (error?: unknown) => (error ? reject(error as Error) : resolve())),
    );
    const raw = rawBodyOf(req);
    const signature = req.get('x-hub-signature-256') ?? '';
    if (!raw || !sameSecret(signature, metaSignature(whatsapp.appSecret, raw)))
      throw new AppError(401, 'WEBHOOK_SIGNATURE_INVALID', 'Firma non valida');

    const body = req.body as StatusesBody;
    const counts = { recorded: 0, ignored: 0, unknown: 0 };
    if (body.object === 'whatsapp_business_account')
      for (const entry of Array.isArray(body.entry) ? body.entry : [])
        for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
          if (change?.field !== 'messages') continue;
          const statuses = change.value?.statuses;
          for (const status of Array.isArray(statuses) ? statuses : []) {
            if (typeof status?.id !== 'string' || !STATES.includes(String(status.status))) continue;
            const error = Array.isArray(status.errors) ? status.errors[0] : undefined;
            const outcome = await this.reports.record({
              channel: 'wa',
              providerId: status.id.slice(0, 255),
              state: status.status as DeliveryState,
              error: error
                ? [error.code, error.title, error.message].filter((part) => part !== undefined).join(' ')
                : undefined,
            });
            counts[outcome] += 1;
          }
        }
    // Meta retries anything but 200; a status of a message we do not know is not worth a retry.
    res.status(200).setHeader('Cache-Control', 'no-store');
    res.json(ok(counts));
  }
}
