import { Module } from '@nestjs/common';
import { AuthCoreModule } from '../../auth/auth-core.module';
import { CondolencesModule } from '../../condolences/condolences.module';
import { DeceasedModule } from '../../deceased/deceased.module';
import { NotificationsModule } from '../../notifications/notifications.module';
import { PartnersModule } from '../../partners/partners.module';
import { QrCodesModule } from '../../qrcodes/qrcodes.module';
import { SchedulerModule } from '../../scheduler/scheduler.module';
import { ManifestoService } from '../manifesto/manifesto.service';
import { ObituariesModule } from '../obituaries.module';
import { CardDocumentsService } from './card-documents.service';
import { CARD_MANIFESTO } from './card-manifesto';
import { CardPdfsService } from './card-pdfs.service';
import { CardSendingService } from './card-sending.service';
import { CardSubjectService } from './card-subject.service';
import { CardsController } from './cards.controller';

/** Cards, printable documents and the messages sharing them. */
@Module({
  imports: [
    AuthCoreModule,
    CondolencesModule,
    DeceasedModule,
    NotificationsModule,
    ObituariesModule,
    PartnersModule,
    QrCodesModule,
    SchedulerModule,
  ],
  controllers: [CardsController],
  providers: [
    CardSubjectService,
    CardPdfsService,
    CardDocumentsService,
    CardSendingService,
    { provide: CARD_MANIFESTO, useExisting: ManifestoService },
  ],
})
export class CardsModule {}
