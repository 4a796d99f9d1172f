import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AuthCoreModule } from '../auth/auth-core.module';
import { ContentModule } from '../content/content.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { OrderEvent } from './entities/order-event.entity';
import { OrderItem } from './entities/order-item.entity';
import { Order } from './entities/order.entity';
import { PaymentCapture } from './entities/payment-capture.entity';
import { PaymentWebhookEvent } from './entities/payment-webhook-event.entity';
import { OrderBooksRead } from './order-books.read';
import { OrderFulfilmentRegistry } from './order-fulfilment.registry';
import { OrderExportRead } from './order-export.read';
import { OrdersReconcileScheduler } from './orders-reconcile.scheduler';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { PaymentsService } from './payments.service';
import { PaymentGateway } from './paypal/payment-gateway';
import { PayPalSandboxMiddleware } from './paypal-sandbox.middleware';
import { PayPalWebhookMiddleware } from './paypal-webhook.middleware';
import { PayPalWebhookService } from './paypal-webhook.service';

/**
 * Orders and payments (docs/contracts.md "Orders"): other modules create orders with OrdersService.create
 * in their own transaction and register what happens when one is paid in OrderFulfilmentRegistry.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Order, OrderItem, OrderEvent, PaymentCapture, PaymentWebhookEvent]),
    AuthCoreModule,
    ContentModule,
    SchedulerModule,
    InvoicesModule,
  ],
  controllers: [OrdersController],
  providers: [
    OrdersService,
    OrderFulfilmentRegistry,
    PaymentsService,
    PayPalWebhookService,
    OrdersReconcileScheduler,
    OrderExportRead,
    OrderBooksRead,
    {
      // Started at init: in the test checkout this starts the PayPal sandbox (closed at shutdown).
      provide: PaymentGateway,
      useFactory: (config: AppConfig) => PaymentGateway.start(config.payments, config.demoMode),
      inject: [APP_CONFIG],
    },
  ],
  // OrderBooksRead: the books' and the weekly charts' read model of the orders' tables.
  exports: [OrdersService, OrderFulfilmentRegistry, OrderExportRead, OrderBooksRead],
})
export class OrdersModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(PayPalWebhookMiddleware)
      .forRoutes({ path: 'api/orders/paypal/webhook', method: RequestMethod.POST });
    // Does nothing unless the sandbox runs (test checkout).
    consumer
      .apply(PayPalSandboxMiddleware)
      .forRoutes({ path: 'dev/paypal/{*rest}', method: RequestMethod.ALL });
  }
}
