import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeceasedModule } from '../deceased/deceased.module';
import { LocationsModule } from '../locations/locations.module';
import { ZoneNotificationsModule } from '../notifications/zones/zone-notifications.module';
import { DeceasedFuneralPlace } from './deceased-funeral-place.entity';
import { DeceasedReferringPlace } from './deceased-referring-place.entity';
import { ManifestoModule } from './manifesto/manifesto.module';
import { NoticePageService } from './notice-page.service';
import { ObituariesService } from './obituaries.service';

/**
 * Obituaries: referring places, publication and the notice on the memorial page; the manifesto and the lists
 * of notices (NoticeListsModule: the admin's #necrologi, read by the partner panel's #pages) are modules of
 * their own.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([DeceasedReferringPlace, DeceasedFuneralPlace]),
    DeceasedModule,
    LocationsModule,
    ZoneNotificationsModule,
    ManifestoModule,
  ],
  providers: [ObituariesService, NoticePageService],
  exports: [ObituariesService, ManifestoModule],
})
export class ObituariesModule {}
