import type { EntityManager } from 'typeorm';

/** A LIKE pattern 'text%' (escape character '!'). */
const startsWith = (text: string) => `${text.replace(/[!%_]/g, (char) => `!${char}`)}%`;

/**
 * The text filter of the manager's lamp table (lampadeGestoreData ?q=): a lamp matches when its serial or its
 * subscriber's surname starts with the text (case aside), or when its deceased is among `deceasedIds` (the
 * deceased module's search of the words, asked by the caller: this module reads only its own tables). Each
 * branch is one range of an index of the manager's own rows — (manager, serial), (manager, surname) of the
 * subscribers, the unique deceased of a lamp — instead of a LOWER(…) test on every lamp of the manager; the
 * ids are their union, paged and counted whole (never more than the manager's lamps).
 */
export class LampListSearch {
  private readonly sql: string;
  private readonly parameters: unknown[];

  constructor(managerId: number, text: string, deceasedIds: number[], onlyAnomalies: boolean) {
    const typed = startsWith(text.trim().toLowerCase());
    const branches = [
      "SELECT l.id FROM lamps l WHERE l.manager_user_id = ? AND l.serial LIKE ? ESCAPE '!'",
      'SELECT l.id FROM lamp_subscribers s JOIN lamps l ON l.subscriber_id = s.id' +
        " WHERE s.manager_user_id = ? AND l.manager_user_id = ? AND s.surname LIKE ? ESCAPE '!'",
    ];
    const parameters: unknown[] = [managerId, typed, managerId, managerId, typed];
    if (deceasedIds.length > 0) {
      branches.push(
        `SELECT l.id FROM lamps l WHERE l.manager_user_id = ? AND l.deceased_id IN (${deceasedIds.map(() => '?').join(', ')})`,
      );
      parameters.push(managerId, ...deceasedIds);
    }
    const union = branches.join(' UNION ');
    this.sql = onlyAnomalies
      ? `SELECT m.id AS id FROM (${union}) m JOIN lamps a ON a.id = m.id WHERE a.anomaly = 1`
      : `SELECT m.id AS id FROM (${union}) m`;
    this.parameters = parameters;
  }

  /** The ids of one page, newest lamp first. */
  async ids(manager: EntityManager, offset: number, limit: number): Promise<number[]> {
    const rows: Array<{ id: number | string }> = await manager.query(
      `${this.sql} ORDER BY m.id DESC LIMIT ? OFFSET ?`,
      [...this.parameters, limit, offset],
    );
    return rows.map((row) => Number(row.id));
  }

  async count(manager: EntityManager): Promise<number> {
    const rows: Array<{ counted: number | string }> = await manager.query(
      `SELECT COUNT(*) AS counted FROM (${this.sql}) found`,
      this.parameters,
    );
    return Number(rows[0]?.counted ?? 0);
  }
}
