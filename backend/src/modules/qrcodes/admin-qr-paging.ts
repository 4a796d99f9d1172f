import { In, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { COUNT_CAP } from '../../common/capped-count';
import { cursorPage, type CursorPage, type CursorPaging } from '../../common/cursor-page';
import { QrCode } from './qr-code.entity';

/** The admin QR table's filter ('Temporanei': '1' temporary only, '0' permanent only, absent all). */
export interface QrListFilters {
  temporary?: '0' | '1';
}

export interface QrListPage extends Omit<CursorPage, 'ids'> {
  rows: QrCode[];
}

/** The filtered codes `qr`; every filter is an equality with an index ending with the id (temporary, id). */
function filtered(dataSource: DataSource, filters: QrListFilters): SelectQueryBuilder<QrCode> {
  const query = dataSource.getRepository(QrCode).createQueryBuilder('qr');
  if (filters.temporary !== undefined)
    query.andWhere('qr.temporary = :temporary', { temporary: Number(filters.temporary) });
  return query;
}

/**
 * One page of the admin QR table, newest first, by cursor or by one-based page (common/cursor-page.ts): the ids
 * along (temporary, id) or the primary key, then their rows; the total counted only up to COUNT_CAP.
 */
export async function qrListPage(
  dataSource: DataSource,
  filters: QrListFilters,
  paging: CursorPaging,
  countCap = COUNT_CAP,
): Promise<QrListPage> {
  const { ids, ...moves } = await cursorPage(
    { filtered: () => filtered(dataSource, filters), id: 'qr.id' },
    paging,
    countCap,
  );
  const found = ids.length === 0 ? [] : await dataSource.getRepository(QrCode).findBy({ id: In(ids) });
  const byId = new Map(found.map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), ...moves };
}
