import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { bucketSql } from './time-buckets';

/** One period's count (bucket: 0 … boundaries.length - 2). */
export interface PeriodCount {
  bucket: number;
  count: number;
}

/**
 * COUNT(*) of an entity's rows per period of one of its time columns, in one GROUP BY. Called by the
 * owning module's read model with its own entity (the module-ownership lint checks the caller).
 */
export async function countPerPeriod<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  column: string,
  boundaries: readonly Date[],
  where?: { sql: string; parameters?: Record<string, unknown> },
): Promise<PeriodCount[]> {
  const { bucket, within, parameters } = bucketSql(`row.${column}`, boundaries);
  const query = dataSource
    .getRepository(entity)
    .createQueryBuilder('row')
    .select(bucket, 'bucket')
    .addSelect('COUNT(*)', 'count')
    .where(within, parameters);
  if (where) query.andWhere(where.sql, where.parameters);
  const rows = await query.groupBy('bucket').getRawMany<{ bucket: unknown; count: unknown }>();
  return rows.map((row) => ({ bucket: Number(row.bucket), count: Number(row.count) }));
}
