import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { PaymentGateway } from './paypal/payment-gateway';

export const SANDBOX_MOUNT = '/dev/paypal';

/**
 * Serves the running PayPal sandbox under /dev/paypal on the app itself (test checkout only, see
 * OrdersModule), so the buyer's browser can do the approval step same-origin. The same sandbox instance
 * also listens on its loopback port, where the server's PayPal client talks to it.
 */
@Injectable()
export class PayPalSandboxMiddleware implements NestMiddleware {
  constructor(@Inject(PaymentGateway) private readonly gateway: PaymentGateway) {}

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    const running = this.gateway.sandbox;
    const url = new URL(req.originalUrl, 'http://app');
    if (!running || !url.pathname.startsWith(`${SANDBOX_MOUNT}/`)) return next();
    await running.handler(req, res, url.pathname.slice(SANDBOX_MOUNT.length));
  }
}
