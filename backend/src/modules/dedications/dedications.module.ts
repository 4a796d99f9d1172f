import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Dedication } from './dedication.entity';
import { DedicationsService } from './dedications.service';

@Module({
  imports: [TypeOrmModule.forFeature([Dedication])],
  providers: [DedicationsService],
  exports: [DedicationsService],
})
export class DedicationsModule {}
