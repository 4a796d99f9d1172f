import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Deceased } from '../deceased/deceased.entity';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

@Module({
  imports: [TypeOrmModule.forFeature([Deceased])],
  controllers: [SearchController],
  providers: [SearchService],
})
export class SearchModule {}
