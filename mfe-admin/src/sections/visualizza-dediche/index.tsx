// #visualizza-dediche?DeceasedID=000{id} (spec panels §2): 'Lista dediche di {nome}', every shown dedication
// of one deceased, newest first, with the admin's actions (AdminDedicationsTable). Without a valid id, or
// when the deceased has no dedications, the admin goes back to #pages; when its list fails to load, after the
// 'Errore' alert with the server's message.
import { useState } from 'react';
import { Spinner, toPublicId } from '@ricordo/shared-design';
import { useApiData, useDeceasedIdParam } from '@ricordo/shared-design/back-office';
import { AdminDedicationsTable, FIRST_PAGE } from '../dedic/AdminDedicationsTable';
import { BackToPages } from '../pages/BackToPages';
import { VISUALIZZA_DEDICHE_TEXTS as T } from './visualizza-dediche-texts';

/** The section's own heading names the deceased, in place of the panel's label. */
export default function VisualizzaDedicheSection() {
  const id = useDeceasedIdParam();
  const [paging, setPaging] = useState(FIRST_PAGE);
  const { data, error, reload } = useApiData(
    'adminDeceasedDedications',
    id === null
      ? null
      : { path: { id: toPublicId(id) }, query: { page: paging.page + 1, maxResults: paging.pageSize } },
  );
  // A later page emptied by a deletion is not "no dedications": only the whole list counts.
  if (id === null || error !== null || (data && data.total === 0)) return <BackToPages error={error} />;
  if (!data) return <Spinner />;
  const name = `${data.deceased.name} ${data.deceased.surname}`.trim();
  return (
    <>
      <h2 className="panel-section-title">{T.title(name)}</h2>
      <p>
        <a href={`/memorial?${toPublicId(id)}`} target="_blank" rel="noopener noreferrer">
          {T.openPage}
          <span className="rc-visually-hidden">{T.newTab}</span>
        </a>
      </p>
      <AdminDedicationsTable
        data={data}
        error={null}
        paging={paging}
        onPaging={setPaging}
        reload={reload}
        listOfOneDeceased
      />
    </>
  );
}
