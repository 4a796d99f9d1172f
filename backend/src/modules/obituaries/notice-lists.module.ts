import { Module } from '@nestjs/common';
import { AuthCoreModule } from '../auth/auth-core.module';
import { CondolencesModule } from '../condolences/condolences.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { QrCodesModule } from '../qrcodes/qrcodes.module';
import { AdminObituariesController } from './admin-obituaries.controller';
import { NoticeListsService } from './notice-lists.service';

/**
 * The lists of notices (spec panels §2): the admin's #necrologi route here, and NoticeListsService for the
 * partner panel's #pages and the name/code filter of its #deceased (partner-panel module).
 */
@Module({
  imports: [AuthCoreModule, CondolencesModule, DeceasedModule, QrCodesModule],
  controllers: [AdminObituariesController],
  providers: [NoticeListsService],
  exports: [NoticeListsService],
})
export class NoticeListsModule {}
