import { Module } from '@nestjs/common';
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
import { PageMembersModule } from '../page-members/page-members.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { AccountDedicationsController } from './account-dedications.controller';
import { AdminGiftsController } from './admin-gifts.controller';
import { AdminGiftsService } from './admin-gifts.service';
import { AdminDedicationsController } from './admin-dedications.controller';
import { AdminDedicationsService } from './admin-dedications.service';
import { DedicationDecisionsService } from './dedication-decisions.service';
import { DedicationOrdersService } from './dedication-orders.service';
import { Dedication } from './dedication.entity';
import { DedicationBooksRead } from './dedication-books.read';
import { DedicationExportRead } from './dedication-export.read';
import { DedicationsController } from './dedications.controller';
import { DedicationsService } from './dedications.service';
import { DedicationModerationScheduler } from './moderation/dedication-moderation.scheduler';
import { DevModerationController } from './moderation/dev-moderation.controller';
import { ManagedDedicationsController } from './moderation/managed-dedications.controller';
import { ManagedModerationService } from './moderation/managed-moderation.service';
import { DedicationModerationService } from './moderation/dedication-moderation.service';
import { ModerationController } from './moderation/moderation.controller';
import { PageModeration } from './moderation/page-moderation.entity';

/**
 * Dedications (docs/contracts.md "Dedications"): their orders, the owner's approval, the owner's pending
 * list, the admin's review (audited), the family's moderation deadline (moderation/) and what the memorial
 * page shows of them (registered as a part of the deceased's page).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Dedication, PageModeration]),
    AccountsModule,
    AuditModule,
    AuthCoreModule,
    ContentModule,
    DeceasedModule,
    LampsModule,
    MediaModule,
    NotificationsModule,
    OrdersModule,
    PageMembersModule,
    SchedulerModule,
  ],
  controllers: [
    DedicationsController,
    AccountDedicationsController,
    AdminDedicationsController,
    AdminGiftsController,
    ModerationController,
    DevModerationController,
    ManagedDedicationsController,
  ],
  providers: [
    DedicationsService,
    DedicationOrdersService,
    DedicationDecisionsService,
    AdminDedicationsService,
    AdminGiftsService,
    DedicationExportRead,
    DedicationBooksRead,
    DedicationModerationService,
    DedicationModerationScheduler,
    ManagedModerationService,
  ],
  // DedicationDecisionsService: the partner panel's #dedic decides through the owner's and admin's logic.
  // DedicationBooksRead: the weekly charts' read model of the dedications' table.
  exports: [DedicationsService, DedicationDecisionsService, DedicationExportRead, DedicationBooksRead],
})
export class DedicationsModule {}
