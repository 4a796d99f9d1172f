import type { DeceasedPlaqueSummary } from '../deceased/deceased.service';
import type { QrCode } from './qr-code.entity';

/** Who a list of plaques is about and who holds each: read by the QR lists of this module and the admin overview. */
export function deceasedIdsOf(rows: QrCode[]): number[] {
  return rows.flatMap((row) => (row.deceasedId ? [row.deceasedId] : []));
}

/** Who holds a plaque: the owner of its deceased, else its buyer. */
export function ownerIdOf(row: QrCode, person: DeceasedPlaqueSummary | undefined): number | null {
  return person?.ownerUserId ?? row.buyerUserId;
}

export function ownerIdsOf(rows: QrCode[], people: Map<number, DeceasedPlaqueSummary>): number[] {
  return rows.flatMap((row) => {
    const owner = ownerIdOf(row, row.deceasedId ? people.get(row.deceasedId) : undefined);
    return owner ? [owner] : [];
  });
}
