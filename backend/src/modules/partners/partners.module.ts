import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Deceased } from '../deceased/deceased.entity';
import { DeceasedModule } from '../deceased/deceased.module';
import { PartnerPageService } from './partner-page.service';
import { Partner } from './partner.entity';
import { PartnersController } from './partners.controller';
import { PartnersService } from './partners.service';

@Module({
  imports: [TypeOrmModule.forFeature([Partner, Deceased]), DeceasedModule],
  controllers: [PartnersController],
  providers: [PartnersService, PartnerPageService],
  exports: [PartnersService, PartnerPageService],
})
export class PartnersModule {}
