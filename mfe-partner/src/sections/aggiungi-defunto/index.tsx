import { useNavigate } from 'react-router-dom';
import { AddObituary } from '@ricordo/shared-design/back-office';
import { PAGES_TEXTS } from '../pages/pages-texts';

/** #aggiungi-defunto (spec panels §2): 'Aggiungi necrologio + Lapide' (Dati Defunto, Dati Manifesto, Dati Lapide Digitale), or the tombstone only; 'Chiudi' after a success leads to the tombstones. */
export default function AggiungiDefuntoSection({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <p className="partner-section-intro">{PAGES_TEXTS.addDeceasedWhat}</p>
      <AddObituary initialKind="both" onClose={() => void navigate({ hash: '#deceased' })} />
    </>
  );
}
