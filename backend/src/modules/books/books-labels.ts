// Italian labels of the books' codes: the panel's tables and the exported files show the same words.
import type { OrderStatus } from '../orders/entities/order.entity';
import type { SaleChannel } from '../orders/order-books.read';

/** By order type; a type added later shows its code until it is named here. */
export const ORDER_TYPE_LABELS: Record<string, string> = {
  qrcode: 'Targhe QR',
  dedic: 'Dediche',
  memorial: 'Servizio memorial',
  lamp: 'Lampade votive',
};

export const CHANNEL_LABELS: Record<SaleChannel, string> = {
  online: 'Online (PayPal)',
  'conto-vendita': 'Conto vendita',
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  created: 'Creato',
  awaiting_payment: 'In attesa di pagamento',
  paid: 'Pagato',
  cancelled: 'Annullato',
  failed: 'Non riuscito',
  refunded: 'Rimborsato',
  on_account: 'Conto vendita',
};

/** Who moved a PayPal order to paid (order_events.actor). */
export const SETTLED_BY_LABELS: Record<string, string> = {
  buyer: 'Ritorno del cliente',
  server: 'Server',
  webhook: 'Notifica PayPal',
  reconciliation: 'Riconciliazione automatica',
  admin: 'Amministratore',
};

export const INVOICE_TYPE_LABELS: Record<string, string> = { TD01: 'Fattura', TD04: 'Nota di credito' };

/** A product's name: the order line's own description, else its key. */
export function productLabel(productKey: string, description: string | null): string {
  if (productKey === 'qrcode-partner') return 'Codice temporaneo reso definitivo';
  return description?.trim() || productKey;
}
