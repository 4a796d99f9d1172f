import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxService } from './outbox.service';
import { MessageProviders } from './providers/message-providers';

/** Messaging (docs/contracts.md "Messaging"): the outbox, its worker, providers, templates, zone notices. */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessage]), SchedulerModule],
  providers: [OutboxService, MessageProviders],
  exports: [OutboxService],
})
export class NotificationsModule {}
