// `/rinnovo-lampada?token=` (docs/contracts.md "Lamps", renewals): the pay-online page of the subscriber's
// renewal messages, with no account (the link's secret is the permission). It shows the lamp, the deceased,
// the paid period and the fee, and pays the renewal through the shop's payment modal: the server fixes the
// amount, captures and checks the payment, then extends the period by a year. `?ordine=` pays a renewal
// order the client panel created in this tab (its key is in session storage).
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ApiError,
  Button,
  MESSAGES,
  Spinner,
  formatDate,
  formatEuro,
  isAbortError,
} from '@ricordo/shared-design';
import { PageCard } from '../../common/PageCard';
import {
  PaymentModal,
  normaliseOrderId,
  orderKeyOf,
  rememberOrderKey,
  type PayableOrder,
} from '../../common/payment';
import {
  createRenewalOrder,
  loadOrderAmount,
  loadRenewalLamp,
  type RenewalLamp,
} from './rinnovo-lampada-api';

export const RENEWAL_TEXTS = {
  title: 'Rinnovo della lampada votiva',
  loading: 'Caricamento della lampada',
  deceased: 'Defunto',
  serial: 'Lampada',
  paidUntil: 'Accesa fino al',
  switchedOff: 'Spenta: periodo pagato terminato il',
  newEnd: 'Con il rinnovo resta accesa fino al',
  fee: 'Canone annuo',
  pay: (amount: string) => `Rinnova e paga ${amount}`,
  notRenewable:
    'Questa lampada non si può rinnovare online: il gestore non ha indicato il canone. Contatta il gestore della lampada.',
  paid: (until: string) =>
    `Pagamento registrato: la lampada resta accesa fino al ${until}. Ti abbiamo inviato la ricevuta.`,
  orderPaid: 'Pagamento registrato: la lampada resta accesa un anno in più. Ti abbiamo inviato la ricevuta.',
  orderAmount: (amount: string) => `Rinnovo annuale della lampada votiva: ${amount}`,
  noLink: 'Link di rinnovo non valido: apri il link del messaggio più recente che hai ricevuto.',
} as const;

type State =
  | { kind: 'loading' }
  | { kind: 'lamp'; lamp: RenewalLamp }
  | { kind: 'order'; order: PayableOrder }
  | { kind: 'failed'; message: string };

export function RinnovoLampadaPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const orderid = normaliseOrderId(params.get('ordine'));
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [paying, setPaying] = useState<PayableOrder | null>(null);
  const [starting, setStarting] = useState(false);
  const [paid, setPaid] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const failed = (error: unknown) => {
      if (isAbortError(error)) return;
      setState({ kind: 'failed', message: error instanceof ApiError ? error.message : MESSAGES.unexpected });
    };
    if (token)
      loadRenewalLamp(token, controller.signal).then((lamp) => setState({ kind: 'lamp', lamp }), failed);
    else if (orderid !== null && orderKeyOf(orderid)) {
      const orderKey = orderKeyOf(orderid)!;
      loadOrderAmount(orderid, orderKey, controller.signal).then(
        (order) =>
          setState({
            kind: 'order',
            order: { orderid, orderKey, type: 'lamp', amountCents: order.amountCents },
          }),
        failed,
      );
    } else setState({ kind: 'failed', message: RENEWAL_TEXTS.noLink });
    return () => controller.abort();
  }, [token, orderid]);

  const start = async () => {
    if (!token || state.kind !== 'lamp') return;
    setStarting(true);
    try {
      const order = await createRenewalOrder(token);
      rememberOrderKey(order.orderid, order.orderKey);
      setPaying({
        orderid: order.orderid,
        orderKey: order.orderKey,
        type: 'lamp',
        amountCents: order.importoCentesimi,
      });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof ApiError ? error.message : MESSAGES.unexpected });
    } finally {
      setStarting(false);
    }
  };

  const onPaid = async () => {
    setPaying(null);
    if (state.kind === 'lamp' && token) {
      const lamp = await loadRenewalLamp(token).catch(() => state.lamp);
      setState({ kind: 'lamp', lamp });
      setPaid(RENEWAL_TEXTS.paid(formatDate(lamp.dataTermineAccensione ?? '')));
    } else setPaid(RENEWAL_TEXTS.orderPaid);
  };

  return (
    <PageCard title={RENEWAL_TEXTS.title} titleId="pub-lamp-renewal-title">
      {state.kind === 'loading' && <Spinner label={RENEWAL_TEXTS.loading} />}
      {state.kind === 'failed' && (
        <p className="pub-notice" role="alert">
          {state.message}
        </p>
      )}
      {paid !== null && (
        <p className="pub-notice" role="status">
          {paid}
        </p>
      )}
      {state.kind === 'lamp' && <LampDetails lamp={state.lamp} />}
      {state.kind === 'lamp' && paid === null && (
        <>
          {state.lamp.rinnovabile && state.lamp.importoCentesimi !== null ? (
            <Button loading={starting} onClick={() => void start()}>
              {RENEWAL_TEXTS.pay(formatEuro(state.lamp.importoCentesimi))}
            </Button>
          ) : (
            <p className="pub-notice">{RENEWAL_TEXTS.notRenewable}</p>
          )}
        </>
      )}
      {state.kind === 'order' && paid === null && (
        <>
          <p>{RENEWAL_TEXTS.orderAmount(formatEuro(state.order.amountCents))}</p>
          <Button onClick={() => setPaying(state.order)}>
            {RENEWAL_TEXTS.pay(formatEuro(state.order.amountCents))}
          </Button>
        </>
      )}
      {paying && <PaymentModal order={paying} onPaid={() => void onPaid()} />}
    </PageCard>
  );
}

function LampDetails({ lamp }: { lamp: RenewalLamp }) {
  const end = lamp.dataTermineAccensione ? formatDate(lamp.dataTermineAccensione) : '—';
  return (
    <dl className="pub-lamp-renewal">
      <dt>{RENEWAL_TEXTS.deceased}</dt>
      <dd>{lamp.defunto}</dd>
      <dt>{RENEWAL_TEXTS.serial}</dt>
      <dd>{lamp.seriale}</dd>
      <dt>{lamp.attiva ? RENEWAL_TEXTS.paidUntil : RENEWAL_TEXTS.switchedOff}</dt>
      <dd>{end}</dd>
      {lamp.nuovoTermine && (
        <>
          <dt>{RENEWAL_TEXTS.newEnd}</dt>
          <dd>{formatDate(lamp.nuovoTermine)}</dd>
        </>
      )}
      {lamp.importoCentesimi !== null && (
        <>
          <dt>{RENEWAL_TEXTS.fee}</dt>
          <dd>{formatEuro(lamp.importoCentesimi)}</dd>
        </>
      )}
    </dl>
  );
}
