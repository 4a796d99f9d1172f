import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PartnersModule } from '../partners/partners.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { LampCheckinsService } from './lamp-checkins.service';
import { LampDesiredService } from './lamp-desired.service';
import { LampJobs } from './lamp-jobs';
import { LampNoticesService } from './lamp-notices.service';
import { LampPayment } from './lamp-payment.entity';
import { LampPaymentsService } from './lamp-payments.service';
import { LampStatusService } from './lamp-status.service';
import { LampSubscriber } from './lamp-subscriber.entity';
import { LampSubscribersService } from './lamp-subscribers.service';
import { LampUnit } from './lamp-unit.entity';
import { Lamp } from './lamp.entity';
import { LampReceiptsController, LampsController } from './lamps.controller';
import { LampsService } from './lamps.service';
import { LampCheckinConsumer } from './mqtt/lamp-checkin.consumer';
import { LampMqttService } from './mqtt/lamp-mqtt.service';
import { DemoLampRunner } from './simulator/demo-lamp.runner';

/**
 * Smart votive lamps (issue 12; DESIGN "Side effects": lamps): the lamp panel's calls, the MQTT consumer
 * and publisher, the anomaly and desired-state jobs. Other modules use `LampsService.lightCandle` /
 * `publishForDeceased` (a paid candle); the memorial page's lamp is the 'lamps' part of DeceasedPageParts.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Lamp, LampSubscriber, LampPayment, LampUnit]),
    AuthCoreModule,
    SchedulerModule,
    NotificationsModule,
    AccountsModule,
    DeceasedModule,
    PartnersModule,
  ],
  controllers: [LampsController, LampReceiptsController],
  providers: [
    LampMqttService,
    LampDesiredService,
    LampsService,
    LampSubscribersService,
    LampPaymentsService,
    LampNoticesService,
    LampCheckinsService,
    LampCheckinConsumer,
    LampJobs,
    LampStatusService,
    DemoLampRunner,
  ],
  exports: [LampsService],
})
export class LampsModule {}
