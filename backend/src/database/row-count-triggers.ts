import type { QueryRunner } from 'typeorm';

/**
 * The exact counts the summary cards show (row_counts), kept by triggers so that every write path keeps them
 * right. A counter counts the rows of `table` for which `when` holds (`$` stands for the row); a partner's
 * counter (byPartner) keeps one row per partner_id (scope; 0 for rows of no partner).
 * On SQLite, a migration that rebuilds `deceased` or `qr_codes` (TypeORM does for most column changes) drops
 * their triggers: it must call createRowCountTriggers again and re-count (row-counts.spec.ts fails otherwise).
 */
export const ROW_COUNTERS = [
  { name: 'deceased.show_page.1', table: 'deceased', byPartner: false, when: '$.show_page = 1' },
  { name: 'deceased.show_page.0', table: 'deceased', byPartner: false, when: '$.show_page = 0' },
  { name: 'deceased.partner', table: 'deceased', byPartner: true, when: '1 = 1' },
  {
    // The partner's #pages rule (deceased-tables.ts, notices): a notice only, or a tombstone with a manifesto.
    name: 'deceased.partner.notices',
    table: 'deceased',
    byPartner: true,
    when: '$.show_page = 0 OR $.manifest_texts IS NOT NULL OR $.manifest_custom IS NOT NULL',
  },
  { name: 'qr_codes.total', table: 'qr_codes', byPartner: false, when: '1 = 1' },
  {
    name: 'qr_codes.available',
    table: 'qr_codes',
    byPartner: false,
    when: '$.sold = 0 AND $.temporary = 0 AND $.deceased_id IS NULL AND $.activation_status IS NULL',
  },
  {
    name: 'qr_codes.activation_pending',
    table: 'qr_codes',
    byPartner: false,
    when: "$.activation_status = 'pending'",
  },
  { name: 'qr_codes.partner', table: 'qr_codes', byPartner: true, when: '1 = 1' },
  {
    name: 'qr_codes.partner.temporary_available',
    table: 'qr_codes',
    byPartner: true,
    when: '$.temporary = 1 AND $.deceased_id IS NULL AND $.activation_status IS NULL AND $.expired_at IS NULL',
  },
] as const;

export type RowCounterName = (typeof ROW_COUNTERS)[number]['name'];
type Counter = (typeof ROW_COUNTERS)[number];
type Engine = 'sqlite' | 'mysql';

const TABLES = ['deceased', 'qr_codes'] as const;
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const triggerName = (table: string, event: string) => `TRG_row_counts_${table}_${event.toLowerCase()}`;

const condition = (counter: Counter, row: string) => counter.when.replaceAll('$', row);
const flag = (counter: Counter, row: string) => `(CASE WHEN ${condition(counter, row)} THEN 1 ELSE 0 END)`;
const scope = (counter: Counter, row: string) => (counter.byPartner ? `COALESCE(${row}.partner_id, 0)` : '0');

/**
 * +1 on the row's counter when `guard` holds, creating a partner's counter on its first row. MariaDB runs the
 * statement only when the guard holds (IF): a bulk INSERT … SELECT pays for the counters a row is in only.
 */
function add(engine: Engine, counter: Counter, row: string, guard: string): string {
  const values = `('${counter.name}', ${scope(counter, row)}, 1)`;
  if (engine === 'mysql')
    return `IF ${guard} THEN INSERT INTO row_counts (name, scope, total) VALUES ${values} ON DUPLICATE KEY UPDATE total = total + 1; END IF`;
  return (
    `INSERT INTO row_counts (name, scope, total) SELECT '${counter.name}', ${scope(counter, row)}, 1 WHERE ${guard} ` +
    'ON CONFLICT (name, scope) DO UPDATE SET total = total + 1'
  );
}

/** −1 on the row's counter when `guard` holds (a counted row made it exist). */
function take(engine: Engine, counter: Counter, row: string, guard: string): string {
  const update = `UPDATE row_counts SET total = total - 1 WHERE name = '${counter.name}' AND scope = ${scope(counter, row)}`;
  return engine === 'mysql' ? `IF ${guard} THEN ${update}; END IF` : `${update} AND ${guard}`;
}

/** The statements of one trigger: an update takes the old contribution and adds the new one, unless equal. */
function statements(engine: Engine, table: string, event: (typeof EVENTS)[number]): string[] {
  return ROW_COUNTERS.filter((counter) => counter.table === table).flatMap((counter) => {
    const counted = (row: string) => `${flag(counter, row)} = 1`;
    if (event === 'INSERT') return [add(engine, counter, 'NEW', counted('NEW'))];
    if (event === 'DELETE') return [take(engine, counter, 'OLD', counted('OLD'))];
    const same = `${scope(counter, 'NEW')} = ${scope(counter, 'OLD')}`;
    return [
      take(engine, counter, 'OLD', `${counted('OLD')} AND NOT (${same} AND ${counted('NEW')})`),
      add(engine, counter, 'NEW', `${counted('NEW')} AND NOT (${same} AND ${counted('OLD')})`),
    ];
  });
}

