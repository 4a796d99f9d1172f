import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { AuditModule } from '../audit/audit.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { ContentModule } from '../content/content.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { LocationsModule } from '../locations/locations.module';
import { MediaModule } from '../media/media.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { AdminPartnersController } from './admin-partners.controller';
import { PartnerAdminService } from './partner-admin.service';
import { PartnerCompanyService } from './partner-company.service';
import { PartnerEditService } from './partner-edit.service';
import { PartnerRequestsService } from './partner-requests.service';
import { PartnerPageService } from './partner-page.service';
import { Partner } from './partner.entity';
import { PartnersController } from './partners.controller';
import { PartnersService } from './partners.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Partner]),
    DeceasedModule,
    AccountsModule,
    AuthCoreModule,
    AuditModule,
    ContentModule,
    LocationsModule,
    MediaModule,
    SchedulerModule,
  ],
  controllers: [PartnersController, AdminPartnersController],
  providers: [
    PartnersService,
    PartnerPageService,
    PartnerRequestsService,
    PartnerAdminService,
    PartnerEditService,
    PartnerCompanyService,
  ],
  exports: [PartnersService, PartnerPageService, PartnerCompanyService],
})
export class PartnersModule {}
