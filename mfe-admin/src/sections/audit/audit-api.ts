// The call of #audit by operationId (answer types from the generated schema).
import type { CallArgs, Schema } from '@ricordo/shared-design';
import { AUDIT_TEXTS as T } from './audit-texts';

export type AuditEntry = Schema<'AuditItemDto'>;
export type AuditQuery = NonNullable<CallArgs<'adminAudit'>['query']>;

/** Admin tables: 5, 10, 25 or 100 rows, default 5 (spec panels §9). */
export const PAGE_SIZES = [5, 10, 25, 100];

/** The filters as the server takes them: empty ones left out. */
export function auditQuery(
  filters: Record<'user' | 'action' | 'targetType' | 'targetId', string>,
): AuditQuery {
  const query: AuditQuery = {};
  for (const [key, value] of Object.entries(filters) as Array<[keyof typeof filters, string]>)
    if (value.trim()) query[key] = value.trim();
  return query;
}

/**
 * The object of a row: 'partner #12', and the account it concerns when the admin did not act as that account
 * ('partner #12 · account partnerdemo').
 */
export function targetOf(
  entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'actedUsername' | 'onBehalf'>,
): string {
  const target = entry.targetId ? `${entry.targetType} #${entry.targetId}` : entry.targetType;
  return entry.actedUsername && !entry.onBehalf ? `${target} · ${T.concerned(entry.actedUsername)}` : target;
}

const shown = (value: unknown): string =>
  value === null || value === undefined ? '∅' : typeof value === 'string' ? value : JSON.stringify(value);

/** One line per changed field: 'status: pending → active'. */
export function changes(entry: Pick<AuditEntry, 'oldValues' | 'newValues'>): string[] {
  const before = entry.oldValues ?? {};
  const after = entry.newValues ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((key) => {
    if (!(key in before)) return `${key}: ${shown(after[key])}`;
    if (!(key in after)) return `${key}: ${shown(before[key])} → ∅`;
    return `${key}: ${shown(before[key])} → ${shown(after[key])}`;
  });
}

/**
 * The footer's count for a page starting at row `start`: the server counts up to 10 000 ('di oltre 10.000');
 * past that, at least the rows up to this page and one more while there is a next page, exact on the last.
 */
export function pagingTotal(
  data: { entries: unknown[]; total: number; totalAtLeast: boolean; nextAfter: number | null },
  start: number,
): { total: number; totalAtLeast: boolean } {
  if (!data.totalAtLeast) return { total: data.total, totalAtLeast: false };
  const seen = start + data.entries.length;
  return data.nextAfter === null
    ? { total: seen, totalAtLeast: false }
    : { total: Math.max(data.total, seen + 1), totalAtLeast: true };
}
