/** One formatter for every call: creating an Intl.NumberFormat costs more than formatting with it. */
const EUROS = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** '1.234,50 €': an amount in cents as the documents print it (lamp receipts, invoice copies, messages). */
export function euros(cents: number): string {
  return `${EUROS.format(cents / 100)} €`;
}
