import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Dedication } from '../dedications/dedication.entity';
import { MemorialsModule } from '../memorials/memorials.module';
import { DeceasedController } from './deceased.controller';
import { Deceased } from './deceased.entity';
import { PageCacheEvent } from './page-cache-event.entity';
import { DeceasedService } from './deceased.service';
import { PageCacheService } from './page-cache.service';

@Module({
  imports: [TypeOrmModule.forFeature([Deceased, Dedication, PageCacheEvent]), MemorialsModule],
  controllers: [DeceasedController],
  providers: [DeceasedService, PageCacheService],
  exports: [DeceasedService, PageCacheService],
})
export class DeceasedModule {}
