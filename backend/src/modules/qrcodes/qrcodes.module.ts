import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { OrdersModule } from '../orders/orders.module';
import { PurchaseRegistrationService } from './purchase-registration.service';
import { QrPurchaseService } from './qr-purchase.service';
import { QrCodesController } from './qrcodes.controller';

/** Plaques and their online purchase (docs/contracts.md "Plaques"). */
@Module({
  imports: [AccountsModule, AuthCoreModule, OrdersModule],
  controllers: [QrCodesController],
  providers: [QrPurchaseService, PurchaseRegistrationService],
  // Registration inside a purchase, also used by the dedication order form.
  exports: [PurchaseRegistrationService],
})
export class QrCodesModule {}
