import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthCoreModule } from '../auth/auth-core.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { AdminOutboxController } from './admin-outbox.controller';
import { DeliveryReportsService } from './delivery/delivery-reports.service';
import { FallbackContacts } from './delivery/fallback-contacts';
import { TwilioWebhookMiddleware } from './delivery/twilio-webhook.middleware';
import { WhatsAppWebhookMiddleware } from './delivery/whatsapp-webhook.middleware';
import { DevMailboxController } from './dev-mailbox.controller';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxService } from './outbox.service';
import { OutboxWorker } from './outbox.worker';
import { MessageProviders } from './providers/message-providers';

/**
 * Messaging core (docs/contracts.md "Messaging"): the outbox and its worker, providers, templates, the
 * developer mailbox and the admins' dead letters. It knows no accounts, so AccountsModule can import it
 * to enqueue messages (and registers FallbackContacts); the zone notifications, which need accounts, live in
 * ./zones. The providers' delivery webhooks are middleware on their exact paths (./delivery).
 */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessage]), SchedulerModule, AuthCoreModule],
  controllers: [AdminOutboxController, DevMailboxController],
  providers: [OutboxService, MessageProviders, OutboxWorker, FallbackContacts, DeliveryReportsService],
  exports: [OutboxService, FallbackContacts],
})
export class NotificationsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(WhatsAppWebhookMiddleware)
      .forRoutes(
        { path: 'api/notifications/whatsapp/webhook', method: RequestMethod.GET },
        { path: 'api/notifications/whatsapp/webhook', method: RequestMethod.POST },
      );
    consumer
      .apply(TwilioWebhookMiddleware)
      .forRoutes({ path: 'api/notifications/sms/status', method: RequestMethod.POST });
  }
}
