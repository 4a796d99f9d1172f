import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { SearchOrder } from '../search/dto/search-query.dto';
import { Deceased } from './deceased.entity';

/** A row's place in an order: the values of the order's keys, then its id. */
export type SearchKey = Array<string | number | null>;
type KeyValue = SearchKey[number];

/** What the public search filters on (spec public §2 "/ and /home"; spec panels §9). */
export interface PeopleFilters {
  /** Normalised words (normalizeName); each must start a word of the name or of the surname. */
  words: string[];
  regionId?: number;
  provinceId?: number;
  locationId?: number;
  cap?: string;
  /** 1 = tombstone pages only, 0 = obituaries only. */
  showPage?: 0 | 1;
}

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
const ORDER_KEYS: Record<SearchOrder, OrderKey[]> = {
  insertAndType: [KEY.publication, KEY.showPage],
  insertTime: [KEY.publication],
  funeralDateValue: [KEY.death],
  dateOfDeathValue: [KEY.death],
  name: [KEY.name, KEY.surname],
  surname: [KEY.surname, KEY.name],
};

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

/** LIKE patterns use '!' as escape character: it means the same on SQLite and MySQL. */
export const likeEscape = (word: string) => word.replace(/[!%_]/g, (char) => `!${char}`);

/**
 * Each normalised word must start a word of the name or of the surname (also after an elided article:
 * d'angelo), on the deceased aliased `d`: the public search and the admin's tables filter alike.
 */
export function whereNameWords(builder: SelectQueryBuilder<Deceased>, words: string[]): void {
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
}

/** Value of a key as kept in a search key (instants as ISO strings), and back as a SQL parameter. */
function keyValue(person: Deceased, key: OrderKey): KeyValue {
  const value = person[key.property] as unknown;
  if (value instanceof Date) return value.toISOString();
  return (value as KeyValue) ?? null;
}
const sqlValue = (key: OrderKey, value: KeyValue) =>
  key === KEY.publication && typeof value === 'string' ? new Date(value) : value;

/**
 * Keyset pages over the published deceased (the public search's queries; the search module keeps the API,
 * its cursors and answers). Every query is served by the search indexes of the deceased table.
 */
@Injectable()
export class PeopleSearchService {
  constructor(@InjectRepository(Deceased) private readonly deceased: Repository<Deceased>) {}

  /**
   * Up to `limit` matching people in `order`, after the row with key `after` (keyset seek); `offset` only
   * for short lists near the start (the public pages seek by key).
   */
  page(
    filters: PeopleFilters,
    order: SearchOrder,
    dir: 'asc' | 'desc',
    after: SearchKey | null,
    limit: number,
    offset = 0,
  ): Promise<Deceased[]> {
    const builder = this.filtered(filters, order)
      .leftJoinAndSelect('d.graveyardLocation', 'location')
      .leftJoinAndSelect('d.partner', 'partner');
    this.orderAndSeek(builder, order, dir, after);
    // Plain OFFSET/LIMIT: the joins are many-to-one, so rows are people, one each.
    return builder.offset(offset).limit(limit).getMany();
  }

  /**
   * The key of the `skipped`-th matching row (the cursor before a bare page link), or undefined past the
   * end. One query reading only the order key columns, which the covering index answers.
   */
  async keyAt(
    filters: PeopleFilters,
    order: SearchOrder,
    dir: 'asc' | 'desc',
    skipped: number,
  ): Promise<SearchKey | undefined> {
    const keys = ORDER_KEYS[order];
    const builder = this.filtered(filters, order).select([
      ...new Set(keys.map((key) => `d.${key.property}`)),
      'd.id',
    ]);
    this.orderAndSeek(builder, order, dir, null);
    const rows = await builder.limit(skipped).getMany();
    const last = rows.length === skipped ? rows.at(-1) : undefined;
    return last ? this.keyOf(last, order) : undefined;
  }

  /** A row's key in `order` (for the cursor of the next page). */
  keyOf(person: Deceased, order: SearchOrder): SearchKey {
    return [...ORDER_KEYS[order].map((key) => keyValue(person, key)), person.id];
  }

  /** Whether values have the shape of a key of `order`: its length, an integer id, no null where not allowed. */
  isKey(order: SearchOrder, values: unknown): values is SearchKey {
    const keys = ORDER_KEYS[order];
    return (
      Array.isArray(values) &&
      values.length === keys.length + 1 &&
      Number.isInteger(values[keys.length]) &&
      values.every((value) => value === null || ['string', 'number'].includes(typeof value)) &&
      !keys.some((key, index) => !key.nullable && values[index] === null)
    );
  }

  /**
   * Published public people matching every word and the place and type filters (a page 'Solo con il link' or
   * 'Privata' is never found: docs/contracts.md "Page privacy").
   */
  private filtered(filters: PeopleFilters, order: SearchOrder): SelectQueryBuilder<Deceased> {
    const builder = this.deceased
      .createQueryBuilder('d')
      .where('d.enabled = 1')
      .andWhere("d.privacy = 'public'");
    const regionIndex = REGION_INDEX[order];
    if (filters.regionId && regionIndex) builder.useIndex(regionIndex);
    whereNameWords(builder, filters.words);
    if (filters.regionId)
      builder.andWhere('d.graveyard_region_id = :regionId', { regionId: filters.regionId });
    if (filters.provinceId)
      builder.andWhere('d.graveyard_province_id = :provinceId', { provinceId: filters.provinceId });
    if (filters.locationId)
      builder.andWhere('d.graveyard_location_id = :locationId', { locationId: filters.locationId });
    if (filters.cap) builder.andWhere('d.graveyard_cap = :cap', { cap: filters.cap });
    if (filters.showPage !== undefined)
      builder.andWhere('d.show_page = :showPage', { showPage: filters.showPage });
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
    after: SearchKey | null,
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
