// #necrologi of the admin panel (spec panels §2, type 4): every partner's notices with the manifesto
// thumbnail and the partner, paged by the server, the name filter pre-filled from history state deceasedName,
// and the row actions of the kit's ObituaryTable (modify, delete, cards and PDFs, WhatsApp).
import { useState } from 'react';
import {
  ObituaryTable,
  useApiData,
  useInitialDeceasedName,
  useModifyModals,
  type ObituaryPaging,
} from '@ricordo/shared-design/back-office';
import { PAGE_SIZES, type PageSize } from './necrologi-api';

export default function NecrologiSection({ title }: { title: string }) {
  const initialName = useInitialDeceasedName();
  const [name, setName] = useState(initialName);
  const [paging, setPaging] = useState<ObituaryPaging>({ page: 0, pageSize: 5 });
  const list = useApiData('adminObituaries', {
    query: { page: paging.page + 1, maxResults: paging.pageSize as PageSize, ...(name ? { name } : {}) },
  });
  const edit = useModifyModals(list.reload);
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <ObituaryTable
        caption={title}
        data={list.data && { rows: list.data.obituaries, total: list.data.total }}
        error={list.error}
        reload={list.reload}
        paging={paging}
        onPaging={setPaging}
        pageSizes={PAGE_SIZES}
        name={name}
        onSearch={(next) => {
          setName(next);
          setPaging((current) => ({ ...current, page: 0 }));
        }}
        withPartner
        onEditNotice={edit.onEditNotice}
        onEditDeceased={edit.onEditDeceased}
      />
      {edit.modals}
    </>
  );
}
