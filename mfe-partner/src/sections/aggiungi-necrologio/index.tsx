import { useNavigate } from 'react-router-dom';
import { AddObituary } from '@ricordo/shared-design/back-office';
import { PAGES_TEXTS } from '../pages/pages-texts';

/** #aggiungi-necrologio (spec panels §2): 'Aggiungi necrologio', the notice only (showPage 0); 'Chiudi' after a success leads to the notices. */
export default function AggiungiNecrologioSection({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <p className="partner-section-intro">{PAGES_TEXTS.addNoticeWhat}</p>
      <AddObituary initialKind="notice" onClose={() => void navigate({ hash: '#pages' })} />
    </>
  );
}
