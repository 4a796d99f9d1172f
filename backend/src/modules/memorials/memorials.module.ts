import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { MediaModule } from '../media/media.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { AccountMemorialsController } from './account-memorials.controller';
import { MemorialFulfilment } from './memorial-fulfilment';
import { MemorialMediaItem } from './memorial-media.entity';
import { MemorialOrdersController } from './memorial-orders.controller';
import { MemorialOrdersService } from './memorial-orders.service';
import { MemorialReminders } from './memorial-reminders';
import { Memorial } from './memorial.entity';
import { MemorialsService } from './memorials.service';

/**
 * The memorial service (docs/contracts.md "Memorial service"): the memorial and its gallery (registered as a
 * part of the deceased's page), the order form, its fulfilment when paid, the expiry reminders and the
 * owner's 'Non mostrare più'.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Memorial, MemorialMediaItem]),
    AccountsModule,
    AuthCoreModule,
    DeceasedModule,
    MediaModule,
    NotificationsModule,
    OrdersModule,
    SchedulerModule,
  ],
  controllers: [MemorialOrdersController, AccountMemorialsController],
  providers: [MemorialsService, MemorialOrdersService, MemorialFulfilment, MemorialReminders],
  exports: [MemorialsService],
})
export class MemorialsModule {}
