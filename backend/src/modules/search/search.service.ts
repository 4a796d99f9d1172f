import { Injectable } from '@nestjs/common';
import { CommonErrors, CommonMessages } from '../../common/app-error';
import { mediaUrl } from '../../common/media-url';
import { normalizeName } from '../../common/text-normalize';
import { PeopleSearchService, type PeopleFilters, type SearchKey } from '../deceased/people-search.service';
import { SEARCH_TEXT_MAX, type SearchOrder, type SearchQueryDto } from './dto/search-query.dto';
import type { SearchDataDto } from './dto/search-result.dto';

export const SEARCH_PAGE_SIZE = { default: 12, max: 50 } as const;
const MAX_WORDS = 5;
/**
 * A bare `page=N` (a shared link, a reload without history state) has no cursor. We then find the
 * cursor of page N-1 with one query that reads only the order key columns of the rows before it — the
 * covering index answers it without touching the table rows — and then seek from it as usual. This is
 * bounded: links further than this many rows from the start are refused (the pages' own 'Successiva'
 * links carry cursors and have no limit).
 */
export const SEARCH_MAX_SKIPPED_ROWS = 5000;

export const SearchMessages = {
  textTooLong: 'Testo di ricerca troppo lungo',
  regionEmpty: 'Nessuna pagina trovata per la regione scelta',
  pageTooFar: 'Pagina troppo lontana, usa i pulsanti di pagina',
} as const;

interface Cursor {
  o: SearchOrder;
  d: 'asc' | 'desc';
  /** Order key values then the id (PeopleSearchService's key). */
  v: SearchKey;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(
  raw: string,
  order: SearchOrder,
  dir: 'asc' | 'desc',
  people: PeopleSearchService,
): Cursor {
  const invalid = () => CommonErrors.validation({ after: CommonMessages.invalid });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const cursor = parsed as Partial<Cursor> | null;
  if (!cursor || cursor.o !== order || cursor.d !== dir || !people.isKey(order, cursor.v)) throw invalid();
  return cursor as Cursor;
}

/** The query's filters as the deceased module's search reads them. */
function filtersOf(query: SearchQueryDto): PeopleFilters {
  return {
    words: normalizeName(query.text ?? '')
      .split(' ')
      .filter((word) => word.length > 0)
      .slice(0, MAX_WORDS),
    regionId: query.region,
    provinceId: query.province,
    locationId: query.location,
    cap: query.cap,
    showPage: query.filter === 1 || query.filter === 2 ? (query.filter === 2 ? 1 : 0) : undefined,
  };
}

/** Public search of the home page (spec public §2 "/ and /home"; pages one-based, spec panels §9). */
@Injectable()
export class SearchService {
  constructor(private readonly people: PeopleSearchService) {}

  async search(query: SearchQueryDto): Promise<{ data: SearchDataDto; message?: string }> {
    if ((query.text ?? '').length > SEARCH_TEXT_MAX)
      throw CommonErrors.validation({ text: SearchMessages.textTooLong });
    const page = query.page ?? 1;
    const size = Math.min(query.maxResults ?? SEARCH_PAGE_SIZE.default, SEARCH_PAGE_SIZE.max);
    const order: SearchOrder = query.order ?? 'insertAndType';
    const dir = query.orderDir ?? 'desc';
    const filters = filtersOf(query);

    let after: SearchKey | null | undefined = query.after
      ? decodeCursor(query.after, order, dir, this.people).v
      : null;
    if (!after && page > 1) after = await this.cursorBefore(filters, order, dir, (page - 1) * size);

    const rows = after === undefined ? [] : await this.people.page(filters, order, dir, after, size + 1);
    // One row more than the page tells whether a next page exists without a COUNT.
    const shown = rows.slice(0, size);
    const last = shown.at(-1);
    const hasNext = rows.length > size && last !== undefined;
    const data: SearchDataDto = {
      result: 'success',
      searchResult: shown.map((person) => ({
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
      nextPage: hasNext ? page + 1 : null,
      cursor: hasNext ? encodeCursor({ o: order, d: dir, v: this.people.keyOf(last, order) }) : null,
      ...(query.searchid !== undefined ? { searchid: query.searchid } : {}),
    };
    const message = query.region && shown.length === 0 && page === 1 ? SearchMessages.regionEmpty : undefined;
    return { data, message };
  }

  /** Cursor of the row just before `skipped` rows (see SEARCH_MAX_SKIPPED_ROWS); undefined past the end. */
  private async cursorBefore(
    filters: PeopleFilters,
    order: SearchOrder,
    dir: 'asc' | 'desc',
    skipped: number,
  ): Promise<SearchKey | undefined> {
    if (skipped > SEARCH_MAX_SKIPPED_ROWS) throw CommonErrors.validation({ page: SearchMessages.pageTooFar });
    return this.people.keyAt(filters, order, dir, skipped);
  }
}
