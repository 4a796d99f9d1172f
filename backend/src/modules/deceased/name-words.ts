import type { EntityManager } from 'typeorm';

/**
 * The search table of the name filter (migration DeceasedNameWords1763900700000): for each deceased, the
 * text of its normalised name and of its surname from every place a word starts — the start, after each
 * space, after each apostrophe (d'angelo) — to the end. A typed word then "starts a word of the name or of
 * the surname" (whereNameWords) exactly when one of these texts starts with it: `word LIKE 'w%'`, a range
 * of the index (word, deceased_id) instead of three contains-anywhere tests over every deceased.
 */
export const NAME_WORDS_TABLE = 'deceased_name_words';

/** Longest text kept (the normalised columns are varchar(100), so a tail is never longer). */
export const NAME_WORD_LENGTH = 100;

/** The tails of one normalised text from each word start; empty tails (after a final apostrophe) left out. */
export function wordTails(normalized: string): string[] {
  const tails: string[] = [];
  for (let index = 0; index < normalized.length; index++) {
    const starts = index === 0 || normalized[index - 1] === ' ' || normalized[index - 1] === "'";
    if (starts) tails.push(normalized.slice(index, index + NAME_WORD_LENGTH));
  }
  return tails;
}

/** Every tail of a name and a surname, each once. */
export function nameWords(nameNormalized: string, surnameNormalized: string): string[] {
  return [...new Set([...wordTails(nameNormalized), ...wordTails(surnameNormalized)])];
}

/** INSERT that skips a row already there (two tails equal under MariaDB's collation, as 'ß' and 'ss'). */
export function insertIgnoring(manager: EntityManager): string {
  return manager.connection.options.type === 'better-sqlite3' ? 'INSERT OR IGNORE' : 'INSERT IGNORE';
}

/** Rows of the name words of several deceased in one INSERT (the caller keeps batches small). */
export async function insertNameWords(
  manager: EntityManager,
  people: Array<{ id: number; nameNormalized: string; surnameNormalized: string }>,
): Promise<void> {
  const rows = people.flatMap((person) =>
    nameWords(person.nameNormalized, person.surnameNormalized).map((word) => [word, person.id]),
  );
  if (rows.length === 0) return;
  await manager.query(
    `${insertIgnoring(manager)} INTO ${NAME_WORDS_TABLE} (word, deceased_id) VALUES ${rows
      .map(() => '(?, ?)')
      .join(', ')}`,
    rows.flat(),
  );
}

/**
 * The name words of one deceased replaced, in the caller's transaction: wherever the normalised names are
 * written (an insert through the entity is covered by NameWordsSubscriber; an update() by this call).
 */
export async function writeNameWords(
  manager: EntityManager,
  id: number,
  nameNormalized: string,
  surnameNormalized: string,
): Promise<void> {
  await manager.query(`DELETE FROM ${NAME_WORDS_TABLE} WHERE deceased_id = ?`, [id]);
  await insertNameWords(manager, [{ id, nameNormalized, surnameNormalized }]);
}

/**
 * The name words of every deceased already stored, read by id in batches of `batch` (the migration that
 * creates the table; an empty table is expected).
 */
export async function fillNameWords(manager: EntityManager, batch = 500): Promise<void> {
  for (let after = 0; ;) {
    const people: Array<{ id: number | string; name: string; surname: string }> = await manager.query(
      `SELECT id, name_normalized AS name, surname_normalized AS surname FROM deceased
       WHERE id > ? ORDER BY id LIMIT ${Number(batch)}`,
      [after],
    );
    if (people.length === 0) return;
    await insertNameWords(
      manager,
      people.map((person) => ({
        id: Number(person.id),
        nameNormalized: person.name,
        surnameNormalized: person.surname,
      })),
    );
    after = Number(people[people.length - 1].id);
  }
}
