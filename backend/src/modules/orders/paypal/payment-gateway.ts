import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { allowPayPalCheckoutInCsp } from '../../../common/http-middleware';
import type { PaymentsConfig } from '../../../config/app-config';
import { startPayPalSandbox, type RunningSandbox } from '../paypal-sandbox/sandbox-server';
import type { PaymentProvider } from './payment-provider';
import { PayPalRestProvider } from './paypal-rest.provider';

/**
 * The payment provider of this process. With PAYPAL_CLIENT_ID it is PayPal itself; without, the test
 * checkout: the PayPal sandbox is started on an ephemeral loopback port and the very same
 * PayPalRestProvider talks to it (its webhook id is the sandbox's). The sandbox is closed at shutdown.
 */
export class PaymentGateway implements OnModuleDestroy {
  private static readonly logger = new Logger('PaymentGateway');

  private constructor(
    readonly provider: PaymentProvider,
    /** The running sandbox in the test checkout, null with real PayPal. */
    readonly sandbox: RunningSandbox | null,
  ) {}

  static async start(config: PaymentsConfig, demoMode: boolean): Promise<PaymentGateway> {
    allowPayPalCheckoutInCsp(config.checkout === 'paypal');
    if (config.checkout === 'paypal') {
      const provider = new PayPalRestProvider({
        apiUrl: config.apiUrl,
        clientId: config.clientId ?? '',
        clientSecret: config.clientSecret ?? '',
        webhookId: config.webhookId,
      });
      return new PaymentGateway(provider, null);
    }
    const sandbox = await startPayPalSandbox();
    PaymentGateway.logger.warn(`Test checkout: payments go to the local PayPal sandbox at ${sandbox.url}`);
    if (!demoMode)
      PaymentGateway.logger.error(
        'PAYPAL_CLIENT_ID is not set outside the demo: every order can be "paid" with the test checkout',
      );
    const provider = new PayPalRestProvider({
      apiUrl: sandbox.url,
      clientId: sandbox.sandbox.clientId,
      clientSecret: sandbox.sandbox.clientSecret,
      webhookId: sandbox.sandbox.webhookId,
    });
    return new PaymentGateway(provider, sandbox);
  }

  async onModuleDestroy(): Promise<void> {
    await this.sandbox?.sandbox.settled();
    await this.sandbox?.close();
  }
}
