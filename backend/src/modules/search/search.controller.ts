import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { SearchQueryDto } from './dto/search-query.dto';
import { SearchDataDto } from './dto/search-result.dto';
import { SearchService } from './search.service';

@ApiTags('search')
@Controller('api/search')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @Get()
  @ApiOperation({ operationId: 'search', summary: 'Search deceased by name, accent- and case-insensitive' })
  @ApiEnvelope(SearchDataDto)
  @ApiFailures(400)
  async search(@Query() query: SearchQueryDto) {
    const { data, message } = await this.searchService.search(query);
    return ok(data, { message });
  }
}
