// Query plans of the home search on MariaDB (DESIGN "Data": search pages by keyset, with
// indexes that the query plans use). Seeds a throwaway database with generated deceased people, runs the
// app's own SearchService (backend/dist, so the SQL is exactly the app's, captured from TypeORM's
// logger), then EXPLAIN and ANALYZE of: a name search, region + order, a deep keyset page, and the
// covering-index walk of a bare `page=N` link. Prints the plans (pasted into bench/search-plan.md).
//
//   npm run build -w backend && node bench/search-plan.mjs [mysql://root@127.0.0.1:3306] [rows]
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const requireBackend = createRequire(join(root, 'backend', 'package.json'));
const { createConnection } = requireBackend('mysql2/promise');
const { createApp } = requireBackend('./dist/app.factory.js');
const { loadConfig } = requireBackend('./dist/config/app-config.js');
const { SearchService } = requireBackend('./dist/modules/search/search.service.js');
const { normalizeName } = requireBackend('./dist/common/text-normalize.js');
const { getDataSourceToken } = requireBackend('@nestjs/typeorm');

const server = new URL((process.argv[2] ?? 'mysql://root@127.0.0.1:3306').replace(/^mariadb:/, 'mysql:'));
const ROWS = Number(process.argv[3] ?? 20000);
const database = `ricordo_search_plan_${process.pid}`;

