import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV } from '../../test-support/account-helpers';
import { useTestApp } from '../../test-support/use-test-app';
import { normalizeName } from '../../common/text-normalize';
import { User } from '../accounts/user.entity';
import { AdminDeceasedService } from './admin-deceased.service';
import { COUNT_CAP } from '../../common/capped-count';
import { Deceased } from './deceased.entity';
import { DeceasedRecordsService, type PersonColumns } from './deceased-records.service';
import { DeceasedService } from './deceased.service';
import { fillNameWords, NAME_WORDS_TABLE, nameWords } from './name-words';
import { PageLife } from './page-life';
import { whereNameWords } from './people-search.service';
import { seededRandom } from '../../test-support/seeded-random';

const testApp = useTestApp(ACCOUNT_TEST_ENV);

// Pieces of names with apostrophes, accents, several words, LIKE's own characters and the escape.
const PIECES = [
  "D'Angelo",
  "dell'Acqua",
  'Rossi',
  'Russo',
  'De Luca',
  'Maria Grazia',
  'Niccolò',
  'Zoë',
  "O'Brien",
  'Àlvaro',
  "l'Abate",
  'Di Giovanni',
  "Sant'",
  'Gian_Luca',
  '100%',
  'Ros!si',
  'Ana',
  'Rosa',
  'Dè',
  'Luca',
];
const SEED = 20261206;
const random = seededRandom(SEED);
const aName = () =>
  Array.from({ length: 1 + Math.floor(random.next() * 3) }, () => random.pick(PIECES)).join(' ');

const person = (name: string, surname: string): PersonColumns => ({
  name,
  surname,
  gender: 'F',
  dateOfBirth: null,
  dateOfDeath: null,
  age: null,
  aphorism: null,
  graveyardName: null,
  graveyardRegionId: null,
  graveyardProvinceId: null,
  graveyardLocationId: null,
  graveyardCap: null,
  graveyardAddress: null,
});

