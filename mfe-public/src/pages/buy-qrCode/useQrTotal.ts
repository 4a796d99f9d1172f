// The price of the plaque with its shipping, from the server's price list (spec public §5 "Purchase");
// the default total until it answers or when it fails.
import { useEffect, useState } from 'react';
import { isAbortError } from '@ricordo/shared-design';
import { DEFAULT_QR_TOTAL, loadPrices } from '../pricing/prices';

export function useQrTotal(): number {
  const [totalCents, setTotalCents] = useState(DEFAULT_QR_TOTAL);
  useEffect(() => {
    const controller = new AbortController();
    loadPrices(controller.signal).then(
      (prices) => setTotalCents((prices['qr-code'] ?? 0) + (prices.shipping ?? 0) || DEFAULT_QR_TOTAL),
      (error: unknown) => {
        if (!isAbortError(error)) setTotalCents(DEFAULT_QR_TOTAL);
      },
    );
    return () => controller.abort();
  }, []);
  return totalCents;
}
