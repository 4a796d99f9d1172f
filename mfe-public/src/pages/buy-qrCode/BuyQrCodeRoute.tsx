// `/buy-qrCode`: the plaque purchase form, or — with `?temporary={code}` — a partner buying one of its
// temporary codes as permanent (both pay through the same PaymentModal).
import { useSearchParams } from 'react-router-dom';
import { BuyQrCodePage } from './BuyQrCodePage';
import { TemporaryCodePurchase } from './TemporaryCodePurchase';

export function BuyQrCodeRoute() {
  const temporary = useSearchParams()[0].get('temporary');
  return temporary ? <TemporaryCodePurchase code={temporary} /> : <BuyQrCodePage />;
}
