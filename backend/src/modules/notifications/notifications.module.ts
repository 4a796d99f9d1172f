import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthCoreModule } from '../auth/auth-core.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { AdminOutboxController } from './admin-outbox.controller';
import { DevMailboxController } from './dev-mailbox.controller';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxService } from './outbox.service';
import { OutboxWorker } from './outbox.worker';
import { MessageProviders } from './providers/message-providers';

/**
 * Messaging core (docs/contracts.md "Messaging"): the outbox and its worker, providers, templates, the
 * developer mailbox and the admins' dead letters. It knows no accounts, so AccountsModule can import it
 * to enqueue messages; the zone notifications, which need accounts, live in ./zones.
 */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessage]), SchedulerModule, AuthCoreModule],
  controllers: [AdminOutboxController, DevMailboxController],
  providers: [OutboxService, MessageProviders, OutboxWorker],
  exports: [OutboxService],
})
export class NotificationsModule {}
