import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository, type SelectQueryBuilder } from 'typeorm';
import { CommonErrors, CommonMessages } from '../../common/app-error';
import { mediaUrl } from '../../common/media-url';
import { normalizeName } from '../../common/text-normalize';
import { Deceased } from '../deceased/deceased.entity';
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

type KeyValue = string | number | null;

interface OrderKey {
  /** Column in SQL (alias d). */
  column: string;
  /** Entity property for ORDER BY and for reading the value of the last row. */
  property: keyof Deceased;
  nullable: boolean;
}

const KEY = {
  publication: { column: 'd.publication_time', property: 'publicationTime', nullable: false },
  showPage: { column: 'd.show_page', property: 'showPage', nullable: false },
  death: { column: 'd.date_of_death', property: 'dateOfDeath', nullable: true },
  name: { column: 'd.name_normalized', property: 'nameNormalized', nullable: false },
  surname: { column: 'd.surname_normalized', property: 'surnameNormalized', nullable: false },
} satisfies Record<string, OrderKey>;

/**
 * The order keys of each option of spec panels §9; `d.id` always ends the key so the order is total
 * (ties in a key never repeat or skip a row between pages). The data model has no separate funeral
 * date, so funeralDateValue orders by the date of death, as dateOfDeathValue does. insertAndType is the
 * publication instant, then the type (tombstone or obituary).
 */
/**
 * MariaDB/MySQL only (TypeORM leaves USE INDEX out on SQLite): with a region, the region-first index of the
 * order, whose rows come in page order after the region; left alone, MariaDB's LIMIT heuristics may prefer
 * walking an older name index and filtering the region (bench/search-plan.md). insertTime has no exact
 * region index (the insert index has the type between the instant and the id), so it is left to the planner.
 */
const REGION_INDEX: Partial<Record<SearchOrder, string>> = {
  insertAndType: 'IDX_deceased_search_region_insert',
  funeralDateValue: 'IDX_deceased_search_region_death',
  dateOfDeathValue: 'IDX_deceased_search_region_death',
  name: 'IDX_deceased_search_region_name',
  surname: 'IDX_deceased_search_region_surname',
};

export const ORDER_KEYS: Record<SearchOrder, OrderKey[]> = {
  insertAndType: [KEY.publication, KEY.showPage],
  insertTime: [KEY.publication],
  funeralDateValue: [KEY.death],
  dateOfDeathValue: [KEY.death],
  name: [KEY.name, KEY.surname],
  surname: [KEY.surname, KEY.name],
};

/** LIKE patterns use '!' as escape character: it means the same on SQLite and MySQL. */
const likeEscape = (word: string) => word.replace(/[!%_]/g, (char) => `!${char}`);

interface Cursor {
  o: SearchOrder;
  d: 'asc' | 'desc';
  /** Order key values then the id. */
  v: KeyValue[];
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(raw: string, order: SearchOrder, dir: 'asc' | 'desc'): Cursor {
  const invalid = () => CommonErrors.validation({ after: CommonMessages.invalid });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const cursor = parsed as Partial<Cursor> | null;
  const keys = ORDER_KEYS[order];
  if (
    !cursor ||
    cursor.o !== order ||
    cursor.d !== dir ||
    !Array.isArray(cursor.v) ||
    cursor.v.length !== keys.length + 1 ||
    !Number.isInteger(cursor.v[keys.length]) ||
    !cursor.v.every((value) => value === null || ['string', 'number'].includes(typeof value)) ||
    keys.some((key, index) => !key.nullable && cursor.v![index] === null)
  )
    throw invalid();
  return cursor as Cursor;
}

/** Value of a key as kept in a cursor (instants as ISO strings), and back as a SQL parameter. */
function keyValue(person: Deceased, key: OrderKey): KeyValue {
  const value = person[key.property] as unknown;
  if (value instanceof Date) return value.toISOString();
  return (value as KeyValue) ?? null;
}
const sqlValue = (key: OrderKey, value: KeyValue) =>
  key === KEY.publication && typeof value === 'string' ? new Date(value) : value;

/** Public search of the home page (spec public §2 "/ and /home"; pages one-based, spec panels §9). */
@Injectable()
export class SearchService {
  constructor(@InjectRepository(Deceased) private readonly deceased: Repository<Deceased>) {}

  async search(query: SearchQueryDto): Promise<{ data: SearchDataDto; message?: string }> {
    if ((query.text ?? '').length > SEARCH_TEXT_MAX)
      throw CommonErrors.validation({ text: SearchMessages.textTooLong });
    const page = query.page ?? 1;
    const size = Math.min(query.maxResults ?? SEARCH_PAGE_SIZE.default, SEARCH_PAGE_SIZE.max);
    const order: SearchOrder = query.order ?? 'insertAndType';
    const dir = query.orderDir ?? 'desc';
    const keys = ORDER_KEYS[order];

    let after: KeyValue[] | null | undefined = query.after ? decodeCursor(query.after, order, dir).v : null;
    if (!after && page > 1) after = await this.cursorBefore(query, order, dir, (page - 1) * size);

    const rows =
      after === undefined
        ? []
        : await this.pageQuery(query, order, dir, after)
            .limit(size + 1)
            .getMany();
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
      cursor: hasNext
        ? encodeCursor({ o: order, d: dir, v: [...keys.map((key) => keyValue(last, key)), last.id] })
        : null,
      ...(query.searchid !== undefined ? { searchid: query.searchid } : {}),
    };
    const message = query.region && shown.length === 0 && page === 1 ? SearchMessages.regionEmpty : undefined;
    return { data, message };
  }

