/** This month in Europe/Rome, 'YYYY-MM' (the books' default). */
export function romeMonth(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
  })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}`;
}

/** 'YYYY-MM' as Italians read it: '2026-11' → '11/2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${number}/${year}`;
}

export const EXPORT_TABLES = ['ordini', 'rimborsi', 'riconciliazione', 'fatture'] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

/** The export's URL and the name the server gives it ('ricordo-ordini-2026-11.xlsx'). */
export function exportOf(table: ExportTable, format: 'csv' | 'xlsx', from: string, to: string) {
  const query = new URLSearchParams({ month: from, to, table, format });
  const months = from === to ? from : `${from}_${to}`;
  return {
    path: `/api/admin/books/export?${query.toString()}`,
    filename: `ricordo-${table}-${months}.${format}`,
  };
}
