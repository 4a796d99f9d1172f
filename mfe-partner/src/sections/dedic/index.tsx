// #dedic of the partner panel (spec panels §2, §4 "Dedication"): the dedications awaiting review on the
// partner's deceased, newest first, paged by the server, each accepted or refused through the kit's
// dedication review (confirmation, toasts 'accettato' / 'rifiutato').
import { useState } from 'react';
import { DataTable, MESSAGES, Spinner, type DataTableColumn } from '@ricordo/shared-design';
import {
  DedicationDecision,
  dedicationColumns,
  giverOf,
  useApiData,
} from '@ricordo/shared-design/back-office';
import { evaluate, PAGE_SIZES, type PageSize, type PartnerDedication } from './dedic-api';
import { DEDIC_TEXTS as T } from './dedic-texts';

export default function DedicSection({ title }: { title: string }) {
  const [paging, setPaging] = useState<{ page: number; pageSize: PageSize }>({ page: 0, pageSize: 5 });
  const { data, error, reload } = useApiData('partnerPanelDedications', {
    query: { page: paging.page + 1, maxResults: paging.pageSize },
  });
  const columns: Array<DataTableColumn<PartnerDedication>> = [
    ...dedicationColumns<PartnerDedication>(),
    {
      id: 'actions',
      label: T.actions,
      format: (_value, row) => (
        <DedicationDecision
          giver={giverOf(row)}
          decide={(decision) => evaluate(row.ID, decision)}
          onDecided={reload}
        />
      ),
    },
  ];
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <p className="rc-field__hint">{T.intro}</p>
      {error !== null ? (
        <p role="alert">{MESSAGES.noConnection}</p>
      ) : !data ? (
        <Spinner />
      ) : (
        <DataTable
          caption={T.caption}
          columns={columns}
          rows={data.dedications}
          pageSizes={PAGE_SIZES}
          emptyText={T.empty}
          serverPaging={{
            total: data.total,
            page: paging.page,
            pageSize: paging.pageSize,
            onChange: (page, pageSize) => setPaging({ page, pageSize: pageSize as PageSize }),
          }}
        />
      )}
    </>
  );
}
