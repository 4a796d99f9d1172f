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
