import { Module } from '@nestjs/common';
import { AccountsModule } from '../../accounts/accounts.module';
import { AuditModule } from '../../audit/audit.module';
import { AuthCoreModule } from '../../auth/auth-core.module';
import { DeceasedModule } from '../../deceased/deceased.module';
import { MediaModule } from '../../media/media.module';
import { MemorialsModule } from '../../memorials/memorials.module';
import { PartnersModule } from '../../partners/partners.module';
import { SchedulerModule } from '../../scheduler/scheduler.module';
import { ManifestoService } from '../manifesto/manifesto.service';
import { ObituariesModule } from '../obituaries.module';
import { MANIFESTO_REGENERATOR } from './manifesto-hook';
import { ObituaryActors } from './obituary-actor';
import { ObituaryFormsController } from './obituary-forms.controller';
import { ObituaryFormsService } from './obituary-forms.service';
import { ObituaryPublications } from './obituary-publications';
import { ObituaryRecordsService } from './obituary-records.service';

/** The deceased and obituary forms (spec panels §2): routes under api/obituaries. */
@Module({
  imports: [
    AccountsModule,
    AuditModule,
    AuthCoreModule,
    DeceasedModule,
    MediaModule,
    MemorialsModule,
    PartnersModule,
    SchedulerModule,
    ObituariesModule,
  ],
  controllers: [ObituaryFormsController],
  providers: [
    ObituaryActors,
    ObituaryFormsService,
    ObituaryRecordsService,
    ObituaryPublications,
    // The renderer exported by ObituariesModule.
    { provide: MANIFESTO_REGENERATOR, useExisting: ManifestoService },
  ],
})
export class ObituaryFormsModule {}
