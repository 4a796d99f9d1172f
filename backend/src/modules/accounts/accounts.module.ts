import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthCoreModule } from '../auth/auth-core.module';
import { LocationsModule } from '../locations/locations.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AccountLinksService } from './account-links.service';
import { AccountPlacesService } from './account-places.service';
import { AccountSettingsService } from './account-settings.service';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { NotificationZone } from './notification-zone.entity';
import { RecoveryService } from './recovery.service';
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
  ],
  // AccountLinksService.sendLoginRenewal is for the memorial reminder job; AccountPlacesService checks the
  // owner's address and the burial place of a plaque activation.
  exports: [
    AccountsService,
    AccountLinksService,
    RegistrationService,
    AccountPlacesService,
    UserSearchService,
  ],
})
export class AccountsModule {}
