import { DEDICATION_NAMES } from '../../dedications/dedication-labels';

/**
 * The products and their default prices in cents (spec public §9: dedica-cero 2, dedica-fiori 3,
 * dedica-video 5, dedica-foto 4 euro, fiori-reali 'Variabile', fiori1 Crisantemi 10, fiori2 Anturium 15,
 * fiori3 Rose 30, memorial 6 a year, partner QR 50, QR plaque plus shipping 107). The migration seeds these;
 * the front end falls back to the same figures while prices load. The dedications are named as the
 * dedications module names them.
 */
export const DEFAULT_PRODUCTS: ReadonlyArray<{ key: string; name: string; priceCents: number | null }> = [
  { key: 'qr-code', name: 'Lapide digitale con targa QR', priceCents: 9700 },
  { key: 'shipping', name: 'Spedizione della targa', priceCents: 1000 },
  { key: 'servizio-memorial', name: 'Servizio memorial (un anno)', priceCents: 600 },
  { key: 'dedica-cero', name: DEDICATION_NAMES['dedica-cero'], priceCents: 200 },
  { key: 'dedica-fiori', name: DEDICATION_NAMES['dedica-fiori'], priceCents: 300 },
  { key: 'dedica-foto', name: DEDICATION_NAMES['dedica-foto'], priceCents: 400 },
  { key: 'dedica-video', name: DEDICATION_NAMES['dedica-video'], priceCents: 500 },
  { key: 'fiori-reali', name: 'Fiori reali consegnati', priceCents: null },
  { key: 'fiori1', name: 'Crisantemi', priceCents: 1000 },
  { key: 'fiori2', name: 'Anturium', priceCents: 1500 },
  { key: 'fiori3', name: 'Rose', priceCents: 3000 },
  { key: 'qrcode-partner', name: 'Targa QR per partner', priceCents: 5000 },
];
