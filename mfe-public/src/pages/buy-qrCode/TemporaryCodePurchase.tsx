// `/buy-qrCode?temporary={code}`: a partner buys one of its temporary codes as permanent (product
// qrcode-partner, the server's price; 50 EUR until it answers). The order is POST /api/qrcodes/partner/buy,
// paid through the platform's PaymentModal (which lives here in mfe-public, so the partner panel links to
// this page instead of importing it); cancelling goes to /paypal-error like every qrcode order.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api, ApiError, Button, FormMessage, formatEuro, MESSAGES, useSession } from '@ricordo/shared-design';
import { PageCard } from '../../common/PageCard';
import { PaymentModal, rememberOrderKey, type PayableOrder } from '../../common/payment';
import { DEFAULT_PRICES } from '../pricing/prices';
import { TEMPORARY_BUY_TEXTS as T } from './temporary-texts';

const PRODUCT = 'qrcode-partner';

/** The partner's #qrcode table, filtered on the code (history state deceasedIds, spec panels §2). */
const PANEL_QRCODES = '/partner-panel#qrcode';

export function TemporaryCodePurchase({ code }: { code: string }) {
  const user = useSession((state) => state.user);
  const isPartner = user?.permissions.platformAccess === 2 && user.partnertype === 'partner';
  const shown = code.trim().toUpperCase();
  const [priceCents, setPriceCents] = useState(DEFAULT_PRICES[PRODUCT] ?? 5000);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [order, setOrder] = useState<PayableOrder | null>(null);
  const [paid, setPaid] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api.call('getProductPrice', { path: { key: PRODUCT }, signal: controller.signal }).then(
      (answer) => {
        const { price } = answer.data.product_details;
        if (typeof price === 'number' && price > 0) setPriceCents(price);
      },
      () => undefined, // the default stays: the order takes the server's price anyway
    );
    return () => controller.abort();
  }, []);

  const buy = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await api.call('buyTemporaryQrcode', { body: { code: shown } });
      rememberOrderKey(answer.data.orderid, answer.data.orderKey);
      setOrder({
        orderid: answer.data.orderid,
        orderKey: answer.data.orderKey,
        type: 'qrcode',
        amountCents: answer.data.amountCents,
      });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageCard title={T.title(shown)} titleId="pub-buy-temporary-title">
      {!isPartner ? (
        <>
          <p>{T.partnerOnly}</p>
          <Link className="rc-button rc-button--primary" to="/login">
            {T.login}
          </Link>
        </>
      ) : paid ? (
        <>
          <p className="pub-notice" role="status">
            {T.paid(shown)}
          </p>
          <Link className="rc-button rc-button--primary" to={PANEL_QRCODES} state={{ deceasedIds: [shown] }}>
            {T.back}
          </Link>
        </>
      ) : (
        <>
          <p>{T.what(shown)}</p>
          <p>
            {T.price}: <strong>{formatEuro(priceCents)}</strong>
          </p>
          {error && <FormMessage>{error}</FormMessage>}
          <Button loading={busy} onClick={() => void buy()}>
            {T.buy}
          </Button>
          <p>
            <Link to={PANEL_QRCODES}>{T.back}</Link>
          </p>
        </>
      )}
      {order && !paid && (
        <PaymentModal
          order={order}
          onPaid={() => {
            setPaid(true);
            setOrder(null);
          }}
        />
      )}
    </PageCard>
  );
}
