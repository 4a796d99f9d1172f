import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../../accounts/accounts.module';
import { AuthCoreModule } from '../../auth/auth-core.module';
import { SchedulerModule } from '../../scheduler/scheduler.module';
import { NotificationsModule } from '../notifications.module';
import { DigestScheduler } from './digest.scheduler';
import { NotificationTimeController } from './notification-time.controller';
import { ObituaryNotification } from './obituary-notification.entity';
import { ZoneNotificationsService } from './zone-notifications.service';

/**
 * Notifications by zone and their digests. Apart from the messaging core because it reads
 * subscribers through AccountsService, and AccountsModule itself imports NotificationsModule to send mail.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ObituaryNotification]),
    AccountsModule,
    NotificationsModule,
    SchedulerModule,
    AuthCoreModule,
  ],
  controllers: [NotificationTimeController],
  providers: [ZoneNotificationsService, DigestScheduler],
  exports: [ZoneNotificationsService],
})
export class ZoneNotificationsModule {}
