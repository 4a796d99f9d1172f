import { forwardRef, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { AuditModule } from '../audit/audit.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { ContentModule } from '../content/content.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { LampsModule } from '../lamps/lamps.module';
import { MediaModule } from '../media/media.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { QrCodesModule } from '../qrcodes/qrcodes.module';
import { AccountDedicationsController } from './account-dedications.controller';
import { AdminGiftsController } from './admin-gifts.controller';
import { AdminGiftsService } from './admin-gifts.service';
import { AdminDedicationsController } from './admin-dedications.controller';
import { AdminDedicationsService } from './admin-dedications.service';
import { DedicationDecisionsService } from './dedication-decisions.service';
import { DedicationOrdersService } from './dedication-orders.service';
import { Dedication } from './dedication.entity';
import { DedicationsController } from './dedications.controller';
import { DedicationsService } from './dedications.service';

/**
 * Dedications (docs/contracts.md "Dedications"): their orders, the owner's approval, the owner's pending
 * list, the admin's review (audited) and what the memorial page shows of them (registered as a part of the
 * deceased's page).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Dedication]),
    AccountsModule,
    AuditModule,
    AuthCoreModule,
    ContentModule,
    DeceasedModule,
    LampsModule,
    MediaModule,
    NotificationsModule,
    OrdersModule,
    // QrCodesModule reads the dedication counts for the admin's QR lists: each side a forwardRef.
    forwardRef(() => QrCodesModule),
  ],
  controllers: [
    DedicationsController,
    AccountDedicationsController,
    AdminDedicationsController,
    AdminGiftsController,
  ],
  providers: [
    DedicationsService,
    DedicationOrdersService,
    DedicationDecisionsService,
    AdminDedicationsService,
    AdminGiftsService,
  ],
  // DedicationDecisionsService: the partner panel's #dedic decides through the owner's and admin's logic.
  exports: [DedicationsService, DedicationDecisionsService],
})
export class DedicationsModule {}
