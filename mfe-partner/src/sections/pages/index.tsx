// #pages of the partner panel (spec panels §2): the partner's notices (necrologi) with the manifesto
// thumbnail, paged by the server, the name filter pre-filled from history state deceasedName, and the row
// actions of the kit's ObituaryTable (modify, delete, cards and PDFs, WhatsApp, partnerSend) with 'Cedi
// proprietà' on a digital tombstone not on account.
import { useState } from 'react';
import {
  ObituaryTable,
  useApiData,
  useInitialDeceasedName,
  useModifyModals,
  type ObituaryPaging,
} from '@ricordo/shared-design/back-office';
import { AddButtons } from './AddButtons';
import { PAGE_SIZES, type PageSize } from './pages-api';
import { PAGES_TEXTS as T } from './pages-texts';
import { useTransfer } from './useTransfer';

export default function PagesSection({ title }: { title: string }) {
  const initialName = useInitialDeceasedName();
  const [name, setName] = useState(initialName);
  const [paging, setPaging] = useState<ObituaryPaging>({ page: 0, pageSize: 5 });
  const list = useApiData('partnerPanelNotices', {
    query: { page: paging.page + 1, maxResults: paging.pageSize as PageSize, ...(name ? { name } : {}) },
  });
  const edit = useModifyModals(list.reload);
  const transfer = useTransfer(list.reload);
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <div className="partner-actions">
        <AddButtons />
      </div>
      <ObituaryTable
        caption={T.caption}
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
        withPartnerSend
        onEditNotice={edit.onEditNotice}
        onEditDeceased={edit.onEditDeceased}
        extraActions={transfer.button}
      />
      {edit.modals}
      {transfer.dialog}
    </>
  );
}
