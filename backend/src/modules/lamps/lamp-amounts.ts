const MAX_AMOUNT_CENTS = 100_000_000;

/** '25', '25,5', '25,50', '25.50', '1.234,50' → cents; null when not an amount. */
export function parseEuroCents(text: string): number | null {
  const value = text.trim().replace(/\s|€/g, '');
  let normalized: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(value)) normalized = value.replace(/\./g, '').replace(',', '.');
  else if (/^\d+([.,]\d{1,2})?$/.test(value)) normalized = value.replace(',', '.');
  else return null;
  const cents = Math.round(Number(normalized) * 100);
  return Number.isSafeInteger(cents) && cents <= MAX_AMOUNT_CENTS ? cents : null;
}

/** The same calendar day one year later ('2026-02-28' → '2027-02-28'; 29 February → 28 February). */
export function sameDayNextYear(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const next = year + 1;
  const last = new Date(Date.UTC(next, month, 0)).getUTCDate();
  return `${next}-${String(month).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}