  /** The filtered, ordered query; with `after`, only the rows after that key (keyset seek, no OFFSET). */
  private pageQuery(
    query: SearchQueryDto,
    order: SearchOrder,
    dir: 'asc' | 'desc',
    after: KeyValue[] | null,
  ): SelectQueryBuilder<Deceased> {
    const builder = this.filtered(query, order)
      .leftJoinAndSelect('d.graveyardLocation', 'location')
      .leftJoinAndSelect('d.partner', 'partner');
    this.orderAndSeek(builder, order, dir, after);
    return builder;
  }

  /** Cursor of the row just before `skipped` rows (see SEARCH_MAX_SKIPPED_ROWS); undefined past the end. */
  private async cursorBefore(
    query: SearchQueryDto,
    order: SearchOrder,
    dir: 'asc' | 'desc',
    skipped: number,
  ): Promise<KeyValue[] | undefined> {
    if (skipped > SEARCH_MAX_SKIPPED_ROWS) throw CommonErrors.validation({ page: SearchMessages.pageTooFar });
    const keys = ORDER_KEYS[order];
    const builder = this.filtered(query, order).select([
      ...new Set(keys.map((key) => `d.${key.property}`)),
      'd.id',
    ]);
    this.orderAndSeek(builder, order, dir, null);
    const rows = await builder.limit(skipped).getMany();
    const last = rows.length === skipped ? rows.at(-1) : undefined;
    return last ? [...keys.map((key) => keyValue(last, key)), last.id] : undefined;
  }

  /** Published people matching every word and the place and type filters. */
  private filtered(query: SearchQueryDto, order: SearchOrder): SelectQueryBuilder<Deceased> {
    const builder = this.deceased.createQueryBuilder('d').where('d.enabled = 1');
    const regionIndex = REGION_INDEX[order];
    if (query.region && regionIndex) builder.useIndex(regionIndex);
    const words = normalizeName(query.text ?? '')
      .split(' ')
      .filter((word) => word.length > 0)
      .slice(0, MAX_WORDS);
    // Each word must start a word of the name or of the surname (also after an elided article: d'angelo).
    words.forEach((word, index) => {
      const columns = ['d.name_normalized', 'd.surname_normalized'];
      const patterns = {
        [`start${index}`]: `${likeEscape(word)}%`,
        [`inner${index}`]: `% ${likeEscape(word)}%`,
        [`elided${index}`]: `%'${likeEscape(word)}%`,
      };
      const tests = columns.flatMap((column) =>
        Object.keys(patterns).map((name) => `${column} LIKE :${name} ESCAPE '!'`),
      );
      builder.andWhere(`(${tests.join(' OR ')})`, patterns);
    });
    if (query.region) builder.andWhere('d.graveyard_region_id = :regionId', { regionId: query.region });
    if (query.province)
      builder.andWhere('d.graveyard_province_id = :provinceId', { provinceId: query.province });
    if (query.location)
      builder.andWhere('d.graveyard_location_id = :locationId', { locationId: query.location });
    if (query.cap) builder.andWhere('d.graveyard_cap = :cap', { cap: query.cap });
    if (query.filter === 1 || query.filter === 2)
      builder.andWhere('d.show_page = :showPage', { showPage: query.filter === 2 ? 1 : 0 });
    return builder;
  }

  /**
   * ORDER BY the keys then id, all in one direction (so one index read forwards or backwards serves
   * it), and the keyset condition "after the last row" expanded as
   * `k1 > v1 OR (k1 = v1 AND k2 > v2) OR … (… AND id > lastId)`, which the range optimiser turns into
   * index ranges (row-value comparisons are not, on MariaDB). NULLs (date of death unknown) sort first
   * ascending and last descending on both engines.
   */
  private orderAndSeek(
    builder: SelectQueryBuilder<Deceased>,
    order: SearchOrder,
    dir: 'asc' | 'desc',
    after: KeyValue[] | null,
  ): void {
    const sqlDir = dir === 'asc' ? 'ASC' : 'DESC';
    const keys = ORDER_KEYS[order];
    keys.forEach((key, index) =>
      index === 0
        ? builder.orderBy(`d.${key.property}`, sqlDir)
        : builder.addOrderBy(`d.${key.property}`, sqlDir),
    );
    builder.addOrderBy('d.id', sqlDir);
    if (!after) return;
    const all: OrderKey[] = [...keys, { column: 'd.id', property: 'id', nullable: false }];
    const params: Record<string, unknown> = {};
    all.forEach((key, index) => (params[`k${index}`] = sqlValue(key, after[index])));
    const beyond = (key: OrderKey, index: number): string => {
      const value = after[index];
      if (value === null) return dir === 'asc' ? `${key.column} IS NOT NULL` : '1 = 0';
      const compare = `${key.column} ${dir === 'asc' ? '>' : '<'} :k${index}`;
      return key.nullable && dir === 'desc' ? `(${compare} OR ${key.column} IS NULL)` : compare;
    };
    const equal = (key: OrderKey, index: number) =>
      after[index] === null ? `${key.column} IS NULL` : `${key.column} = :k${index}`;
    const branches = all.map((key, index) =>
      [...all.slice(0, index).map(equal), beyond(key, index)].join(' AND '),
    );
    builder.andWhere(new Brackets((where) => where.where(`(${branches.join(') OR (')})`, params)));
  }
}
