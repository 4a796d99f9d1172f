import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { PartnersModule } from '../partners/partners.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { LampBooksRead } from './lamp-books.read';
import { LampCheckinsService } from './lamp-checkins.service';
import { LampDemoService } from './lamp-demo.service';
import { LampDesiredService } from './lamp-desired.service';
import { LampJobs } from './lamp-jobs';
import { LampNoticesService } from './lamp-notices.service';
import { LampOnlineRenewalService } from './lamp-online-renewal.service';
import { LampPayment } from './lamp-payment.entity';
import { LampPaymentsService } from './lamp-payments.service';
import { LampReceiptsService } from './lamp-receipts.service';
import {
  LampFamilyController,
  LampPayOnlineController,
  LampRenewalsController,
} from './lamp-renewals.controller';
import { LampRenewalDueList } from './lamp-renewal-due-list';
import { LampRenewalLink } from './lamp-renewal-link.entity';
import { LampRenewalRemindersService } from './lamp-renewal-reminders.service';
import { LampRenewalsService } from './lamp-renewals.service';
import { LampStatusService } from './lamp-status.service';
import { LampSubscriber } from './lamp-subscriber.entity';
import { LampSubscribersService } from './lamp-subscribers.service';
import { LampUnit } from './lamp-unit.entity';
import { LampWatch } from './lamp-watch.entity';
import { LampWatchService } from './lamp-watch.service';
import { Lamp } from './lamp.entity';
import { LampReceiptsController, LampsController } from './lamps.controller';
import { LampsService } from './lamps.service';
import { LampCheckinConsumer } from './mqtt/lamp-checkin.consumer';
import { LampMqttService } from './mqtt/lamp-mqtt.service';
import { DemoLampRunner } from './simulator/demo-lamp.runner';

/**
 * Smart votive lamps (DESIGN "Side effects": lamps): the lamp panel's calls, the MQTT consumer
 * and publisher, the anomaly and desired-state jobs. Other modules use `LampsService.lightCandle` /
 * `publishForDeceased` (a paid candle); the memorial page's lamp is the 'lamps' part of DeceasedPageParts.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Lamp, LampSubscriber, LampPayment, LampUnit, LampWatch, LampRenewalLink]),
    AuthCoreModule,
    SchedulerModule,
    NotificationsModule,
    AccountsModule,
    DeceasedModule,
    PartnersModule,
    InvoicesModule,
    OrdersModule,
  ],
  controllers: [
    LampsController,
    LampReceiptsController,
    LampRenewalsController,
    LampPayOnlineController,
    LampFamilyController,
  ],
  providers: [
    LampWatchService,
    LampMqttService,
    LampDesiredService,
    LampsService,
    LampSubscribersService,
    LampPaymentsService,
    LampReceiptsService,
    LampRenewalsService,
    LampRenewalDueList,
    LampRenewalRemindersService,
    LampOnlineRenewalService,
    LampNoticesService,
    LampCheckinsService,
    LampCheckinConsumer,
    LampJobs,
    LampStatusService,
    DemoLampRunner,
    LampDemoService,
    LampBooksRead,
  ],
  // LampBooksRead: the weekly charts' read model of the lamps' table.
  exports: [LampsService, LampDemoService, LampBooksRead],
})
export class LampsModule {}
