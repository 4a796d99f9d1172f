import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../../accounts/accounts.module';
import { AuthCoreModule } from '../../auth/auth-core.module';
import { SchedulerModule } from '../../scheduler/scheduler.module';
import { NotificationsModule } from '../notifications.module';
import { DigestScheduler } from './digest.scheduler';
import { ObituaryNotification } from './obituary-notification.entity';
import { ZoneNotificationsService } from './zone-notifications.service';

/**
 * Notifications by zone (issue 3) and their digests. Apart from the messaging core because it reads
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
  providers: [ZoneNotificationsService, DigestScheduler],
  exports: [ZoneNotificationsService],
})
export class ZoneNotificationsModule {}
