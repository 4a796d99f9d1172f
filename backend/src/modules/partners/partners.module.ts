import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeceasedModule } from '../deceased/deceased.module';
import { PartnerPageService } from './partner-page.service';
import { Partner } from './partner.entity';
import { PartnersController } from './partners.controller';
import { PartnersService } from './partners.service';

@Module({
  imports: [TypeOrmModule.forFeature([Partner]), DeceasedModule],
  controllers: [PartnersController],
  providers: [PartnersService, PartnerPageService],
  exports: [PartnersService, PartnerPageService],
})
export class PartnersModule {}
