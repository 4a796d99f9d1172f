import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { AppError } from '../../../common/app-error';
import { BODY_LIMIT } from '../../../common/body-parser.middleware';
import { ok } from '../../../common/envelope';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { DeliveryState } from '../outbox-message.entity';
import { DeliveryReportsService } from './delivery-reports.service';
import { sameSecret, twilioSignature } from './webhook-signatures';

const parseForm = express.urlencoded({ extended: false, limit: BODY_LIMIT });

/** Twilio's MessageStatus values that say something about delivery (queued, sending… say nothing yet). */
const STATES: Record<string, DeliveryState> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  undelivered: 'failed',
  failed: 'failed',
};

/**
 * POST /api/notifications/sms/status: Twilio's status callback (form-encoded MessageSid, MessageStatus,
 * ErrorCode…), trusted only with a valid X-Twilio-Signature over the callback URL we gave at send
 * (TwilioSmsConfig.statusCallbackUrl) and the sorted parameters. Module middleware before the guards, as
 * the WhatsApp webhook.
 */
@Injectable()
export class TwilioWebhookMiddleware implements NestMiddleware {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reports: DeliveryReportsService,
  ) {}

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (req.method !== 'POST') return next();
    const sms = this.config.messaging.sms;
    if (!sms) throw new AppError(404, 'NOT_FOUND', 'Risorsa non trovata');
    // Parsed already when BodyParserMiddleware ran first (express skips a parsed body).
    await new Promise<void>((resolve, reject) =>
      parseForm(req, res, (error?: unknown) => (error ? reject(error as Error) : resolve())),
    );
    // Only strings count: Twilio sends nothing else.
    const source = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
      string,
      unknown
    >;
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(source)) if (typeof value === 'string') params[name] = value;
    const signature = req.get('x-twilio-signature') ?? '';
    if (!sameSecret(signature, twilioSignature(sms.authToken, sms.statusCallbackUrl, params)))
      throw new AppError(401, 'WEBHOOK_SIGNATURE_INVALID', 'Firma non valida');

    const state = STATES[params.MessageStatus ?? ''];
    const sid = params.MessageSid ?? params.SmsSid ?? '';
    let outcome = 'ignored';
    if (state && sid && params.AccountSid === sms.accountSid)
      outcome = await this.reports.record({
        channel: 'sms',
        providerId: sid.slice(0, 255),
        state,
        error: params.ErrorCode ? `Twilio ${params.ErrorCode}` : undefined,
      });
    res.status(200).setHeader('Cache-Control', 'no-store');
    res.json(ok({ outcome }));
  }
}
