// What the order form needs from the server before it can sell: the type's price (getProductPrice), for
// 'fiori-reali' the three flower prices, and the deceased's name. Until the prices arrive the spec's
// defaults are shown (spec public §9); they are never sent anywhere.
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api, isAbortError, type DeceasedData, type DedicationType } from '@ricordo/shared-design';
import { DEFAULT_PRICES, loadPrices } from '../pricing/prices';
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

function defaultFlowerPrices(): Record<FlowerKey, number | null> {
  const prices = {} as Record<FlowerKey, number | null>;
  for (const product of FLOWER_PRODUCTS) prices[product.key] = DEFAULT_PRICES[product.key] ?? null;
  return prices;
}

interface ProductDetails {
  product_details?: { key: string; name: string; price: number | null };
}

/** An unknown product (404) or a sold type without a price: the form cannot sell it (spec: → /pricing). */
function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.errorCode === 'PRODUCT_NOT_FOUND');
}

export function useDedicationOffer(type: DedicationType | null, deceasedId: number | null): DedicationOffer {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<OfferStatus>('loading');
  const [price, setPrice] = useState<number | null>(type ? (DEFAULT_PRICES[type] ?? null) : null);
  const [flowerPrices, setFlowerPrices] = useState(defaultFlowerPrices);
  const [deceasedName, setDeceasedName] = useState<string | null>(null);

  useEffect(() => {
    if (!type) {
      setStatus('unavailable');
      return undefined;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setStatus('loading');
    const priceCall = api
      .get<ProductDetails>(`/content/getProductPrice/${encodeURIComponent(type)}`, { signal })
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
        if (all) {
          const next = defaultFlowerPrices();
          for (const product of FLOWER_PRODUCTS) next[product.key] = all[product.key] ?? null;
          setFlowerPrices(next);
        }
        setStatus('ready');
      },
      (error: unknown) => {
        if (isAbortError(error)) return;
        setStatus(isUnavailable(error) ? 'unavailable' : 'failed');
      },
    );
    return () => controller.abort();
  }, [type, attempt]);

  useEffect(() => {
    if (deceasedId === null) return undefined;
    const controller = new AbortController();
    api.get<DeceasedData>(`/deceased/deceasedData/${deceasedId}`, { signal: controller.signal }).then(
      ({ data }) => setDeceasedName([data?.name, data?.surname].filter(Boolean).join(' ') || null),
      () => setDeceasedName(null), // the name is a courtesy; the server checks the deceased at submit
    );
    return () => controller.abort();
  }, [deceasedId]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { status, price, flowerPrices, deceasedName, retry };
}
