import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Aphorism } from './aphorism.entity';
import { AphorismsSeeder } from './aphorisms.seeder';

/** Text pages, aphorisms, phrases (DESIGN "Back end": module `content`). Now: the shipped aphorisms. */
@Module({
  imports: [TypeOrmModule.forFeature([Aphorism])],
  providers: [AphorismsSeeder],
})
export class ContentModule {}
