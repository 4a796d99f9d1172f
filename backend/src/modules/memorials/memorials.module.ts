import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Memorial } from './memorial.entity';
import { MemorialMediaItem } from './memorial-media.entity';
import { MemorialsService } from './memorials.service';

@Module({
  imports: [TypeOrmModule.forFeature([Memorial, MemorialMediaItem])],
  providers: [MemorialsService],
  exports: [MemorialsService],
})
export class MemorialsModule {}