/** What a user may type: a prefix of a word of a stored name (apostrophe included), accents, wildcards. */
function typed(names: string[]): string {
  const words = random.pick(names).split(/[ ']/).filter(Boolean);
  const word = words.length ? random.pick(words) : 'x';
  const prefix = word.slice(0, 1 + Math.floor(random.next() * word.length));
  return random.pick([
    prefix,
    `${prefix.toUpperCase()} ${random.pick(PIECES)}`,
    "d'a",
    'ro',
    '%',
    '_',
    'ros!',
    'dè',
  ]);
}

describe(`name words (seed ${SEED})`, () => {
  const ids: number[] = [];
  const names: string[] = [];
  let admin: AdminDeceasedService;

  beforeAll(async () => {
    admin = testApp.app.get(AdminDeceasedService);
    const life = testApp.app.get(PageLife);
    const records = testApp.app.get(DeceasedRecordsService);
    const deceased = testApp.app.get(DeceasedService);
    const users = testApp.dataSource.getRepository(User);
    const actor = await users.findOneByOrFail({ username: 'adminricordo' });
    for (let index = 0; index < 60; index++) {
      const [name, surname] = [aName(), aName()];
      names.push(name, surname);
      const created = await testApp.dataSource.transaction((manager) =>
        life.createNeverPublished(manager, { name, surname }),
      );
      ids.push(created.id);
    }
    // Renames through both update() writers, then deletes through the admin's delete.
    for (const id of ids.slice(0, 15)) {
      const [name, surname] = [aName(), aName()];
      names.push(name, surname);
      await testApp.dataSource.transaction((manager) =>
        records.updatePerson(manager, id, person(name, surname)),
      );
    }
    for (const id of ids.slice(15, 25)) {
      const [name, surname] = [aName(), aName()];
      names.push(name, surname);
      await testApp.dataSource.transaction((manager) =>
        deceased.updateTombstoneData(manager, id, { ...person(name, surname), lapidePhoto: null }),
      );
    }
    for (const id of ids.slice(25, 32)) await admin.delete(String(id), actor);
  });

  /** The rule before the words table: six LIKE tests per word on the deceased themselves. */
  async function byLikes(words: string[]): Promise<number[]> {
    const builder = testApp.dataSource.getRepository(Deceased).createQueryBuilder('d').select('d.id', 'id');
    whereNameWords(builder, words);
    const rows: Array<{ id: number }> = await builder.orderBy('d.id', 'DESC').getRawMany();
    return rows.map((row) => Number(row.id));
  }

  /** Every row of the admin's list, walked by `after` from the first page. */
  async function walkAfter(name: string, maxResults: 5 | 10): Promise<number[]> {
    const seen: number[] = [];
    let answer = await admin.list({ name, maxResults });
    for (;;) {
      seen.push(...answer.deceased.map((row) => row.ID));
      if (answer.deceased.length < maxResults) return seen;
      answer = await admin.list({ name, maxResults, after: seen[seen.length - 1] });
    }
  }

  /** Every row walked by `before` from the last page (before=0), put back newest first. */
  async function walkBefore(name: string, maxResults: 5 | 10): Promise<number[]> {
    const pages: number[][] = [];
    let answer = await admin.list({ name, maxResults, before: 0 });
    while (answer.deceased.length > 0) {
      pages.unshift(answer.deceased.map((row) => row.ID));
      answer = await admin.list({ name, maxResults, before: answer.deceased[0].ID });
    }
    return pages.flat();
  }

  it('the words table holds exactly the words of every deceased left, after creates, renames and deletes', async () => {
    const stored: Array<{ word: string; deceased_id: number }> = await testApp.dataSource.query(
      `SELECT word, deceased_id FROM ${NAME_WORDS_TABLE}`,
    );
    const everyone = await testApp.dataSource.getRepository(Deceased).find();
    const expected = everyone.flatMap((one) =>
      nameWords(one.nameNormalized, one.surnameNormalized).map((word) => `${one.id} ${word}`),
    );
    expect(stored.map((row) => `${row.deceased_id} ${row.word}`).sort()).toEqual(expected.sort());
    expect(stored.some((row) => ids.slice(25, 32).includes(Number(row.deceased_id)))).toBe(false);

    // The migration's filling writes the same rows again from the deceased alone.
    await testApp.dataSource.query(`DELETE FROM ${NAME_WORDS_TABLE}`);
    await fillNameWords(testApp.dataSource.manager, 7);
    const filled: Array<{ word: string; deceased_id: number }> = await testApp.dataSource.query(
      `SELECT word, deceased_id FROM ${NAME_WORDS_TABLE}`,
    );
    expect(filled.map((row) => `${row.deceased_id} ${row.word}`).sort()).toEqual(expected.sort());
  });

  it('the filter finds what the LIKE rule finds, walking by after and by before visits each row once', async () => {
    const cases = Array.from({ length: 40 }, () => typed(names));
    for (const name of cases) {
      const words = normalizeName(name).split(' ').filter(Boolean).slice(0, 6);
      const expected = await byLikes(words);
      const size = random.pick([5, 10] as const);
      expect(await walkAfter(name, size), `after, "${name}"`).toEqual(expected);
      expect(await walkBefore(name, size), `before, "${name}"`).toEqual(expected);
      const first = await admin.list({ name, maxResults: size });
      expect(first.total, `total, "${name}"`).toBe(expected.length);
      expect(first.totalAtLeast).toBe(false);
    }
    // Some cases matched several pages, some none: the walk was exercised, not only empty lists.
    const sizes = await Promise.all(
      cases.map((name) => byLikes(normalizeName(name).split(' ').filter(Boolean))),
    );
    expect(sizes.some((found) => found.length > 10)).toBe(true);
    expect(sizes.some((found) => found.length === 0)).toBe(true);
  });

  it('the old page numbers still page by offset, and the unfiltered walk visits every deceased once', async () => {
    const all = await byLikes([]);
    expect(await walkAfter('', 10)).toEqual(all);
    expect(await walkBefore('', 10)).toEqual(all);
    const second = await admin.list({ page: 2, maxResults: 5 });
    expect(second.deceased.map((row) => row.ID)).toEqual(all.slice(5, 10));
    expect(all.length).toBeLessThan(COUNT_CAP);
  });
});
