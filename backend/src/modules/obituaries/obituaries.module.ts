import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeceasedModule } from '../deceased/deceased.module';
import { LocationsModule } from '../locations/locations.module';
import { MediaModule } from '../media/media.module';
import { ZoneNotificationsModule } from '../notifications/zones/zone-notifications.module';
import { DeceasedFuneralPlace } from './deceased-funeral-place.entity';
import { DeceasedReferringPlace } from './deceased-referring-place.entity';
import { ManifestoService } from './manifesto/manifesto.service';
import { ObituariesService } from './obituaries.service';

/** Obituaries: referring places and publication (the forms and manifesto come in a later issue). */
@Module({
  imports: [
    TypeOrmModule.forFeature([DeceasedReferringPlace, DeceasedFuneralPlace]),
    DeceasedModule,
    LocationsModule,
    ZoneNotificationsModule,
    MediaModule,
  ],
  providers: [ObituariesService, ManifestoService],
  exports: [ObituariesService, ManifestoService],
})
export class ObituariesModule {}
