import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { RowCount } from './row-count.entity';

/**
 * The counters of these names in one scope (0: platform-wide, else a partner's id), read with one primary-key
 * range; a counter without a row is 0 (a partner with nothing of that kind yet).
 */
export async function readRowCounts<Name extends string>(
  source: DataSource | EntityManager,
  names: readonly Name[],
  scope = 0,
): Promise<Record<Name, number>> {
  const rows = await source.getRepository(RowCount).findBy({ scope, name: In([...names]) });
  const counts = Object.fromEntries(names.map((name) => [name, 0])) as Record<Name, number>;
  for (const row of rows) counts[row.name as Name] = Number(row.total);
  return counts;
}
