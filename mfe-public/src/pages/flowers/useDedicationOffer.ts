// What the order form needs from the server before it can sell: the type's price (getProductPrice), for
// 'fiori-reali' the three flower prices, and the deceased's name. Until the prices arrive the spec's
// defaults are shown (spec public §9); they are never sent anywhere. A form the server drew
// (`/flowers?{type}&{id}`, backend web/flowers-page.ts) starts ready with the data it embedded.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api, isAbortError, type DeceasedData, type DedicationType } from '@ricordo/shared-design';
import { useDeceasedData } from '../../common/deceased/useDeceasedData';
import { isRecord, takeEmbeddedData } from '../memorial/ssr-data';
import { DEFAULT_PRICES, loadPrices, pricesOf, type ProductPrice } from '../pricing/prices';
import { FLOWER_PRODUCTS, type FlowerKey } from './flowers-texts';

export type OfferStatus = 'loading' | 'ready' | 'unavailable' | 'failed';

export interface DedicationOffer {
  status: OfferStatus;
  /** Cents; null for 'fiori-reali', whose price is the chosen flowers'. */
  price: number | null;
  flowerPrices: Record<FlowerKey, number | null>;
  deceasedName: string | null;
  retry: () => void;
}

/** What the server embeds with the form it drew. */
export interface ServerFlowersPage {
  page: 'flowers';
  type: DedicationType;
  deceased: Pick<DeceasedData, 'ID' | 'name' | 'surname'>;
  /** Cents; null for 'fiori-reali'. */
  price: number | null;
  /** 'fiori-reali': the flower products of the price list. */
  products: ProductPrice[];
}

function flowerPricesOf(all: Record<string, number | null>): Record<FlowerKey, number | null> {
  const prices = {} as Record<FlowerKey, number | null>;
  for (const product of FLOWER_PRODUCTS) prices[product.key] = all[product.key] ?? null;
  return prices;
}

/** The name the form's title shows ('Lascia una dedica per …'). */
export const nameOf = (person: Pick<DeceasedData, 'name' | 'surname'> | null) =>
  [person?.name, person?.surname].filter(Boolean).join(' ') || null;

/** The embedded data when the server drew this very form (type and deceased), else null. */
function serverPage(type: DedicationType | null, deceasedId: number | null): ServerFlowersPage | null {
  if (!type || deceasedId === null) return null;
  return takeEmbeddedData((value) =>
    isRecord(value) &&
    value.page === 'flowers' &&
    value.type === type &&
    isRecord(value.deceased) &&
    value.deceased.ID === deceasedId
      ? (value as unknown as ServerFlowersPage)
      : null,
  );
}

/** An unknown product (404) or a sold type without a price: the form cannot sell it (spec: → /pricing). */
function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.errorCode === 'PRODUCT_NOT_FOUND');
}

export function useDedicationOffer(type: DedicationType | null, deceasedId: number | null): DedicationOffer {
  const [server] = useState(() => serverPage(type, deceasedId));
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<OfferStatus>(server ? 'ready' : 'loading');
  const [price, setPrice] = useState<number | null>(
    server ? server.price : type ? (DEFAULT_PRICES[type] ?? null) : null,
  );
  // Without the server's list: the spec's defaults.
  const [flowerPrices, setFlowerPrices] = useState(() => flowerPricesOf(pricesOf(server?.products ?? [])));
  /** The type whose prices came with the server's form, until the form shows another. */
  const served = useRef(server?.type ?? null);

  useEffect(() => {
    // Asked again only on 'Riprova' or for another type.
    if (served.current !== null && type === served.current && attempt === 0) return undefined;
    served.current = null;
    if (!type) {
      setStatus('unavailable');
      return undefined;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setStatus('loading');
    const priceCall = api
      .call('getProductPrice', { path: { key: type }, signal })
      .then(({ data }) => data?.product_details?.price ?? null);
    const flowersCall =
      type === 'fiori-reali'
        ? loadPrices(signal)
        : Promise.resolve<Record<string, number | null> | null>(null);
    Promise.all([priceCall, flowersCall]).then(
      ([loaded, all]) => {
        if (loaded === null && type !== 'fiori-reali') {
          setStatus('unavailable');
          return;
        }
        setPrice(loaded);
        if (all) setFlowerPrices(flowerPricesOf(all));
        setStatus('ready');
      },
      (error: unknown) => {
        if (isAbortError(error)) return;
        setStatus(isUnavailable(error) ? 'unavailable' : 'failed');
      },
    );
    return () => controller.abort();
  }, [type, attempt]);

  // The server's form names its deceased: asked only for another one. The name is a courtesy (null when
  // the call fails); the server checks the deceased at submit.
  const servedDeceased = server !== null && server.deceased.ID === deceasedId;
  const deceased = useDeceasedData(servedDeceased ? null : deceasedId);
  const deceasedName = servedDeceased
    ? nameOf(server.deceased)
    : deceased.status === 'ready'
      ? nameOf(deceased.deceased)
      : null;

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { status, price, flowerPrices, deceasedName, retry };
}
