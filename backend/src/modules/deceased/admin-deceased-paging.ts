import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { NAME_WORDS_TABLE } from './name-words';
import { likeEscape } from './people-search.service';

/**
 * Each normalised word must start a word of the name or of the surname — the rule of whereNameWords — read
 * from the name words table: one prefix range of its index (word, deceased_id) per word, instead of six
 * LIKE tests on every deceased of the table, which no index serves in the order by id.
 */
export function whereNameWordsIndexed<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  words: string[],
): void {
  words.forEach((word, index) => {
    const alias = `nw${index}`;
    builder.andWhere(
      `d.id IN (SELECT ${alias}.deceased_id FROM ${NAME_WORDS_TABLE} ${alias} WHERE ${alias}.word LIKE :${alias} ESCAPE '!')`,
      { [alias]: `${likeEscape(word)}%` },
    );
  });
}

/**
 * Ids of one page of the filtered deceased `d`, newest first: after a row (`after`: ids below it), before a
 * row (`before`: the ids just above it; 0 = the oldest page), or by offset for the page numbers of old
 * clients. A cursor seeks the primary key, so every page costs the same, the last as the first.
 */
export async function pageIds(
  filtered: SelectQueryBuilder<ObjectLiteral>,
  place: { after?: number; before?: number; page: number },
  size: number,
): Promise<number[]> {
  const builder = filtered.clone().select('d.id', 'id').limit(size);
  if (place.after !== undefined) builder.andWhere('d.id < :after', { after: place.after });
  if (place.before !== undefined && place.after === undefined) {
    builder.andWhere('d.id > :before', { before: place.before }).orderBy('d.id', 'ASC');
    const rows: Array<{ id: number | string }> = await builder.getRawMany();
    return rows.map((row) => Number(row.id)).reverse();
  }
  builder.orderBy('d.id', 'DESC');
  if (place.after === undefined) builder.offset((place.page - 1) * size);
  const rows: Array<{ id: number | string }> = await builder.getRawMany();
  return rows.map((row) => Number(row.id));
}
