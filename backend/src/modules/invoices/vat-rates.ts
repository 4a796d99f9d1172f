/**
 * VAT of what Ricordo and the lamp managers sell, in one place (docs/contracts.md "Invoices"). A product
 * decision, not a tax opinion: every product is an ordinary sale at 22 %; a line may carry its own rate or
 * the nature code of an operation without VAT (a lamp manager's settings, later).
 */
export type InvoicedProduct =
  'plaque' | 'memorial-service' | 'dedication' | 'temporary-code' | 'shipping' | 'lamp-fee';

export interface LineVat {
  /** Percentage (22 for 22 %); 0 with a `nature`. */
  vatRate: number;
  /** Natura (N1 … N7 and sub-codes) when the rate is 0. */
  nature?: string;
}

export const VAT_BY_PRODUCT: Readonly<Record<InvoicedProduct, LineVat>> = {
  plaque: { vatRate: 22 },
  'memorial-service': { vatRate: 22 },
  dedication: { vatRate: 22 },
  'temporary-code': { vatRate: 22 },
  shipping: { vatRate: 22 },
  'lamp-fee': { vatRate: 22 },
};

/** Marca da bollo virtuale: 2 € on an invoice whose amounts without VAT exceed 77.47 € (DPR 642/1972). */
export const STAMP_DUTY_CENTS = 200;
export const STAMP_DUTY_THRESHOLD_CENTS = 7747;

/** The net price of one unit whose price with VAT is `grossCents` (the amount the buyer paid). */
export function netOfGross(grossCents: number, vatRate: number): number {
  return Math.round((grossCents * 100) / (100 + vatRate));
}

/** Taxable amounts plus VAT per rate, rounded per rate as the document's summary (DatiRiepilogo) is. */
export function documentTotal(
  lines: Array<{ quantity: number; unitPriceCents: number; vatRate: number }>,
): number {
  const byRate = new Map<number, number>();
  for (const line of lines)
    byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.quantity * line.unitPriceCents);
  let total = 0;
  for (const [rate, taxable] of byRate) total += taxable + Math.round((taxable * rate) / 100);
  return total;
}

/** The stamp duty an invoice owes: lines without VAT over the threshold. */
export function stampDutyOf(
  lines: Array<{ quantity: number; unitPriceCents: number; vatRate: number }>,
): number {
  const exempt = lines
    .filter((line) => line.vatRate === 0)
    .reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  return exempt > STAMP_DUTY_THRESHOLD_CENTS ? STAMP_DUTY_CENTS : 0;
}
