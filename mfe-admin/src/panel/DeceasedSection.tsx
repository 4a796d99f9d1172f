import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { parseDeceasedId, toPublicId } from '@ricordo/shared-design';

/**
 * The sections about one deceased (#visualizza-dediche, #aggiungi-memorial, #modifica-memorial) read
 * `DeceasedID=000{id}` from the query (spec panels §2); without a valid id they go back to #pages, as a
 * deceased that fails to load does.
 */
export function DeceasedSection({ title }: { title: string }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const id = parseDeceasedId(params.get('DeceasedID'));
  if (id === null) return <Navigate to={{ pathname, hash: '#pages' }} replace />;
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <p>
        Defunto {toPublicId(id)} —{' '}
        <Link to={`/memorial?${toPublicId(id)}`} target="_blank" rel="noopener">
          Vai al defunto
        </Link>
      </p>
      <p className="panel-empty">Nessun elemento da mostrare</p>
    </>
  );
}
