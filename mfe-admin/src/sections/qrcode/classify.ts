// spec panels §4 "QR list classification" of the activation table's rows.
import type { QrListItem } from './qrcode-api';

export interface ClassifiedRows {
  /** Activation asked, the owner has not confirmed it yet (verified, not active): shown first. */
  awaiting: QrListItem[];
  /** A deceased name, active, showPage not 0. */
  tombstones: QrListItem[];
  /** No deceased name. */
  qrCodes: QrListItem[];
  /** showPage 0. */
  obituaries: QrListItem[];
  /** Active 0, order 0, verified 0, no name, owner level_access 1 (the platform's stock). */
  newQrCodes: QrListItem[];
}

/** An order not paid yet (spec: 'pending'): created, or at the payment provider. */
export function isPendingOrder(status: string | null): boolean {
  return status === 'created' || status === 'awaiting_payment';
}

/**
 * Rows with a pending order are skipped; then each rule of spec panels §4 adds the row to its group (a new
 * code is both a QR code row and a new QR code, as the spec's rules overlap). One addition: a row waiting
 * for its owner's confirmation has a hidden page (showPage 0) and would read as an obituary, so it goes to
 * `awaiting` only.
 */
export function classify(rows: readonly QrListItem[]): ClassifiedRows {
  const groups: ClassifiedRows = {
    awaiting: [],
    tombstones: [],
    qrCodes: [],
    obituaries: [],
    newQrCodes: [],
  };
  for (const row of rows) {
    if (isPendingOrder(row.orderStatus)) continue;
    if (row.verified === 1 && row.active === 0) {
      groups.awaiting.push(row);
      continue;
    }
    const named = Boolean(row.name);
    if (named && row.active === 1 && row.showPage !== 0) groups.tombstones.push(row);
    if (!named) groups.qrCodes.push(row);
    if (row.showPage === 0) groups.obituaries.push(row);
    if (row.active === 0 && row.orderID === 0 && row.verified === 0 && !named && row.level_access === 1)
      groups.newQrCodes.push(row);
  }
  return groups;
}
