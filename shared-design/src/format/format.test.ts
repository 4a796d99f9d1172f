import { describe, expect, it } from 'vitest';
import {
  addDays,
  DEDICATION_LABELS,
  DEDICATION_NAMES,
  dedicationLabel,
  formatDate,
  formatDateTime,
  formatEuro,
  formatPrice,
  parseDeceasedId,
  romeDateTimeInput,
  romeDateTimeValue,
  toPublicId,
  truncateName,
} from './index';

const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('formatDate', () => {
  it('shows an API calendar date as dd/MM/yyyy without shifting it', () => {
    expect(formatDate('1936-02-29')).toBe('29/02/1936');
    expect(formatDate('2024-12-31')).toBe('31/12/2024');
  });

  it('shows nothing for an unavailable date (0000-00-00), null or garbage', () => {
    expect(formatDate('0000-00-00')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('domani')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('shows an instant on the Rome calendar: 23:30 UTC in winter is already the next day', () => {
    expect(formatDate(new Date('2024-01-14T23:30:00Z'))).toBe('15/01/2024');
    expect(formatDate(new Date('2024-01-14T22:59:00Z'))).toBe('14/01/2024');
  });

  it('reads numbers as unix seconds, in summer time too (UTC+2)', () => {
    expect(formatDate(seconds('2024-07-14T22:30:00Z'))).toBe('15/07/2024');
    expect(formatDate(seconds('2024-07-14T21:59:00Z'))).toBe('14/07/2024');
  });

  it('shows new year in Rome one hour before it arrives in UTC', () => {
    expect(formatDate(seconds('2025-12-31T23:00:00Z'))).toBe('01/01/2026');
  });
});

describe('formatDateTime', () => {
  it('writes dd/MM/yyyy HH:mm on a 24 h clock in Europe/Rome', () => {
    expect(formatDateTime(seconds('2024-01-14T23:30:00Z'))).toBe('15/01/2024 00:30');
    expect(formatDateTime(new Date('2024-07-15T13:05:00Z'))).toBe('15/07/2024 15:05');
    expect(formatDateTime('2024-07-15T13:05:00.000Z')).toBe('15/07/2024 15:05');
  });

  it('follows the daylight-saving change of 31 March 2024', () => {
    expect(formatDateTime(seconds('2024-03-31T00:59:00Z'))).toBe('31/03/2024 01:59');
    expect(formatDateTime(seconds('2024-03-31T01:00:00Z'))).toBe('31/03/2024 03:00');
  });

  it('keeps a zone-less wall-clock time as written, and shows 00:00 for a bare date', () => {
    expect(formatDateTime('2024-05-02 09:07:00')).toBe('02/05/2024 09:07');
    expect(formatDateTime('2024-05-02')).toBe('02/05/2024 00:00');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('addDays', () => {
  it('moves a calendar day across month, year and daylight-saving changes', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-11-24', 0)).toBe('2026-11-24');
  });
});

describe('romeDateTimeInput and romeDateTimeValue', () => {
  it("write and read a datetime-local value on Rome's wall clock, in winter and in summer", () => {
    expect(romeDateTimeInput(seconds('2026-02-03T13:05:00Z'))).toBe('2026-02-03T14:05');
    expect(romeDateTimeInput(seconds('2026-07-03T13:05:00Z'))).toBe('2026-07-03T15:05');
    expect(romeDateTimeValue('2026-02-01T10:30')).toBe(Date.parse('2026-02-01T09:30:00Z'));
    expect(romeDateTimeValue('2026-07-01T10:30')).toBe(Date.parse('2026-07-01T08:30:00Z'));
    expect(romeDateTimeValue('2026-07-01T10:30:15')).toBe(Date.parse('2026-07-01T08:30:15Z'));
  });

  it('round-trips across the daylight-saving changes of 2026', () => {
    for (const iso of ['2026-03-29T00:59:00Z', '2026-03-29T01:00:00Z', '2026-10-25T02:30:00Z']) {
      const value = romeDateTimeInput(seconds(iso));
      expect(romeDateTimeValue(value)).toBe(Date.parse(iso));
    }
  });

  it('refuses what is no time', () => {
    expect(romeDateTimeValue('')).toBeNull();
    expect(romeDateTimeValue('2026-02-30T10:00')).toBeNull();
    expect(romeDateTimeValue('2026-02-01T24:00')).toBeNull();
    expect(romeDateTimeValue('domani')).toBeNull();
  });
});

describe('formatEuro and formatPrice', () => {
  it('shows cents as euro with two decimals and a comma', () => {
    expect(formatEuro(600)).toBe('6,00 €');
    expect(formatEuro(10700)).toBe('107,00 €');
    expect(formatEuro(5)).toBe('0,05 €');
    expect(formatEuro(123456)).toBe('1.234,56 €');
    expect(formatEuro(-250)).toBe('-2,50 €');
  });

  it("says 'Variabile' when the price is 0 or missing", () => {
    expect(formatPrice(0)).toBe('Variabile');
    expect(formatPrice(null)).toBe('Variabile');
    expect(formatPrice(undefined)).toBe('Variabile');
    expect(formatPrice(300)).toBe('3,00 €');
  });
});

describe('ids', () => {
  it('adds the 000 prefix of public ids', () => {
    expect(toPublicId(1000)).toBe('0001000');
  });

  it('reads an id with or without prefix or question mark, and refuses anything else', () => {
    expect(parseDeceasedId('0001000')).toBe(1000);
    expect(parseDeceasedId('1000')).toBe(1000);
    expect(parseDeceasedId('?0001000')).toBe(1000);
    expect(parseDeceasedId(' 1000 ')).toBe(1000);
    expect(parseDeceasedId('10a0')).toBeNull();
    expect(parseDeceasedId('-5')).toBeNull();
    expect(parseDeceasedId('1.5')).toBeNull();
    expect(parseDeceasedId('')).toBeNull();
    expect(parseDeceasedId('000')).toBeNull();
    expect(parseDeceasedId(null)).toBeNull();
  });
});

describe('truncateName', () => {
  it('leaves names up to 22 characters alone', () => {
    expect(truncateName('Maria')).toBe('Maria');
    expect(truncateName('A'.repeat(22))).toBe('A'.repeat(22));
  });

  it('cuts longer names to 22 characters ending in an ellipsis', () => {
    const cut = truncateName('Maria Assunta Immacolata');
    expect(cut).toBe('Maria Assunta Immacol…');
    expect(Array.from(cut)).toHaveLength(22);
    expect(truncateName('Giovanni', 5)).toBe('Giov…');
  });
});

describe('dedication type names', () => {
  it('names each of the five types, short in lists and whole on its own', () => {
    expect(Object.keys(DEDICATION_LABELS)).toEqual([
      'dedica-cero',
      'dedica-fiori',
      'dedica-foto',
      'dedica-video',
      'fiori-reali',
    ]);
    expect(Object.keys(DEDICATION_NAMES)).toEqual(Object.keys(DEDICATION_LABELS));
    expect(DEDICATION_LABELS['dedica-cero']).toBe('Cero');
    expect(DEDICATION_NAMES['dedica-cero']).toBe('Cero votivo');
  });

  it('shows an unknown type as the API sent it', () => {
    expect(dedicationLabel('dedica-video')).toBe('Video');
    expect(dedicationLabel('dedica-nuova')).toBe('dedica-nuova');
  });
});
