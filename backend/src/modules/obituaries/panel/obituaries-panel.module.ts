import { Module } from '@nestjs/common';
import { AuthCoreModule } from '../../auth/auth-core.module';
import { CondolencesModule } from '../../condolences/condolences.module';
import { DeceasedModule } from '../../deceased/deceased.module';
import { DedicationsModule } from '../../dedications/dedications.module';
import { PartnersModule } from '../../partners/partners.module';
import { QrCodesModule } from '../../qrcodes/qrcodes.module';
import { AdminObituariesController } from './admin-obituaries.controller';
import { PanelListsService } from './panel-lists.service';
import { PartnerDedicationsService } from './partner-dedications.service';
import { PartnerPanelController } from './partner-panel.controller';

/** The partner panel's cards and tables and the admin's #necrologi (issue 11 items 4 and 6). */
@Module({
  imports: [
    AuthCoreModule,
    CondolencesModule,
    DeceasedModule,
    DedicationsModule,
    PartnersModule,
    QrCodesModule,
  ],
  controllers: [PartnerPanelController, AdminObituariesController],
  providers: [PanelListsService, PartnerDedicationsService],
})
export class ObituariesPanelModule {}
