// 'Le mie lapidi digitali' in #account: a short list of the client's deceased, each opening its memorial
// page in a new tab, and the way to the full table (#pages).
import { Link } from 'react-router-dom';
import { Button, FormMessage, Spinner, useSession } from '@ricordo/shared-design';
import { memorialPath, useMyDeceased } from '../../panel/my-deceased';

export function MyTombstonesShortcut() {
  const userId = useSession((state) => state.user?.user_id ?? null);
  const deceased = useMyDeceased(userId);

  if (deceased.loading) return <Spinner label="Caricamento delle tue lapidi digitali" />;
  if (deceased.error) {
    return (
      <>
        <FormMessage>{deceased.error}</FormMessage>
        <Button variant="secondary" onClick={deceased.reload}>
          Riprova
        </Button>
      </>
    );
  }
  const list = deceased.data ?? [];
  return (
    <>
      {list.length === 0 ? (
        <p className="panel-empty">Non hai ancora lapidi digitali.</p>
      ) : (
        <ul className="client-shortcuts">
          {list.map((item) => (
            <li key={item.ID}>
              <a href={memorialPath(item.ID)} target="_blank" rel="noopener noreferrer">
                {`${item.name} ${item.surname}`.trim()}
                <span className="rc-visually-hidden"> (si apre in una nuova scheda)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={{ hash: '#pages' }}>Gestisci le mie lapidi digitali</Link>
      </p>
    </>
  );
}
