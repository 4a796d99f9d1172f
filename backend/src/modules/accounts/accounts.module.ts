import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { LocationsModule } from '../locations/locations.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AccountFallbackContacts } from './account-fallback-contacts';
import { AccountLinksService } from './account-links.service';
import { AccountPlacesService } from './account-places.service';
import { AccountSettingsService } from './account-settings.service';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { NotificationZone } from './notification-zone.entity';
import { RecoveryService } from './recovery.service';
import { PurchaseRegistrationService } from './purchase-registration.service';
import { RegistrationService } from './registration.service';
import { UserAddress } from './user-address.entity';
import { User } from './user.entity';
import { UserSearchController } from './user-search.controller';
import { UserSearchService } from './user-search.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([User, UserAddress, NotificationZone]),
    AuthCoreModule,
    NotificationsModule,
    LocationsModule,
    AuditModule,
  ],
  controllers: [AccountsController, UserSearchController],
  providers: [
    AccountsService,
    AccountPlacesService,
    AccountLinksService,
    RegistrationService,
    RecoveryService,
    AccountSettingsService,
    UserSearchService,
    AccountFallbackContacts,
    PurchaseRegistrationService,
  ],
  // AccountLinksService.sendLoginRenewal is for the memorial reminder job; AccountPlacesService checks the
  // owner's address and the burial place of a plaque activation.
  exports: [
    AccountsService,
    AccountLinksService,
    RegistrationService,
    AccountPlacesService,
    UserSearchService,
    PurchaseRegistrationService,
  ],
})
export class AccountsModule {}
