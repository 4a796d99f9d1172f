import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthCoreModule } from '../auth/auth-core.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { DedicationsModule } from '../dedications/dedications.module';
import { LocationsModule } from '../locations/locations.module';
import { MemorialsModule } from '../memorials/memorials.module';
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

@Module({
  imports: [
    TypeOrmModule.forFeature([User, UserAddress, NotificationZone]),
    AuthCoreModule,
    NotificationsModule,
    LocationsModule,
    MemorialsModule,
    DeceasedModule,
    DedicationsModule,
  ],
  controllers: [AccountsController],
  providers: [
    AccountsService,
    AccountPlacesService,
    AccountLinksService,
    RegistrationService,
    RecoveryService,
    AccountSettingsService,
  ],
  // AccountLinksService.sendLoginRenewal is for the memorial reminder job.
  exports: [AccountsService, AccountLinksService, RegistrationService],
})
export class AccountsModule {}