const FIRST = [
  'Nicolò',
  'Giuseppe',
  'Maria',
  'Anna',
  'Luca',
  'Giosuè',
  'Rosalia',
  'Salvatore',
  'Carmela',
  'Marco',
  'Francesca',
  'Antonio',
  'Lucia',
  'Gaetano',
  'Agata',
  'Raffaele',
  'Teresa',
  'Domenico',
  'Elena',
  'Pietro',
];
const LAST = [
  "D'Angelo",
  'Rossi',
  'Esposito',
  'Bianchi',
  'Sciarrà',
  'Russo',
  'Ferrara',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  "Dell'Acqua",
  'Costa',
  'Giuffrè',
  'Mancini',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferri',
  'Pirrò',
  'Galli',
];

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];
const pad = (n) => String(n).padStart(2, '0');
const day = (date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const instant = (date) => `${day(date)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:00`;

async function main() {
  const admin = await createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username || 'root'),
    password: decodeURIComponent(server.password),
  });
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const dataDir = mkdtempSync(join(tmpdir(), 'ricordo-search-plan-'));
  const url = new URL(server);
  url.pathname = `/${database}`;
  let app;
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      DEMO_MODE: '0',
      PAYMENTS_TEST_CHECKOUT: '1',
      OUTBOX_WORKER: '0',
      LOG_LEVEL: 'error',
    });
    app = await createApp(config, { logger: false });
    await app.init();
    const dataSource = app.get(getDataSourceToken());
    const search = app.get(SearchService);

    // Generated people: ~5% without a date of death, a fifth obituaries only, all 20 regions.
    const start = Date.UTC(2015, 0, 1);
    for (let done = 0; done < ROWS; done += 1000) {
      const values = [];
      for (let i = 0; i < Math.min(1000, ROWS - done); i += 1) {
        const name = pick(FIRST);
        const surname = pick(LAST);
        const published = new Date(start + Math.floor(random() * 10 * 365) * 86400000 + (i % 1440) * 60000);
        const died = random() < 0.05 ? null : day(new Date(published.getTime() - 2 * 86400000));
        values.push([
          name,
          surname,
          normalizeName(name),
          normalizeName(surname),
          'M',
          died,
          instant(published),
          2 + Math.floor(random() * 20),
          random() < 0.2 ? 0 : 1,
          1,
          instant(published),
        ]);
      }
      await dataSource.query(
        `INSERT INTO deceased (name, surname, name_normalized, surname_normalized, gender, date_of_death,
          publication_time, graveyard_region_id, show_page, enabled, created_at) VALUES ${values
            .map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
            .join(', ')}`,
        values.flat(),
      );
    }
    await dataSource.query('ANALYZE TABLE deceased');
    const [{ version }] = await dataSource.query('SELECT VERSION() AS version');
    console.log(`# MariaDB ${version}, ${ROWS} deceased rows (database ${database}, dropped afterwards)\n`);

    // The SQL the app sends, with its parameters, from TypeORM's logger.
    let captured = [];
    const quiet = () => undefined;
    dataSource.logger = {
      logQuery: (query, parameters) => {
        if (/^SELECT/i.test(query)) captured.push({ query, parameters: parameters ?? [] });
      },
      logQueryError: quiet,
      logQuerySlow: quiet,
      logSchemaBuild: quiet,
      logMigration: quiet,
      log: quiet,
    };
    const run = async (query) => {
      captured = [];
      const answer = await search.search(query);
      return { answer, sql: captured };
    };

    const show = async (title, statement) => {
      console.log(`## ${title}\n`);
      console.log('```sql');
      console.log(statement.query.replace(/\s+/g, ' '));
      console.log(`-- parameters: ${JSON.stringify(statement.parameters)}`);
      console.log('```\n');
      const explain = await dataSource.query(`EXPLAIN ${statement.query}`, statement.parameters);
      console.log('EXPLAIN:\n```');
      console.table(
        explain.map(({ id, select_type, table, type, possible_keys, key, key_len, ref, rows, Extra }) => ({
          id,
          select_type,
          table,
          type,
          key,
          key_len,
          ref,
          rows,
          Extra,
          possible_keys: possible_keys?.length > 60 ? `${possible_keys.slice(0, 57)}...` : possible_keys,
        })),
      );
      console.log('```');
      const analyze = await dataSource.query(`ANALYZE ${statement.query}`, statement.parameters);
      console.log('ANALYZE (r_rows = rows actually read):\n```');
      console.table(
        analyze.map(({ table, type, key, rows, r_rows, filtered, r_filtered, Extra }) => ({
          table,
          type,
          key,
          rows,
          r_rows,
          filtered,
          r_filtered,
          Extra,
        })),
      );
      console.log('```\n');
    };

    // 1. A name search, default order (publication and type, newest first).
    const byName = await run({ text: 'sciarra', maxResults: 12 });
    await show(
      `Name search 'sciarra' (${byName.answer.data.searchResult.length} shown, next page ${byName.answer.data.nextPage})`,
      byName.sql.at(-1),
    );

    // 2. Region + order by surname ascending, first page.
    const regionOrder = await run({ region: 20, order: 'surname', orderDir: 'asc', maxResults: 12 });
    await show('Region 20 (Sicilia) ordered by surname ascending, page 1', regionOrder.sql.at(-1));

    // 2b. The same, page 30 by cursor.
    let regionDeep = regionOrder.answer;
    for (let page = 2; page <= 29; page += 1)
      regionDeep = (
        await run({
          region: 20,
          order: 'surname',
          orderDir: 'asc',
          maxResults: 12,
          page,
          after: regionDeep.data.cursor,
        })
      ).answer;
    const regionDeepNext = await run({
      region: 20,
      order: 'surname',
      orderDir: 'asc',
      maxResults: 12,
      page: 30,
      after: regionDeep.data.cursor,
    });
    await show(
      'Region 20 (Sicilia) ordered by surname ascending, page 30 by cursor',
      regionDeepNext.sql.at(-1),
    );

    // 3. A deep keyset page: 200 pages of 12 walked by cursor, then the SQL of page 201.
    let answer = (await run({ maxResults: 12 })).answer;
    for (let page = 2; page <= 200; page += 1)
      answer = (await run({ maxResults: 12, page, after: answer.data.cursor })).answer;
    const deep = await run({ maxResults: 12, page: 201, after: answer.data.cursor });
    await show('Deep keyset page 201 (default order, cursor of page 200: seeks, no OFFSET)', deep.sql.at(-1));

    // 4. Region + name + order, deep-ish page by cursor.
    let regionName = (
      await run({ region: 20, text: 'ma', order: 'dateOfDeathValue', orderDir: 'desc', maxResults: 12 })
    ).answer;
    for (let page = 2; page <= 5 && regionName.data.cursor; page += 1)
      regionName = (
        await run({
          region: 20,
          text: 'ma',
          order: 'dateOfDeathValue',
          orderDir: 'desc',
          maxResults: 12,
          page,
          after: regionName.data.cursor,
        })
      ).answer;
    const regionNameNext = await run({
      region: 20,
      text: 'ma',
      order: 'dateOfDeathValue',
      orderDir: 'desc',
      maxResults: 12,
      page: 6,
      after: regionName.data.cursor,
    });
    await show(
      "Region 20 + name 'ma' by date of death descending, page 6 by cursor",
      regionNameNext.sql.at(-1),
    );

    // 5. A bare shared link `page=51` (no cursor): the bounded covering-index walk, then the seek.
    const bare = await run({ maxResults: 12, page: 51 });
    await show(
      'Bare link page=51, step 1: key columns of the 600 rows before it (covering index)',
      bare.sql[0],
    );
    await show('Bare link page=51, step 2: the seek', bare.sql.at(-1));
  } finally {
    await app?.close();
    await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
