import { Module } from '@nestjs/common';
import { AuthCoreModule } from '../auth/auth-core.module';
import { CondolencesModule } from '../condolences/condolences.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { DedicationsModule } from '../dedications/dedications.module';
import { NoticeListsModule } from '../obituaries/notice-lists.module';
import { OrdersModule } from '../orders/orders.module';
import { PartnersModule } from '../partners/partners.module';
import { QrCodesModule } from '../qrcodes/qrcodes.module';
import { PanelListsService } from './panel-lists.service';
import { PartnerDedicationsService } from './partner-dedications.service';
import { PartnerOrdersService } from './partner-orders.service';
import { PartnerPanelController } from './partner-panel.controller';

/**
 * The partner panel's cards and tables, `api/partnerPanel/*` (spec panels §2 /partner-panel, §6): it reads
 * the domain modules' exported services (the notice lists: obituaries' NoticeListsModule) and owns no table.
 */
@Module({
  imports: [
    AuthCoreModule,
    CondolencesModule,
    DeceasedModule,
    DedicationsModule,
    OrdersModule,
    PartnersModule,
    QrCodesModule,
    NoticeListsModule,
  ],
  controllers: [PartnerPanelController],
  providers: [PanelListsService, PartnerDedicationsService, PartnerOrdersService],
})
export class PartnerPanelModule {}
