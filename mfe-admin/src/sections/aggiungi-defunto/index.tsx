import { useNavigate } from 'react-router-dom';
import { AddObituary } from '@ricordo/shared-design/back-office';

/** #aggiungi-defunto (spec panels §2): a digital tombstone for any partner ('Nessuno' for none), with its notice when 'Pubblica anche il necrologio' is ticked; 'Chiudi' after a success leads to the tombstones. */
export default function AggiungiDefuntoSection({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <AddObituary initialKind="tombstone" onClose={() => void navigate({ hash: '#pages' })} />
    </>
  );
}
