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
    const columnOf = (key: keyof Lamp) => {
      const found = metadata.findColumnWithPropertyName(key);
      if (!found) throw new Error(`Lamp has no column ${key}`);
      return found;
    };
    const columns = keys.map(columnOf);
    const column = (key: keyof Lamp) => escape(columnOf(key).databaseName);
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
