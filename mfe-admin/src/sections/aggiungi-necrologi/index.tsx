import { useNavigate } from 'react-router-dom';
import { AddObituary } from '@ricordo/shared-design/back-office';

/** #aggiungi-necrologi (spec panels §2): a notice for any partner ('Nessuno' for none); 'Chiudi' after a success leads to the notices. */
export default function AggiungiNecrologioSection({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <AddObituary initialKind="notice" onClose={() => void navigate({ hash: '#necrologi' })} />
    </>
  );
}
