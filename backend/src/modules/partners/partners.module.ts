import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Deceased } from '../deceased/deceased.entity';
import { PartnerPageService } from './partner-page.service';
import { Partner } from './partner.entity';
import { PartnersController } from './partners.controller';
import { PartnersService } from './partners.service';

@Module({
  imports: [TypeOrmModule.forFeature([Partner, Deceased])],
  controllers: [PartnersController],
  providers: [PartnersService, PartnerPageService],
  exports: [PartnersService],
})
export class PartnersModule {}
