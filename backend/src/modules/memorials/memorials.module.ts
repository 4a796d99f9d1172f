import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { AuditModule } from '../audit/audit.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { MediaModule } from '../media/media.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { AccountMemorialsController } from './account-memorials.controller';
import { AdminMemorialsController } from './admin-memorials.controller';
import { AdminMemorialsService } from './admin-memorials.service';
import { MemorialFulfilment } from './memorial-fulfilment';
import { MemorialMediaItem } from './memorial-media.entity';
import { MemorialExportRead } from './memorial-export.read';
import { MemorialOrdersController } from './memorial-orders.controller';
import { MemorialOrdersService } from './memorial-orders.service';
import { MemorialReminders } from './memorial-reminders';
import { Memorial } from './memorial.entity';
import { MemorialsService } from './memorials.service';

/**
 * The memorial service (docs/contracts.md "Memorial service"): the memorial and its gallery (registered as a
 * part of the deceased's page), the order form, its fulfilment when paid, the expiry reminders and the
 * owner's 'Non mostrare più'; the admin's memorial forms (add without payment, edit, delete).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Memorial, MemorialMediaItem]),
    AccountsModule,
    AuditModule,
    AuthCoreModule,
    DeceasedModule,
    MediaModule,
    NotificationsModule,
    OrdersModule,
    SchedulerModule,
  ],
  controllers: [MemorialOrdersController, AccountMemorialsController, AdminMemorialsController],
  providers: [
    MemorialsService,
    MemorialOrdersService,
    MemorialFulfilment,
    MemorialReminders,
    AdminMemorialsService,
    MemorialExportRead,
  ],
  exports: [MemorialsService, MemorialExportRead],
})
export class MemorialsModule {}
