// Product prices (spec public §3 "Product prices", §7 getProductPrices, §9 defaults): the server's price
// in cents wins; a product the server does not return, or returns without a price, keeps the spec's
// default. 0 and null read as 'Variabile' (formatPrice).
import { api, type Schema } from '@ricordo/shared-design';

/** `price` in euro cents; null when the price varies. */
export type ProductPrice = Schema<'ProductPriceDto'>;

/** spec public §9: defaults shown when the server does not return a product. */
export const DEFAULT_PRICES: Record<string, number | null> = {
  'qr-code': 9700,
  shipping: 1000,
  'servizio-memorial': 600,
  'dedica-cero': 200,
  'dedica-fiori': 300,
  'dedica-foto': 400,
  'dedica-video': 500,
  'fiori-reali': null,
  fiori1: 1000,
  fiori2: 1500,
  fiori3: 3000,
  'qrcode-partner': 5000,
};

/** spec public §9: the QR plaque plus shipping falls back to 107 euro. */
export const DEFAULT_QR_TOTAL = 10700;

export async function loadPrices(signal?: AbortSignal): Promise<Record<string, number | null>> {
  const envelope = await api.call('getProductPrices', { signal });
  return pricesOf(envelope.data?.data?.products ?? []);
}

/** The price list as the server gives it, over the spec's defaults. */
export function pricesOf(products: readonly ProductPrice[]): Record<string, number | null> {
  const prices: Record<string, number | null> = { ...DEFAULT_PRICES };
  for (const product of products) if (typeof product.price === 'number') prices[product.key] = product.price;
  return prices;
}
