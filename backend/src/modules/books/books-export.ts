// The books' downloads, written while the rows are read: CSV as Italian Excel opens it (UTF-8 with BOM, ';'
// between fields, comma decimals) and XLSX through exceljs' streaming WorkbookWriter (numbers as numbers
// in euro format, days as dates). Neither keeps the whole file in memory.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { romeTime } from '../../common/rome-time';

export type ExportFormat = 'csv' | 'xlsx';

/** How a column's values are written: text, a whole number, cents as euro, a day, or an instant. */
export type ColumnKind = 'text' | 'int' | 'money' | 'day' | 'instant';

export interface ExportColumn<T> {
  header: string;
  kind: ColumnKind;
  /** Text, a number (cents for 'money'), a 'YYYY-MM-DD' day, or a Date for 'instant'. */
  value: (row: T) => string | number | Date | null;
  width?: number;
}

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const EURO_FORMAT = '#,##0.00 [$€-410];-#,##0.00 [$€-410]';
const DAY_FORMAT = 'dd/mm/yyyy';
const INSTANT_FORMAT = 'dd/mm/yyyy hh:mm';

/** Cents as the Italian decimal text of euro: 123456 → '1234,56', -5 → '-0,05'. */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** An instant's Europe/Rome wall-clock time as a UTC Date (what a spreadsheet shows as it is). */
function romeWallClock(instant: Date): Date {
  const { date, hour } = romeTime(instant);
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, instant.getUTCMinutes(), instant.getUTCSeconds()));
}

const dayDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
const two = (n: number) => String(n).padStart(2, '0');

/** A value as CSV text (Italian: comma decimals, dd/mm/yyyy). */
function csvText(kind: ColumnKind, value: string | number | Date | null): string {
  if (value === null || value === '') return '';
  switch (kind) {
    case 'money':
      return centsText(Number(value));
    case 'int':
      return String(value);
    case 'day': {
      const [year, month, day] = String(value).split('-');
      return `${day}/${month}/${year}`;
    }
    case 'instant': {
      const wall = romeWallClock(value as Date);
      return `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()} ${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
    }
    default: {
      const text = String(value);
      // A text a spreadsheet would run as a formula is kept as text.
      return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    }
  }
}

/** One CSV field: quoted when it holds the separator, a quote or a line break. */
function csvField(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function write(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Writes the rows as CSV to `out` and ends it. */
export async function writeCsv<T>(
  out: Writable,
  columns: ExportColumn<T>[],
  rows: AsyncIterable<T> | Iterable<T>,
) {
  await write(out, `\uFEFF${columns.map((column) => csvField(column.header)).join(';')}\r\n`);
  let batch = '';
  for await (const row of rows) {
    batch += `${columns.map((column) => csvField(csvText(column.kind, column.value(row)))).join(';')}\r\n`;
    if (batch.length > 64 * 1024) {
      await write(out, batch);
      batch = '';
    }
  }
  if (batch) await write(out, batch);
  out.end();
}

/** A value as an XLSX cell: euro and counts as numbers, days and instants as dates. */
function cellValue(kind: ColumnKind, value: string | number | Date | null): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  switch (kind) {
    case 'money':
      return Math.round(Number(value)) / 100;
    case 'int':
      return Number(value);
    case 'day':
      return dayDate(String(value));
    case 'instant':
      return romeWallClock(value as Date);
    default:
      return String(value);
  }
}

const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  money: EURO_FORMAT,
  day: DAY_FORMAT,
  instant: INSTANT_FORMAT,
};

/** Writes the rows as one XLSX sheet to `out` (streamed: each row is committed as it is written). */
export async function writeXlsx<T>(
  out: Writable,
  sheetName: string,
  columns: ExportColumn<T>[],
  rows: AsyncIterable<T> | Iterable<T>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Ricordo';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column, i) => ({
    key: String(i),
    header: column.header,
    width: column.width ?? Math.max(12, column.header.length + 2),
    style: NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for await (const row of rows) {
    sheet.addRow(columns.map((column) => cellValue(column.kind, column.value(row)))).commit();
  }
  sheet.commit();
  await workbook.commit();
}
