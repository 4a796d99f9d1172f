// `/flowers?{type}&{id}`: the dedication order form a memorial's purchase cards link to, drawn by the server
// (DESIGN "Performance"): a card tapped before the platform has started is a plain link, and the
// server's form shows at once instead of waiting for the platform's scripts. Only the address the cards
// write is drawn here; the older forms (type=…&deceasedID=…&message=…) keep the plain shell.
import type { ProductPrice } from '../content/products/product-prices.service';
import type { DeceasedDataDto } from '../deceased/dto/deceased-data.dto';
import { DEDICATION_TYPES, FLOWER_PRODUCTS, type DedicationType } from '../dedications/dedication-types';
import type { FlowersPageData } from './server-page';

/** The type and the deceased id (as written; deceasedData checks it) of `dedica-cero&0001000`, else null. */
export function parseFlowersAddress(query: string): { type: DedicationType; rawId: string } | null {
  const parts = query.split('&');
  if (parts.length !== 2 || parts.some((part) => part.includes('='))) return null;
  const [type, rawId] = parts;
  if (!(DEDICATION_TYPES as readonly string[]).includes(type)) return null;
  return { type: type as DedicationType, rawId };
}

/**
 * What the form sells, from the price list: null when it cannot sell the type (no such product, or a
 * type other than 'fiori-reali' without a price: the browser's form then sends the visitor to /pricing).
 */
export function flowersPageData(
  type: DedicationType,
  deceased: DeceasedDataDto,
  prices: ProductPrice[],
): FlowersPageData | null {
  const product = prices.find((one) => one.key === type);
  if (!product || (product.price === null && type !== 'fiori-reali')) return null;
  return {
    page: 'flowers',
    type,
    deceased: { ID: deceased.ID, name: deceased.name, surname: deceased.surname },
    price: type === 'fiori-reali' ? null : product.price,
    products:
      type === 'fiori-reali'
        ? prices.filter((one) => (FLOWER_PRODUCTS as readonly string[]).includes(one.key))
        : [],
  };
}
