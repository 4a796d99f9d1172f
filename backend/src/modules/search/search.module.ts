import { Module } from '@nestjs/common';
import { DeceasedModule } from '../deceased/deceased.module';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

/** The public search (its queries over the deceased table are the deceased module's PeopleSearchService). */
@Module({
  imports: [DeceasedModule],
  controllers: [SearchController],
  providers: [SearchService],
})
export class SearchModule {}
