// #deceased of the partner panel (spec panels §2): the partner's deceased, paged by the server, with personal
// data, cemetery data, death date, tombstone QR, notice QR, status, digital tombstone, actions and the
// condolence count; the name filter pre-filled from history state deceasedName. Above it the buttons
// 'Aggiungi necrologio', 'Aggiungi necrologio + Lapide', 'Richiedi QrCode temporaneo (30gg)' and
// 'Attiva lapide digitale'.
import { useState } from 'react';
import { useApiData, useInitialDeceasedName, useModifyModals } from '@ricordo/shared-design/back-office';
import type { PageSize } from './deceased-api';
import { DeceasedTable, type Paging } from './DeceasedTable';
import { PanelButtons } from './PanelButtons';

export default function DeceasedSection({ title }: { title: string }) {
  const initialName = useInitialDeceasedName();
  const [name, setName] = useState(initialName);
  const [paging, setPaging] = useState<Paging>({ page: 0, pageSize: 5 });
  const list = useApiData('partnerPanelDeceased', {
    query: { page: paging.page + 1, maxResults: paging.pageSize as PageSize, ...(name ? { name } : {}) },
  });
  const edit = useModifyModals(list.reload);
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <PanelButtons />
      <DeceasedTable
        list={list}
        name={name}
        onSearch={(next) => {
          setName(next);
          setPaging((current) => ({ ...current, page: 0 }));
        }}
        paging={paging}
        onPaging={setPaging}
        onEditNotice={edit.onEditNotice}
        onEditDeceased={edit.onEditDeceased}
      />
      {edit.modals}
    </>
  );
}
