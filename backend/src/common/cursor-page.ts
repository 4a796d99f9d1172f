import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { COUNT_CAP, cappedCount } from './capped-count';

/** One-based `page`, or a cursor that takes precedence: `after` (ids below it), `before` (ids above it). */
export interface CursorPaging {
  page: number;
  maxResults: number;
  after?: number;
  before?: number;
}

/** The ids of one page, newest first, with what the panel needs to move from it. */
export interface CursorPage {
  ids: number[];
  total: number;
  totalAtLeast: boolean;
  /** By page only: the next page, null on the last. */
  nextPage: number | null;
  /** `after` of the next (older) page, null on the last. */
  nextAfter: number | null;
  /** `before` of the previous (newer) page, null on the first. */
  previousBefore: number | null;
}

/** A list paged by id: its filtered query (new each call), its id column, and how its ids are read. */
export interface CursorSource<Entity extends ObjectLiteral> {
  filtered: () => SelectQueryBuilder<Entity>;
  /** The id column as the query names it, e.g. `entry.id`. */
  id: string;
  /** The ids a page query selects, in its order (a list may add an index hint); by default the id column's. */
  idsOf?: (query: SelectQueryBuilder<Entity>) => Promise<number[]>;
}

/** The ids `query` selects, in its order: its `id` column, read raw. */
async function idColumnOf<Entity extends ObjectLiteral>(
  query: SelectQueryBuilder<Entity>,
  id: string,
): Promise<number[]> {
  const rows: Array<{ id: number | string }> = await query.select(id, 'id').getRawMany();
  return rows.map((row) => Number(row.id));
}

const idsOfPage = <Entity extends ObjectLiteral>(
  source: CursorSource<Entity>,
  query: SelectQueryBuilder<Entity>,
) => (source.idsOf ? source.idsOf(query) : idColumnOf(query, source.id));

/**
 * The ids of one page, newest first: by cursor (`before` takes precedence over `after`) or, without one, by
 * one-based page; and whether more rows lie past it in the direction it was read (one row more is read).
 */
export async function pageIds<Entity extends ObjectLiteral>(
  source: CursorSource<Entity>,
  paging: CursorPaging,
): Promise<{ ids: number[]; more: boolean }> {
  const { maxResults, after, before } = paging;
  const query = source.filtered();
  if (before !== undefined) query.andWhere(`${source.id} > :before`, { before }).orderBy(source.id, 'ASC');
  else {
    if (after !== undefined) query.andWhere(`${source.id} < :after`, { after });
    query.orderBy(source.id, 'DESC').offset(after === undefined ? (paging.page - 1) * maxResults : 0);
  }
  const read = await idsOfPage(source, query.limit(maxResults + 1));
  const ids = read.slice(0, maxResults);
  if (before !== undefined) ids.reverse();
  return { ids, more: read.length > maxResults };
}

/**
 * One page of a list newest first: by cursor (`after`: ids below it; `before`: ids above it, still shown newest
 * first, 0 = the oldest page) or, without one, by one-based page (OFFSET, for old clients). The ids are read
 * along the filter's index ending with the id; the total is counted only up to `countCap`, and the side the page
 * was not read towards is one LIMIT 1 look, so the last page costs what the first does.
 */
export async function cursorPage<Entity extends ObjectLiteral>(
  source: CursorSource<Entity>,
  paging: CursorPaging,
  countCap = COUNT_CAP,
): Promise<CursorPage> {
  const { maxResults, after, before } = paging;
  const page = after === undefined && before === undefined ? paging.page : null;
  const { ids, more } = await pageIds(source, paging);
  const exists = async (side: '<' | '>', edge: number) =>
    (
      await idsOfPage(
        source,
        source
          .filtered()
          .andWhere(`${source.id} ${side} :edge`, { edge })
          .orderBy(source.id, side === '<' ? 'DESC' : 'ASC')
          .limit(1),
      )
    ).length > 0;
  const older = before === undefined ? more : await exists('<', ids.at(-1) ?? before + 1);
  const newer =
    before !== undefined ? more : after !== undefined ? await exists('>', ids[0] ?? after - 1) : page! > 1;
  let { total, totalAtLeast } = await cappedCount(source.filtered(), countCap);
  if (page !== null && totalAtLeast) {
    // Past the cap by page: a lower bound that still opens the next page, exact on the last one.
    total = Math.max(total, (page - 1) * maxResults + ids.length + (older ? 1 : 0));
    totalAtLeast = older;
  }
  return {
    ids,
    total,
    totalAtLeast,
    nextPage: page !== null && older ? page + 1 : null,
    nextAfter: older ? (ids.at(-1) ?? before! + 1) : null,
    previousBefore: newer ? (ids[0] ?? (after ?? 1) - 1) : null,
  };
}
