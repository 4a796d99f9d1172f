import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeceasedModule } from '../deceased/deceased.module';
import { LocationsModule } from '../locations/locations.module';
import { ZoneNotificationsModule } from '../notifications/zones/zone-notifications.module';
import { DeceasedFuneralPlace } from './deceased-funeral-place.entity';
import { DeceasedReferringPlace } from './deceased-referring-place.entity';
import { ManifestoModule } from './manifesto/manifesto.module';
import { ObituariesPanelModule } from './panel/obituaries-panel.module';
import { NoticePageService } from './notice-page.service';
import { ObituariesService } from './obituaries.service';

/** Obituaries: referring places and publication (the forms and manifesto come in a later issue). */
@Module({
  imports: [
    TypeOrmModule.forFeature([DeceasedReferringPlace, DeceasedFuneralPlace]),
    DeceasedModule,
    LocationsModule,
    ZoneNotificationsModule,
    ManifestoModule,
    ObituariesPanelModule,
  ],
  providers: [ObituariesService, NoticePageService],
  exports: [ObituariesService, ManifestoModule],
})
export class ObituariesModule {}
