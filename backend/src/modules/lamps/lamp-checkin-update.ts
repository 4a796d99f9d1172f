import type { EntityManager } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { Lamp } from './lamp.entity';

/** The lamp's state as a check-in reads it: what the update, the notices and the public view use. */
export const CHECKIN_LAMP_COLUMNS = [
  'id',
  'serial',
  'deceasedId',
  'managerUserId',
  'subscriberId',
  'mode',
  'secondsNextConnection',
  'desiredVersion',
  'appliedVersion',
  'appliedNextConnection',
  'reportedState',
  'reportedMode',
  'lastSeq',
  'anomaly',
  'anomalyReason',
  'incident',
] as const satisfies ReadonlyArray<keyof Lamp>;

export type CheckinLamp = Pick<Lamp, (typeof CHECKIN_LAMP_COLUMNS)[number]>;

interface Statement {
  sql: string;
  columns: ColumnMetadata[];
}

/**
 * A check-in's conditional UPDATE as one parameterized statement, its text built once per set of columns
 * (a QueryBuilder per lamp cost most of a check-in's CPU). Column names come from the entity metadata and
 * values go through the driver's preparePersistentValue, as the QueryBuilder does, so dates, booleans and
 * transformers are stored alike on SQLite and MariaDB. Conditional on what was read: a newer check-in or
 * an anomaly change by another instance wins. Answers whether the row was written.
 */
export class LampCheckinUpdate {
  private readonly statements = new Map<string, Statement>();

  async write(
    manager: EntityManager,
    lamp: Pick<Lamp, 'id' | 'anomaly'>,
    seq: number,
    update: Partial<Lamp>,
  ): Promise<boolean> {
    const keys = (Object.keys(update) as Array<keyof Lamp>).filter((key) => update[key] !== undefined).sort();
    const statement = this.statementFor(manager, keys);
    const driver = manager.connection.driver;
    const parameters: unknown[] = statement.columns.map((column, index) =>
      driver.preparePersistentValue(update[keys[index]], column),
    );
    parameters.push(lamp.id, seq, lamp.anomaly);
    const runner = manager.queryRunner;
    if (!runner) throw new Error('LampCheckinUpdate.write needs a transaction');
    const result = await runner.query(statement.sql, parameters, true);
    return result.affected === 1;
  }

  private statementFor(manager: EntityManager, keys: Array<keyof Lamp>): Statement {
    const cacheKey = keys.join(',');
    const cached = this.statements.get(cacheKey);
    if (cached) return cached;
    const metadata = manager.connection.getMetadata(Lamp);
    const escape = (name: string) => manager.connection.driver.escape(name);
    const columns = keys.map((key) => lampColumn(manager, key));
    const column = (key: keyof Lamp) => escape(lampColumn(manager, key).databaseName);
    const sql =
      `UPDATE ${escape(metadata.tableName)} SET ` +
      columns.map((each) => `${escape(each.databaseName)} = ?`).join(', ') +
      ` WHERE ${column('id')} = ? AND (${column('lastSeq')} IS NULL OR ${column('lastSeq')} < ?)` +
      ` AND ${column('anomaly')} = ?`;
    const statement = { sql, columns };
    this.statements.set(cacheKey, statement);
    return statement;
  }
}

/** LampCheckinRead's SELECT up to its WHERE's column, by serial and by id, and the columns it reads. */
interface ReadStatements {
  bySerial: string;
  byId: string;
  columns: ColumnMetadata[];
}

/**
 * The lamps a check-in batch reads (CHECKIN_LAMP_COLUMNS), by serial or by id, as one parameterized SELECT
 * whose column list is built once. Each value goes through the driver's prepareHydratedValue, as TypeORM's
 * find does (the bigint sequence's transformer included); find's general machinery (aliases, joins, entity
 * hydration) was about a tenth of the backend's main thread in a 100 000-lamp flood's CPU profile.
 */
export class LampCheckinRead {
  private statements: ReadStatements | null = null;

  bySerials(manager: EntityManager, serials: string[]): Promise<CheckinLamp[]> {
    if (serials.length === 0) return Promise.resolve([]);
    const sql = `${this.statementsFor(manager).bySerial} IN (${serials.map(() => '?').join(', ')})`;
    return this.read(manager, sql, serials);
  }

  byId(manager: EntityManager, id: number): Promise<CheckinLamp[]> {
    return this.read(manager, `${this.statementsFor(manager).byId} = ?`, [id]);
  }

  private async read(manager: EntityManager, sql: string, parameters: unknown[]): Promise<CheckinLamp[]> {
    const runner = manager.queryRunner;
    if (!runner) throw new Error('LampCheckinRead needs a transaction');
    const rows = (await runner.query(sql, parameters)) as Array<Record<string, unknown>>;
    const { columns } = this.statementsFor(manager);
    const driver = manager.connection.driver;
    return rows.map((row) => {
      const lamp: Record<string, unknown> = {};
      columns.forEach((column, index) => {
        lamp[column.propertyName] = driver.prepareHydratedValue(row[`c${index}`], column);
      });
      return lamp as CheckinLamp;
    });
  }

  /** Built once. */
  private statementsFor(manager: EntityManager): ReadStatements {
    if (this.statements) return this.statements;
    const escape = (name: string) => manager.connection.driver.escape(name);
    const columns = CHECKIN_LAMP_COLUMNS.map((key) => lampColumn(manager, key));
    const list = columns.map((column, index) => `${escape(column.databaseName)} AS ${escape(`c${index}`)}`);
    const select = `SELECT ${list.join(', ')} FROM ${escape(manager.connection.getMetadata(Lamp).tableName)}`;
    const where = (key: keyof Lamp) => `${select} WHERE ${escape(lampColumn(manager, key).databaseName)}`;
    this.statements = { bySerial: where('serial'), byId: where('id'), columns };
    return this.statements;
  }
}

function lampColumn(manager: EntityManager, key: keyof Lamp): ColumnMetadata {
  const found = manager.connection.getMetadata(Lamp).findColumnWithPropertyName(key);
  if (!found) throw new Error(`Lamp has no column ${key}`);
  return found;
}
