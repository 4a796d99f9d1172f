import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AuditModule } from '../audit/audit.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { LocationsModule } from '../locations/locations.module';
import { MediaModule } from '../media/media.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { PartnersModule } from '../partners/partners.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { ActivationController } from './activation.controller';
import { ActivationService } from './activation.service';
import { ActivationConfirmation } from './activation/activation-confirmation';
import { ActivationFormCheck } from './activation/activation-form-check';
import { ActivationLinkMessage } from './activation/activation-message';
import { ActivationNotices } from './activation/activation-notices';
import { ActivationOwner } from './activation/activation-owner';
import { ActivationPlaques } from './activation/activation-plaques';
import { ActivationRecord } from './activation/activation-record';
import { ActivationRefusals } from './activation/activation-refusals';
import { ActivationSubmission } from './activation/activation-submission';
import { PlaqueStatus } from './activation/plaque-status';
import { VerificationCodeCheck } from './activation/verification-code-check';
import { AdminQrCodesController } from './admin-qrcodes.controller';
import { DeceasedPlaquesService } from './deceased-plaques.service';
import { PlaqueOrdersService } from './plaque-orders.service';
import { DeceasedSheetController } from './deceased-sheet.controller';
import { DeceasedSheetService } from './deceased-sheet.service';
import { PartnerQrCodesController } from './partner-qrcodes.controller';
import { PlaqueBooksRead } from './plaque-books.read';
import { PlaqueCodeGenerator } from './plaque-codes';
import { PlaqueReleaseService } from './plaque-release.service';
import { QrAdminService } from './qr-admin.service';
import { QrDocumentsService } from './qr-documents.service';
import { QrGenerationService } from './qr-generation.service';
import { QrImagesController } from './qr-images.controller';
import { QrPurchaseService } from './qr-purchase.service';
import { QrCodesController } from './qrcodes.controller';
import { QrScanController } from './qr-scan.controller';
import { TemporaryQrCodesScheduler } from './temporary-qrcodes.scheduler';
import { TemporaryQrCodesService } from './temporary-qrcodes.service';

/** Plaques: their online purchase, generation and administration, activation and scans (docs/contracts.md "Plaques"). */
@Module({
  imports: [
    AccountsModule,
    AuditModule,
    AuthCoreModule,
    DeceasedModule,
    LocationsModule,
    MediaModule,
    NotificationsModule,
    OrdersModule,
    PartnersModule,
    SchedulerModule,
  ],
  controllers: [
    // Before the ':id/…' routes of the others.
    DeceasedSheetController,
    QrCodesController,
    AdminQrCodesController,
    QrImagesController,
    ActivationController,
    QrScanController,
    PartnerQrCodesController,
  ],
  providers: [
    QrPurchaseService,
    PlaqueCodeGenerator,
    PlaqueReleaseService,
    QrDocumentsService,
    QrGenerationService,
    QrAdminService,
    ActivationService,
    // The activation flow's collaborators (activation/), one job each.
    ActivationSubmission,
    ActivationRefusals,
    ActivationFormCheck,
    VerificationCodeCheck,
    ActivationOwner,
    ActivationRecord,
    ActivationLinkMessage,
    ActivationConfirmation,
    ActivationNotices,
    ActivationPlaques,
    PlaqueStatus,
    TemporaryQrCodesService,
    TemporaryQrCodesScheduler,
    DeceasedPlaquesService,
    PlaqueOrdersService,
    DeceasedSheetService,
    PlaqueBooksRead,
  ],
  // Registration inside a purchase, also used by the dedication order form. The code generator and the
  // documents (PNG, print sheets) for every other way a plaque is made or shown (partner temporary codes).
  // DeceasedPlaquesService: the plaques beside their deceased in the partner panel's tables.
  // PlaqueOrdersService: the plaques' orders in the partner panel's orders table.
  exports: [
    PlaqueCodeGenerator,
    QrDocumentsService,
    DeceasedPlaquesService,
    PlaqueOrdersService,
    // The admin overview's read models ask it for the plaques' counts and rows.
    QrAdminService,
    // The weekly charts' read model of the plaques' table.
    PlaqueBooksRead,
  ],
})
export class QrCodesModule {}
