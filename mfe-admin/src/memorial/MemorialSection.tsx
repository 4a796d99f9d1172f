import { Link, useLocation } from 'react-router-dom';
import { Spinner, toPublicId } from '@ricordo/shared-design';
import { useApiData, useDeceasedIdParam } from '@ricordo/shared-design/back-office';
import { BackToPages } from '../sections/pages/BackToPages';
import { MemorialForm } from './MemorialForm';
import { MEMORIAL_FORM_TEXTS as T } from './memorial-texts';

/**
 * #aggiungi-memorial and #modifica-memorial (spec panels §2, types 10 and 11): the deceased of
 * `DeceasedID=000{id}` with its memorial. Without a valid id back to #pages; when the deceased fails to load,
 * after the 'Errore' alert with the server's message. The add form sends a deceased whose memorial is active to the edit form's link, and the edit form
 * a deceased without memorial to the add form's.
 */
export function MemorialSection({ title, mode }: { title: string; mode: 'add' | 'edit' }) {
  const { pathname } = useLocation();
  const deceasedId = useDeceasedIdParam();
  const loaded = useApiData(
    'adminMemorial',
    deceasedId === null ? null : { path: { deceasedId: toPublicId(deceasedId) } },
  );
  if (deceasedId === null || loaded.error !== null) return <BackToPages error={loaded.error} />;
  const data = loaded.data;
  const other = (hash: string, label: string) => (
    <Link to={{ pathname, search: `?DeceasedID=${toPublicId(deceasedId)}`, hash }}>{label}</Link>
  );
  const active = data?.memorial ? data.memorial.expirationDate * 1000 > Date.now() : false;
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      {!data ? (
        <Spinner />
      ) : (
        <>
          <p>
            {T.forDeceased(`${data.deceased.name} ${data.deceased.surname}`.trim())} —{' '}
            <a href={`/memorial?${toPublicId(deceasedId)}`} target="_blank" rel="noopener noreferrer">
              {T.goToDeceased}
            </a>
          </p>
          {mode === 'add' && active ? (
            <p className="panel-empty">
              {T.hasActive} {other('#modifica-memorial', T.editInstead)}
            </p>
          ) : mode === 'edit' && !data.memorial ? (
            <p className="panel-empty">
              {T.noMemorial} {other('#aggiungi-memorial', T.addInstead)}
            </p>
          ) : (
            <MemorialForm
              key={JSON.stringify(data)}
              mode={mode}
              deceasedId={deceasedId}
              data={data}
              onReload={loaded.reload}
            />
          )}
        </>
      )}
    </>
  );
}