/**
 * MariaDB runs no trigger for a foreign key's action: a deleted deceased frees its plaques (FK_qr_codes_deceased,
 * SET NULL) without the qr_codes trigger, so the deceased's delete adds the plaques it frees to the counters
 * that need `deceased_id IS NULL`. (SQLite runs the qr_codes trigger for the action itself.)
 */
function freedPlaques(): string[] {
  return ROW_COUNTERS.filter(
    (counter) => counter.table === 'qr_codes' && counter.when.includes('$.deceased_id IS NULL'),
  ).map(
    (counter) =>
      `INSERT INTO row_counts (name, scope, total) SELECT '${counter.name}', ${scope(counter, 'q')}, COUNT(*) ` +
      `FROM qr_codes q WHERE ${condition(counter, 'q').replace('q.deceased_id IS NULL', 'q.deceased_id = OLD.id')} ` +
      `${counter.byPartner ? `GROUP BY ${scope(counter, 'q')} ` : ''}ON DUPLICATE KEY UPDATE total = total + VALUES(total)`,
  );
}

/**
 * A deleted partner's rows go to no partner (FK SET NULL). SQLite runs the row triggers for that; MariaDB runs
 * none, so there the partner's counters are added to those of no partner (scope 0) first. Either way the
 * partner's own counters go with it.
 */
function partnerGone(engine: Engine): string[] {
  const names = ROW_COUNTERS.filter((counter) => counter.byPartner)
    .map((counter) => `'${counter.name}'`)
    .join(', ');
  const ofPartner = `FROM row_counts WHERE scope = OLD.id AND name IN (${names})`;
  return [
    ...(engine === 'mysql'
      ? [
          'INSERT INTO row_counts (name, scope, total) SELECT moved.name, 0, moved.total FROM row_counts moved ' +
            `WHERE moved.scope = OLD.id AND moved.name IN (${names}) ` +
            'ON DUPLICATE KEY UPDATE total = row_counts.total + VALUES(total)',
        ]
      : []),
    `DELETE ${ofPartner}`,
  ];
}

function trigger(name: string, timing: string, table: string, body: string[]): string {
  return `CREATE TRIGGER ${name} ${timing} ON ${table} FOR EACH ROW BEGIN ${body.map((line) => `${line};`).join(' ')} END`;
}

function definitions(engine: Engine): string[] {
  const all = TABLES.flatMap((table) =>
    EVENTS.map((event) =>
      trigger(triggerName(table, event), `AFTER ${event}`, table, statements(engine, table, event)),
    ),
  );
  all.push(trigger('TRG_row_counts_partners_delete', 'AFTER DELETE', 'partners', partnerGone(engine)));
  if (engine === 'mysql')
    all.push(trigger('TRG_row_counts_deceased_frees', 'BEFORE DELETE', 'deceased', freedPlaques()));
  return all;
}

const engineOf = (runner: QueryRunner): Engine =>
  runner.connection.options.type === 'mysql' || runner.connection.options.type === 'mariadb'
    ? 'mysql'
    : 'sqlite';

/** Creates the triggers, then sets every counter to the live count (replacing what a trigger may have added). */
export async function createRowCountTriggers(runner: QueryRunner): Promise<void> {
  const engine = engineOf(runner);
  for (const sql of definitions(engine)) await runner.query(sql);
  await recountRows(runner);
}

/** Every counter set to the live COUNT(*) of its rule, per partner for a partner's counters. */
export async function recountRows(runner: QueryRunner): Promise<void> {
  const engine = engineOf(runner);
  const replace =
    engine === 'mysql'
      ? 'ON DUPLICATE KEY UPDATE total = VALUES(total)'
      : 'ON CONFLICT (name, scope) DO UPDATE SET total = excluded.total';
  await runner.query('DELETE FROM row_counts');
  for (const counter of ROW_COUNTERS) {
    const rows = scope(counter, 't');
    const grouped = counter.byPartner ? ` GROUP BY ${rows}` : '';
    await runner.query(
      `INSERT INTO row_counts (name, scope, total) SELECT '${counter.name}', ${rows}, COUNT(*) FROM ${counter.table} t ` +
        `WHERE ${condition(counter, 't')}${grouped} ${replace}`,
    );
  }
}

export async function dropRowCountTriggers(runner: QueryRunner): Promise<void> {
  const names = [
    ...TABLES.flatMap((table) => EVENTS.map((event) => triggerName(table, event))),
    'TRG_row_counts_partners_delete',
    ...(engineOf(runner) === 'mysql' ? ['TRG_row_counts_deceased_frees'] : []),
  ];
  for (const name of names) await runner.query(`DROP TRIGGER IF EXISTS ${name}`);
}
