import { In } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { User } from './modules/accounts/user.entity';
import { ACCOUNT_TEST_ENV } from './test-support/account-helpers';
import { declaredRoutes, type DeclaredRoute } from './test-support/declared-routes';
import { browser, csrfToken, signIn, type Browser } from './test-support/test-app';
import { useTestApp } from './test-support/use-test-app';

/**
 * A state change is never a GET (DESIGN "Security"). Every GET route the controllers declare (read from their
 * metadata, so a new route is walked without being listed here) is called anonymously and as each role,
 * with plausible ids taken from the database and the CSRF header too (so a GET that asked for the token
 * before changing something is caught as well); after each call the row count of every table (the outbox
 * included) must be what it was. POST, PUT, PATCH and DELETE carry the CSRF token; a GET that changed
 * something would be a change any page on the web could make in a signed-in visitor's name.
 */
const testApp = useTestApp(ACCOUNT_TEST_ENV);

/**
 * Tables a read may write, each with its reason. Nothing else may change on a GET.
 * - throttle_hits: the rate limit of lookups that reveal something (userExist, mailExist, qrcodes/check,
 *   user search…) counts each read to protect the read itself; it is bookkeeping, not data anyone sees.
 */
const ALLOWED_TABLES: Record<string, string> = {
  throttle_hits: 'rate-limit bookkeeping of the reads that are throttled',
};

/**
 * Columns a read may write, each with its reason (the 'last seen' of a session: the idle timeout of a
 * signed-in visitor is measured from their last request, whatever its method).
 */
const ALLOWED_COLUMNS: Record<string, string[]> = {
  sessions: ['last_seen_at'],
};

const ROLES = ['anonymous', 'adminricordo', 'partnerdemo', 'clientedemo', 'lampadedemo'] as const;

type Counts = Record<string, number>;

