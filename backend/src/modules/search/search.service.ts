import { Injectable } from '@nestjs/common';
import { mediaUrl } from '../../common/media-url';
import { normalizeName } from '../../common/text-normalize';
import { DeceasedService } from '../deceased/deceased.service';
import type { SearchQueryDto } from './dto/search-query.dto';
import type { SearchDataDto } from './dto/search-result.dto';

export const SEARCH_PAGE_SIZE = { default: 12, max: 50 } as const;
const MAX_WORDS = 5;

/** Public search of the home page (spec public §2 "/ and /home"; pages one-based, spec panels §9). */
@Injectable()
export class SearchService {
  constructor(private readonly deceased: DeceasedService) {}

  async search(query: SearchQueryDto): Promise<SearchDataDto> {
    const page = query.page ?? 1;
    const size = Math.min(query.maxResults ?? SEARCH_PAGE_SIZE.default, SEARCH_PAGE_SIZE.max);
    const words = normalizeName(query.text ?? '')
      .split(' ')
      .filter((word) => word.length > 0)
      .slice(0, MAX_WORDS);
    // One row more than the page tells whether a next page exists without a COUNT.
    const rows = await this.deceased.search({
      words,
      regionId: query.region,
      provinceId: query.province,
      locationId: query.location,
      cap: query.cap,
      kind: query.filter === 1 ? 'necrologio' : query.filter === 2 ? 'lapide' : undefined,
      offset: (page - 1) * size,
      limit: size + 1,
    });
    return {
      result: 'success',
      searchResult: rows.slice(0, size).map((person) => ({
        ID: person.id,
        name: person.name,
        surname: person.surname,
        dateOfBirth: person.dateOfBirth,
        dateOfDeath: person.dateOfDeath,
        photo: mediaUrl(person.photo),
        graveyardName: person.graveyardName,
        graveLocation: person.graveyardLocation?.name ?? null,
        type: person.showPage === 1 ? 'lapide' : 'necrologio',
        partnerID: person.partner?.id ?? null,
        partnerName: person.partner?.name ?? null,
      })),
      nextPage: rows.length > size ? page + 1 : null,
    };
  }
}
