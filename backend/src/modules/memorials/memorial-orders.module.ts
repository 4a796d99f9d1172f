import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { MediaModule } from '../media/media.module';
import { OrdersModule } from '../orders/orders.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { MemorialFulfilment } from './memorial-fulfilment';
import { MemorialOrdersController } from './memorial-orders.controller';
import { MemorialOrdersService } from './memorial-orders.service';
import { MemorialReminders } from './memorial-reminders';
import { MemorialsModule } from './memorials.module';

/**
 * The memorial service as a purchase (docs/contracts.md "Memorial service"): the order form, its
 * fulfilment when paid and the expiry reminders. Apart from MemorialsModule, which the deceased and
 * accounts modules import, so that this one may import them in turn.
 */
@Module({
  imports: [
    MemorialsModule,
    DeceasedModule,
    AccountsModule,
    AuthCoreModule,
    MediaModule,
    OrdersModule,
    SchedulerModule,
  ],
  controllers: [MemorialOrdersController],
  providers: [MemorialOrdersService, MemorialFulfilment, MemorialReminders],
})
export class MemorialOrdersModule {}
