import { Module } from '@nestjs/common';
import { AuthCoreModule } from '../auth/auth-core.module';
import { ContentModule } from '../content/content.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { MediaModule } from '../media/media.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { QrCodesModule } from '../qrcodes/qrcodes.module';
import { DedicationDecisionsService } from './dedication-decisions.service';
import { DedicationOrdersService } from './dedication-orders.service';
import { DedicationsController } from './dedications.controller';

/**
 * Dedication orders and the owner's approval (docs/contracts.md "Dedications"). Apart from
 * DedicationsModule (the owner's pending list), which the accounts module imports: this one needs accounts
 * (registration with a purchase), so keeping them apart avoids an import cycle.
 */
@Module({
  imports: [
    AuthCoreModule,
    ContentModule,
    DeceasedModule,
    MediaModule,
    NotificationsModule,
    OrdersModule,
    QrCodesModule,
  ],
  controllers: [DedicationsController],
  providers: [DedicationOrdersService, DedicationDecisionsService],
  exports: [DedicationDecisionsService],
})
export class DedicationOrdersModule {}
