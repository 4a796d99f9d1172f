// `/paypal-error?type=&orderId=` (spec public §2, §4, §8, §9): the payment was cancelled or failed. The
// page cancels the order by its type (cancelQR / cancelDedic / cancelMemorial) with the key this browser
// remembered; an order it cannot find shows 'Ordine non trovato' and goes home after 3000 ms.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, Button, MESSAGES, Spinner } from '@ricordo/shared-design';
import { once } from '../../common/one-shot';
import { PageCard } from '../../common/PageCard';
import { SupportHours } from '../../common/SupportHours';
import { TEXTS } from '../../common/texts';
import { cancelOrder, forgetOrderKey, isOrderType, normaliseOrderId, orderKeyOf } from '../../common/payment';

/** spec public §9: "Payment-cancel redirect 3000 ms". */
export const ORDER_NOT_FOUND_REDIRECT_MS = 3000;

export const PAYPAL_ERROR_TEXTS = {
  title: 'Pagamento non completato',
  cancelling: 'Annullamento dell\u2019ordine…',
  cancelled: 'Il pagamento è stato annullato e l\u2019ordine cancellato: non ti è stato addebitato nulla.',
  tryAgain: 'Se lo desideri, puoi ripetere l\u2019ordine in qualsiasi momento.',
  alreadyPaid: 'Questo ordine risulta già pagato: non è stato annullato.',
} as const;

type State = 'cancelling' | 'cancelled' | 'not-found' | 'already-paid' | { failed: string };

export function PaypalErrorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = params.get('type');
  const orderid = normaliseOrderId(params.get('orderId'));
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>('cancelling');

  useEffect(() => {
    const key = orderid === null ? null : orderKeyOf(orderid);
    if (!isOrderType(type) || orderid === null || !key) {
      setState('not-found');
      return undefined;
    }
    let alive = true;
    setState('cancelling');
    once(`cancel:${type}:${orderid}:${attempt}`, () => cancelOrder(type, orderid, key)).then(
      () => {
        forgetOrderKey(orderid);
        if (alive) setState('cancelled');
      },
      (error: unknown) => {
        if (!alive) return;
        if (error instanceof ApiError && error.status === 404) setState('not-found');
        else if (error instanceof ApiError && error.status === 409) setState('already-paid');
        else setState({ failed: error instanceof ApiError ? error.message : MESSAGES.unexpected });
      },
    );
    return () => {
      alive = false;
    };
  }, [type, orderid, attempt]);

  useEffect(() => {
    if (state !== 'not-found') return undefined;
    const timer = window.setTimeout(() => void navigate('/'), ORDER_NOT_FOUND_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  return (
    <PageCard title={PAYPAL_ERROR_TEXTS.title} titleId="pub-paypal-error-title">
      {state === 'cancelling' && (
        <div className="pub-token-state">
          <Spinner label={PAYPAL_ERROR_TEXTS.cancelling} />
          <p role="status">{PAYPAL_ERROR_TEXTS.cancelling}</p>
        </div>
      )}
      {state === 'cancelled' && (
        <>
          <p className="pub-notice" role="status">
            {PAYPAL_ERROR_TEXTS.cancelled}
          </p>
          <p>{PAYPAL_ERROR_TEXTS.tryAgain}</p>
        </>
      )}
      {state === 'not-found' && (
        <p className="pub-alert" role="alert">
          {MESSAGES.orderNotFound}
        </p>
      )}
      {state === 'already-paid' && (
        <p className="pub-notice" role="status">
          {PAYPAL_ERROR_TEXTS.alreadyPaid}
        </p>
      )}
      {typeof state === 'object' && (
        <div className="pub-alert" role="alert">
          <span>{state.failed}</span>
          <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
            {MESSAGES.retry}
          </Button>
        </div>
      )}
      <Link to="/">{TEXTS.backHome}</Link>
      <SupportHours />
    </PageCard>
  );
}
