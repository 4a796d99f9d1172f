import { Module } from '@nestjs/common';
import { DeceasedModule } from '../deceased/deceased.module';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

@Module({
  imports: [DeceasedModule],
  controllers: [SearchController],
  providers: [SearchService],
})
export class SearchModule {}
