// The payment modal (spec public §4 "Purchase flow", docs/contracts.md "Front end (mfe-public)"): shows the
// amount, lets the buyer approve the payment, then asks the server to capture and check it (`paypalUpdate`);
// only the server's answer counts as paid. 'Annulla', Escape, the close button or a click outside while no
// payment error is shown go to /paypal-error, which cancels the order. Keyboard and focus: the kit's Dialog.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ApiError,
  Button,
  Dialog,
  MESSAGES,
  Spinner,
  formatEuro,
  isAbortError,
} from '@ricordo/shared-design';
import {
  approveInSandbox,
  loadCheckoutConfig,
  paymentErrorPath,
  paypalCreate,
  paypalUpdate,
  type CheckoutConfig,
  type PayableOrder,
  type PaymentResult,
} from './orders-api';
import { PayPalButtons } from './PayPalButtons';
import { PAYMENT_TEXTS } from './payment-texts';
import './payment.css';

export interface PaymentModalProps {
  order: PayableOrder;
  /** Called once with the server's answer when the order is paid; the page then shows its success. */
  onPaid: (result: PaymentResult) => void;
}

type Phase =
  | { kind: 'config' }
  | { kind: 'ready' }
  | { kind: 'busy'; step: string }
  | { kind: 'error'; message: string };

/** 402 PAYMENT_NOT_COMPLETED: the server marked the order failed, trying again cannot help. */
function isFinalPaymentError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 402 || error.errorCode === 'PAYMENT_NOT_COMPLETED');
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message || MESSAGES.unexpected;
  return PAYMENT_TEXTS.paypalUnavailable;
}

export function PaymentModal({ order, onPaid }: PaymentModalProps) {
  const navigate = useNavigate();
  const [config, setConfig] = useState<CheckoutConfig | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'config' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setPhase({ kind: 'config' });
    loadCheckoutConfig(controller.signal).then(
      (loaded) => {
        setConfig(loaded);
        setPhase({ kind: 'ready' });
      },
      (error: unknown) => {
        if (!isAbortError(error)) setPhase({ kind: 'error', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const leave = useCallback(
    () => void navigate(paymentErrorPath(order.type, order.orderid)),
    [navigate, order.type, order.orderid],
  );

  const fail = useCallback(
    (error: unknown) => {
      if (isFinalPaymentError(error)) leave();
      else setPhase({ kind: 'error', message: messageOf(error) });
    },
    [leave],
  );

  /** The server captures and checks; its answer is the only proof of payment. */
  const settle = useCallback(
    async (paypalOrderId: string) => {
      setPhase({ kind: 'busy', step: PAYMENT_TEXTS.verifying });
      const result = await paypalUpdate(order, paypalOrderId);
      onPaid(result);
    },
    [order, onPaid],
  );

  const payInTestCheckout = async () => {
    try {
      setPhase({ kind: 'busy', step: PAYMENT_TEXTS.creating });
      const paypalOrderId = await paypalCreate(order);
      setPhase({ kind: 'busy', step: PAYMENT_TEXTS.approving });
      await approveInSandbox(paypalOrderId);
      await settle(paypalOrderId);
    } catch (error) {
      fail(error);
    }
  };

  const busy = phase.kind === 'busy';
  const hasError = phase.kind === 'error';
  const onClose = () => {
    if (!busy) leave();
  };

  return (
    <Dialog
      open
      title={PAYMENT_TEXTS.title}
      onClose={onClose}
      closeOnBackdrop={!busy && !hasError}
      showCloseButton={!busy}
      className="pub-payment"
    >
      <p className="pub-payment__amount">
        {PAYMENT_TEXTS.amount}: <strong>{formatEuro(order.amountCents)}</strong>
      </p>
      {phase.kind === 'config' && <Spinner label={PAYMENT_TEXTS.loadingCheckout} />}
      {busy && (
        <div className="pub-payment__progress">
          <Spinner label={phase.step} />
          <p role="status">{phase.step}</p>
        </div>
      )}
      {hasError && (
        <div className="pub-alert" role="alert">
          <span>{phase.message}</span>
        </div>
      )}
      {config?.checkout === 'test' && phase.kind !== 'config' && (
        <section className="pub-payment__test" aria-labelledby="pub-payment-test-title">
          <h3 id="pub-payment-test-title">{PAYMENT_TEXTS.testTitle}</h3>
          <p>{PAYMENT_TEXTS.testExplanation}</p>
        </section>
      )}
      {config?.checkout === 'paypal' && config.clientId && (phase.kind === 'ready' || hasError) && (
        <PayPalButtons
          clientId={config.clientId}
          createOrder={() => paypalCreate(order)}
          onApprove={(paypalOrderId) => settle(paypalOrderId).catch(fail)}
          onCancel={leave}
          onError={fail}
        />
      )}
      <div className="rc-dialog__actions">
        <Button variant="secondary" onClick={leave} disabled={busy}>
          {MESSAGES.cancel}
        </Button>
        {hasError && config === null && (
          <Button onClick={() => setAttempt((value) => value + 1)}>{MESSAGES.retry}</Button>
        )}
        {config?.checkout === 'test' && phase.kind !== 'config' && (
          <Button onClick={() => void payInTestCheckout()} loading={busy}>
            {hasError ? MESSAGES.retry : PAYMENT_TEXTS.pay}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
