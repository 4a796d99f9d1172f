// `/Conferma?data=&deceasedID=&isMemorial=&dedicaAutoAttivata=` (spec public §2, §4): the success screen
// after a paid dedication (waiting for the family's approval), an automatically activated dedication,
// or a memorial service (isMemorial=1), with the way back to the memorial page.
import { Link, useSearchParams } from 'react-router-dom';
import { parseDeceasedId, toPublicId } from '@ricordo/shared-design';
import { PageCard } from '../../common/PageCard';
import { SupportHours } from '../../common/SupportHours';
import { TEXTS } from '../../common/texts';

export const CONFERMA_TEXTS = {
  dedicationTitle: 'Grazie per la tua dedica',
  dedicationPaid:
    'Il pagamento è stato ricevuto. La dedica sarà pubblicata sulla pagina memorial appena la famiglia l\u2019avrà accettata; ti avviseremo dell\u2019esito.',
  dedicationAutoActivated:
    'La tua dedica è stata registrata senza alcun pagamento. Sarà pubblicata sulla pagina memorial appena la famiglia l\u2019avrà accettata; ti avviseremo dell\u2019esito.',
  memorialTitle: 'Servizio memorial attivo',
  memorialPaid:
    'Il pagamento è stato ricevuto e il servizio memorial è attivo per un anno: foto, video e biografia sono ora sulla pagina memorial.',
  orderNumber: (order: string) => `Numero d\u2019ordine: ${order}`,
  backToMemorial: 'Torna alla pagina memorial',
} as const;

export function ConfermaPage() {
  const [params] = useSearchParams();
  const memorial = params.get('isMemorial') === '1';
  const autoActivated = params.get('dedicaAutoAttivata') === '1';
  const order = (params.get('data') ?? '').trim();
  const deceasedId = parseDeceasedId(params.get('deceasedID'));

  let text: string = CONFERMA_TEXTS.dedicationPaid;
  if (memorial) text = CONFERMA_TEXTS.memorialPaid;
  else if (autoActivated) text = CONFERMA_TEXTS.dedicationAutoActivated;

  return (
    <PageCard
      title={memorial ? CONFERMA_TEXTS.memorialTitle : CONFERMA_TEXTS.dedicationTitle}
      titleId="pub-conferma-title"
    >
      <p className="pub-notice" role="status">
        {text}
      </p>
      {/^\d+$/.test(order) && <p className="pub-muted">{CONFERMA_TEXTS.orderNumber(order)}</p>}
      <div className="pub-links">
        {deceasedId !== null && (
          <Link to={`/memorial?${toPublicId(deceasedId)}`}>{CONFERMA_TEXTS.backToMemorial}</Link>
        )}
        <Link to="/">{TEXTS.backHome}</Link>
      </div>
      <SupportHours />
    </PageCard>
  );
}
