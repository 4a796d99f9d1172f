import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthCoreModule } from '../auth/auth-core.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { AdminOutboxController } from './admin-outbox.controller';
import { DevMailboxController } from './dev-mailbox.controller';
import { DigestScheduler } from './digest.scheduler';
import { ObituaryNotification } from './obituary-notification.entity';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxService } from './outbox.service';
import { OutboxWorker } from './outbox.worker';
import { MessageProviders } from './providers/message-providers';
import { ZoneNotificationsService } from './zone-notifications.service';

/**
 * Messaging (docs/contracts.md "Messaging"): the outbox and its worker, providers, templates, the
 * developer mailbox, the admins' dead letters and the zone notifications with their digests.
 */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessage, ObituaryNotification]), SchedulerModule, AuthCoreModule],
  controllers: [AdminOutboxController, DevMailboxController],
  providers: [OutboxService, MessageProviders, OutboxWorker, ZoneNotificationsService, DigestScheduler],
  exports: [OutboxService, ZoneNotificationsService],
})
export class NotificationsModule {}
