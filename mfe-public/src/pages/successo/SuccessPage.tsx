// `/successo?register=&account=&data=` (spec public §2): the plaque purchase is paid. Says what happens
// next depending on the flags: a registration link was sent, the buyer has an account, the order number.
import { Link, useSearchParams } from 'react-router-dom';
import { PageCard } from '../../common/PageCard';
import { TEXTS } from '../../common/texts';

export const SUCCESS_TEXTS = {
  title: 'Grazie per il tuo acquisto',
  paid: 'Il pagamento è stato ricevuto: prepareremo e spediremo la targa QR all\u2019indirizzo indicato.',
  orderNumber: (order: string) => `Numero d\u2019ordine: ${order}`,
  account: 'Trovi i tuoi acquisti e le tue lapidi digitali nel pannello di controllo.',
  panelLink: 'Vai al pannello di controllo',
  activate: 'Quando riceverai la targa potrai attivare la lapide digitale del tuo caro con il codice QR.',
  activateLink: 'Come si attiva',
} as const;

export function SuccessPage() {
  const [params] = useSearchParams();
  const register = params.get('register') === '1';
  const account = params.get('account') === '1';
  const order = (params.get('data') ?? '').replace(/\D/g, '');

  return (
    <PageCard title={SUCCESS_TEXTS.title} titleId="pub-success-title">
      <p className="pub-notice" role="status">
        {SUCCESS_TEXTS.paid}
      </p>
      {order && <p>{SUCCESS_TEXTS.orderNumber(order)}</p>}
      {register && <p>{TEXTS.registrationSent}</p>}
      {account && <p>{SUCCESS_TEXTS.account}</p>}
      <p>{SUCCESS_TEXTS.activate}</p>
      <div className="pub-links">
        <Link to="/">{TEXTS.backHome}</Link>
        {account && <Link to="/client-panel#pages">{SUCCESS_TEXTS.panelLink}</Link>}
        <Link to="/how-it-works">{SUCCESS_TEXTS.activateLink}</Link>
      </div>
    </PageCard>
  );
}
