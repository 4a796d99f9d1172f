import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** Where a list stops counting: past it the footer says 'di oltre 10.000' (kit serverPaging.totalAtLeast). */
export const COUNT_CAP = 10_000;

export interface CappedCount {
  /** The rows matching, or `cap` when there are more. */
  total: number;
  /** More than `cap` rows match: `total` is a lower bound. */
  totalAtLeast: boolean;
}

/**
 * Counts the rows of a list query up to `cap`: `SELECT COUNT(*) FROM (SELECT 1 … LIMIT cap + 1) t`, so a list
 * of millions costs at most `cap + 1` index entries instead of a whole scan. The query's own order and paging
 * are ignored; its filters and joins are kept. Works on SQLite and MariaDB.
 */
export async function cappedCount<Entity extends ObjectLiteral>(
  query: SelectQueryBuilder<Entity>,
  cap: number = COUNT_CAP,
): Promise<CappedCount> {
  const [sql, parameters] = query
    .clone()
    .select('1', 'one')
    .orderBy()
    .skip(undefined)
    .take(undefined)
    .offset(undefined)
    .limit(cap + 1)
    .getQueryAndParameters();
  const rows: Array<{ counted: number | string }> = await query.connection.query(
    `SELECT COUNT(*) AS counted FROM (${sql}) capped`,
    parameters,
  );
  const counted = Number(rows[0]?.counted ?? 0);
  return counted > cap ? { total: cap, totalAtLeast: true } : { total: counted, totalAtLeast: false };
}
