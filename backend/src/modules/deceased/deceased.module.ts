import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MemorialsModule } from '../memorials/memorials.module';
import { DeceasedController } from './deceased.controller';
import { Deceased } from './deceased.entity';
import { DeceasedService } from './deceased.service';

@Module({
  imports: [TypeOrmModule.forFeature([Deceased]), MemorialsModule],
  controllers: [DeceasedController],
  providers: [DeceasedService],
  exports: [DeceasedService],
})
export class DeceasedModule {}
