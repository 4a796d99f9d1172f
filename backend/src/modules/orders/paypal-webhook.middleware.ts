import { Injectable, NestMiddleware } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ok } from '../../common/envelope';
import { BODY_LIMIT } from '../../common/body-parser.middleware';
import { PayPalWebhookService } from './paypal-webhook.service';

const parseJson = express.json({ limit: BODY_LIMIT });

/**
 * POST /api/orders/paypal/webhook. PayPal's servers carry no session and no CSRF token, and the CSRF
 * check is a global guard with no per-route exemption, so this one route is answered by module
 * middleware, which runs before guards; it is bound to exactly this path and method (OrdersModule) and
 * its only trust is PayPal's own signature verification. Errors go through the envelope filter.
 */
@Injectable()
export class PayPalWebhookMiddleware implements NestMiddleware {
  constructor(private readonly webhooks: PayPalWebhookService) {}

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (req.method !== 'POST') return next();
    // Parsed already by BodyParserMiddleware when it ran first; express.json skips a parsed body.
    await new Promise<void>((resolve, reject) =>
      parseJson(req, res, (error?: unknown) => (error ? reject(error as Error) : resolve())),
    );
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(req.headers))
      headers[name] = Array.isArray(value) ? value[0] : value;
    const outcome = await this.webhooks.receive(headers, req.body);
    res.status(200).setHeader('Cache-Control', 'no-store');
    res.json(ok({ outcome }));
  }
}
