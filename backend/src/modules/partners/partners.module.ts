import { forwardRef, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { AuditModule } from '../audit/audit.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { ContentModule } from '../content/content.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { MediaModule } from '../media/media.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { AdminPartnersController } from './admin-partners.controller';
import { PartnerAdminService } from './partner-admin.service';
import { PartnerEditService } from './partner-edit.service';
import { PartnerRequestsService } from './partner-requests.service';
import { PartnerPageService } from './partner-page.service';
import { Partner } from './partner.entity';
import { PartnersController } from './partners.controller';
import { PartnersService } from './partners.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Partner]),
    // deceased → dedications → lamps → partners → deceased: each side of the cycle a forwardRef.
    forwardRef(() => DeceasedModule),
    AccountsModule,
    AuthCoreModule,
    AuditModule,
    ContentModule,
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
  ],
  exports: [PartnersService, PartnerPageService],
})
export class PartnersModule {}
