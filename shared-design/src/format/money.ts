/**
 * Prices are integer euro cents (DESIGN.md "Data"), shown with two decimals and a comma (spec public §9):
 * 600 → '6,00 €', 123456 → '1.234,56 €'. A plain space separates the amount from the sign; wrap the
 * text in `white-space: nowrap` where it must not break.
 */
export function formatEuro(cents: number): string {
  if (!Number.isFinite(cents)) return '';
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const absolute = Math.abs(rounded);
  const euros = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = (absolute % 100).toString().padStart(2, '0');
  return `${sign}${euros},${decimals} €`;
}

/** Spec: 'Variabile' when the price is 0 or missing, else the euro amount. */
export function formatPrice(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents) || cents === 0) return 'Variabile';
  return formatEuro(cents);
}