async function tableNames(): Promise<string[]> {
  const data = testApp.dataSource;
  const rows: Array<{ name: string }> =
    data.options.type === 'better-sqlite3' || data.options.type === 'sqlite'
      ? await data.query(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
      : await data.query(
          'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() ORDER BY table_name',
        );
  return rows.map((row) => row.name).filter((name) => !(name in ALLOWED_TABLES));
}

/** Every table's row count in one query. */
async function countsOf(tables: string[]): Promise<Counts> {
  const data = testApp.dataSource;
  const escape = (name: string) => data.driver.escape(name);
  const select = tables.map((table, i) => `(SELECT COUNT(*) FROM ${escape(table)}) AS c${i}`).join(', ');
  const [row] = (await data.query(`SELECT ${select}`)) as Array<Record<string, number | string>>;
  return Object.fromEntries(tables.map((table, i) => [table, Number(row[`c${i}`])]));
}

/**
 * Every entity table's rows (all columns but the allowed ones, in primary-key order) as one string: a GET
 * that updates a row (a session revoked, a flag set) changes it even when no count moves.
 */
async function contentsOf(tables: string[]): Promise<Record<string, string>> {
  const data = testApp.dataSource;
  const contents: Record<string, string> = {};
  for (const entity of data.entityMetadatas) {
    if (!tables.includes(entity.tableName)) continue;
    const skip = ALLOWED_COLUMNS[entity.tableName] ?? [];
    const columns = entity.columns
      .map((column) => column.databaseName)
      .filter((name) => !skip.includes(name));
    const order = entity.primaryColumns.map((column) => data.driver.escape(column.databaseName)).join(', ');
    const rows: unknown = await data.query(
      `SELECT ${columns.map((name) => data.driver.escape(name)).join(', ')} FROM ${data.driver.escape(entity.tableName)} ORDER BY ${order}`,
    );
    contents[entity.tableName] = JSON.stringify(rows);
  }
  return contents;
}

/** The first values of a column (by its entity property name) of the table, in order. */
async function firstValues(table: string, property: string, limit = 1): Promise<string[]> {
  const data = testApp.dataSource;
  const entity = data.entityMetadatas.find((metadata) => metadata.tableName === table);
  const column = entity?.findColumnWithPropertyName(property)?.databaseName;
  if (!column) throw new Error(`no column ${property} in ${table}`);
  const name = data.driver.escape(column);
  const rows = (await data.query(
    `SELECT ${name} AS v FROM ${data.driver.escape(table)} ORDER BY ${name} LIMIT ${limit}`,
  )) as Array<{ v: number | string }>;
  return rows.map((row) => String(row.v));
}

/**
 * Plausible values of each path parameter: ids and codes of rows that exist (a route that answers 404 to
 * every call proves nothing), and the demo's deceased in its padded public form.
 */
async function parameterValues(): Promise<Record<string, string[]>> {
  const users = await testApp.dataSource.getRepository(User).find({
    where: { username: In(['adminricordo', 'partnerdemo', 'clientedemo', 'lampadedemo']) },
  });
  const userIds = users.map((user) => String(user.id));
  const deceased = ['0001000', ...(await firstValues('deceased', 'id', 2))];
  const ids = [
    ...deceased,
    ...(await firstValues('qr_codes', 'id')),
    ...(await firstValues('lamps', 'id')),
    ...(await firstValues('partners', 'id')),
    ...(await firstValues('outbox', 'id')),
  ];
  return {
    id: [...new Set(ids)],
    deceasedId: deceased,
    code: await firstValues('qr_codes', 'code', 2),
    userid: userIds,
    ownerId: userIds,
    idPagamento: [...(await firstValues('lamp_payments', 'id')), '1'],
    orderid: [...(await firstValues('orders', 'id')), '1'],
    regionId: ['4'],
    provinceId: ['15'],
    cap: ['20154'],
    key: await firstValues('products', 'key', 2),
    username: ['clientedemo'],
    email: ['clientedemo@example.com'],
  };
}

/** Every way of filling the route's parameters with the candidate values (one value per call). */
function pathsOf(route: DeclaredRoute, values: Record<string, string[]>): string[] {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  if (names.length === 0) return [route.path];
  const longest = Math.max(...names.map((name) => values[name]?.length ?? 1));
  const paths = new Set<string>();
  for (let i = 0; i < longest; i++)
    paths.add(
      route.path.replace(/:(\w+)/g, (_all, name: string) => {
        const options = values[name] ?? ['1'];
        return encodeURIComponent(options[i % options.length]);
      }),
    );
  return [...paths];
}

describe('no GET changes state', () => {
  it(
    'walks every declared GET route as every role: no table gains or loses a row, no row is updated',
    { timeout: 300_000 },
    async () => {
      const routes = declaredRoutes(testApp.app).filter((route) => route.method === 'GET');
      expect(routes.length).toBeGreaterThan(50);
      const agents: Record<string, { agent: Browser; token: string }> = {};
      const signInAll = async () => {
        for (const role of ROLES) {
          const agent = await browser(testApp);
          const token = role === 'anonymous' ? await csrfToken(agent) : await signIn(agent, role);
          agents[role] = { agent, token };
        }
      };
      await signInAll();
      const tables = await tableNames();
      expect(tables).toEqual(expect.arrayContaining(['outbox', 'qr_codes', 'deceased', 'sessions']));
      const values = await parameterValues();

      const changed: string[] = [];
      let calls = 0;
      let before = await countsOf(tables);
      let contentsBefore = await contentsOf(tables);
      for (const route of routes) {
        for (const path of pathsOf(route, values))
          for (const role of ROLES) {
            const { agent, token } = agents[role];
            const response = await agent.get(path).set('X-CSRF-Token', token).redirects(0);
            calls += 1;
            const after = await countsOf(tables);
            const moved = tables.filter((table) => after[table] !== before[table]);
            if (moved.length > 0)
              changed.push(
                `GET ${path} as ${role} (${response.status}): ${moved
                  .map((table) => `${table} ${before[table]}→${after[table]}`)
                  .join(', ')}`,
              );
            before = after;
          }
        // Rows updated in place: compared once per route (all its calls), the tables being read in full.
        const contentsAfter = await contentsOf(tables);
        const updated = tables.filter((table) => contentsAfter[table] !== contentsBefore[table]);
        if (updated.length > 0) {
          changed.push(`GET ${route.path} updated rows of ${updated.join(', ')}`);
          // It may have signed the walkers out: the next routes are walked by fresh sessions.
          await signInAll();
          before = await countsOf(tables);
          contentsBefore = await contentsOf(tables);
        } else contentsBefore = contentsAfter;
      }
      expect(changed).toEqual([]);
      // The walk really walked: every route at least once per role.
      expect(calls).toBeGreaterThanOrEqual(routes.length * ROLES.length);
    },
  );
});
