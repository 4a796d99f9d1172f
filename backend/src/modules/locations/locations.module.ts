import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ComuneCap } from './comune-cap.entity';
import { Comune } from './comune.entity';
import { Country } from './country.entity';
import { LocationsController } from './locations.controller';
import { LocationsService } from './locations.service';
import { Province } from './province.entity';
import { ReferenceDataSeeder } from './reference-data.seeder';
import { Region } from './region.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Region, Province, Comune, ComuneCap, Country])],
  controllers: [LocationsController],
  providers: [LocationsService, ReferenceDataSeeder],
  exports: [LocationsService],
})
export class LocationsModule {}
