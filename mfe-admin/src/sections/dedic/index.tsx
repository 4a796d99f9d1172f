// #dedic (spec panels §2 admin panel): every dedication awaiting review, newest first, 5/10/25/100 rows;
// accept, refuse, edit or delete each one (AdminDedicationsTable).
import { useState } from 'react';
import { useApiData } from '@ricordo/shared-design/back-office';
import { AdminDedicationsTable, FIRST_PAGE } from './AdminDedicationsTable';
import { DEDIC_TEXTS as T } from './dedic-texts';

export default function DedicSection({ title }: { title: string }) {
  const [paging, setPaging] = useState(FIRST_PAGE);
  const { data, error, reload } = useApiData('dedicDataTable', {
    query: { page: paging.page + 1, maxResults: paging.pageSize },
  });
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <p className="rc-field__hint">{T.intro}</p>
      <AdminDedicationsTable data={data} error={error} paging={paging} onPaging={setPaging} reload={reload} />
    </>
  );
}
