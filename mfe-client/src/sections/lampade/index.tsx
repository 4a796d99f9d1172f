// #lampade: the votive lamps on the family's memorials, with their paid period; 'Rinnova' starts the same
// online payment as the renewal messages (docs/contracts.md "Lamps", renewals): the server checks that the
// memorial is the family's and fixes the amount, and the public pay-online page takes the payment.
import { useState } from 'react';
import {
  ApiError,
  Button,
  FormMessage,
  MESSAGES,
  Spinner,
  api,
  formatDate,
  formatEuro,
} from '@ricordo/shared-design';
import { useApiData } from '@ricordo/shared-design/back-office';

export const LAMPADE_TEXTS = {
  loading: 'Caricamento delle lampade',
  empty: 'Nessuna lampada votiva sulle tue lapidi digitali.',
  lamp: (serial: string) => `Lampada ${serial}`,
  on: (day: string) => `Accesa fino al ${day}`,
  off: (day: string) => `Spenta: periodo pagato terminato il ${day}`,
  notPaid: 'Non ancora attivata dal gestore',
  fee: (amount: string) => `Canone annuo: ${amount}`,
  renew: (amount: string) => `Rinnova (${amount})`,
  notRenewable: 'Il gestore non ha indicato il canone: contattalo per rinnovare.',
} as const;
const T = LAMPADE_TEXTS;

/** The order key is kept where the public pay-online page reads it (its orders' key store, this tab). */
const ORDER_KEY_PREFIX = 'ricordo.order.';

export default function LampadeSection({ title }: { title: string }) {
  const { data, loading, error } = useApiData('lampadeFamiglia', {});
  const [starting, setStarting] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const renew = async (serial: string) => {
    setStarting(serial);
    setFailure(null);
    try {
      const { data: order } = await api.call('lampadaFamigliaRinnovo', { body: { seriale: serial } });
      try {
        sessionStorage.setItem(`${ORDER_KEY_PREFIX}${order.orderid}`, order.orderKey);
      } catch {
        // Storage refused: the page cannot pay without the key; say so below.
      }
      window.location.assign(`/rinnovo-lampada?ordine=${order.orderid}`);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : MESSAGES.unexpected);
      setStarting(null);
    }
  };

  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      {loading && <Spinner label={T.loading} />}
      {error && <FormMessage>{error}</FormMessage>}
      {failure && <FormMessage>{failure}</FormMessage>}
      {data && data.lampade.length === 0 && <p>{T.empty}</p>}
      {data && data.lampade.length > 0 && (
        <ul className="client-lamps">
          {data.lampade.map((lamp) => (
            <li key={lamp.seriale} aria-label={T.lamp(lamp.seriale)}>
              <h3>{lamp.defunto}</h3>
              <p>{T.lamp(lamp.seriale)}</p>
              <p>
                {lamp.dataTermineAccensione === null
                  ? T.notPaid
                  : lamp.attiva
                    ? T.on(formatDate(lamp.dataTermineAccensione))
                    : T.off(formatDate(lamp.dataTermineAccensione))}
              </p>
              {lamp.importoCentesimi !== null && <p>{T.fee(formatEuro(lamp.importoCentesimi))}</p>}
              {lamp.rinnovabile && lamp.importoCentesimi !== null ? (
                <Button loading={starting === lamp.seriale} onClick={() => void renew(lamp.seriale)}>
                  {T.renew(formatEuro(lamp.importoCentesimi))}
                </Button>
              ) : (
                lamp.dataTermineAccensione !== null && <p>{T.notRenewable}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
