import { forwardRef, Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AuditModule } from '../audit/audit.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { CondolencesModule } from '../condolences/condolences.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { DedicationsModule } from '../dedications/dedications.module';
import { LocationsModule } from '../locations/locations.module';
import { MediaModule } from '../media/media.module';
import { MemorialsModule } from '../memorials/memorials.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { PartnersModule } from '../partners/partners.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { ActivationController } from './activation.controller';
import { ActivationService } from './activation.service';
import { AdminQrCodesController } from './admin-qrcodes.controller';
import { DeceasedPlaquesService } from './deceased-plaques.service';
import { PartnerQrCodesController } from './partner-qrcodes.controller';
import { PlaqueCodeGenerator } from './plaque-codes';
import { PlaqueReleaseService } from './plaque-release.service';
import { PurchaseRegistrationService } from './purchase-registration.service';
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
    CondolencesModule,
    DeceasedModule,
    // The dedications module uses PurchaseRegistrationService; this one its counts: each side a forwardRef.
    forwardRef(() => DedicationsModule),
    LocationsModule,
    MediaModule,
    MemorialsModule,
    NotificationsModule,
    OrdersModule,
    PartnersModule,
    SchedulerModule,
  ],
  controllers: [
    QrCodesController,
    AdminQrCodesController,
    QrImagesController,
    ActivationController,
    QrScanController,
    PartnerQrCodesController,
  ],
  providers: [
    QrPurchaseService,
    PurchaseRegistrationService,
    PlaqueCodeGenerator,
    PlaqueReleaseService,
    QrDocumentsService,
    QrGenerationService,
    QrAdminService,
    ActivationService,
    TemporaryQrCodesService,
    TemporaryQrCodesScheduler,
    DeceasedPlaquesService,
  ],
  // Registration inside a purchase, also used by the dedication order form. The code generator and the
  // documents (PNG, print sheets) for every other way a plaque is made or shown (partner temporary codes).
  // DeceasedPlaquesService: the plaques beside their deceased in the partner panel's tables.
  exports: [PurchaseRegistrationService, PlaqueCodeGenerator, QrDocumentsService, DeceasedPlaquesService],
})
export class QrCodesModule {}
