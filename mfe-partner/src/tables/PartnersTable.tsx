// The partner panel's partners table (spec panels §2 "Tables: ... partners"): the
// signed-in partner's company with its data and page address; 'Visualizza pagina' opens /partner-page?{id}
// in a new tab, 'Modifica dati' the kit's company data form in a dialog.
import { useState } from 'react';
import {
  Button,
  Chip,
  DataTable,
  Dialog,
  MESSAGES,
  Spinner,
  type DataTableColumn,
  type Schema,
} from '@ricordo/shared-design';
import { CompanyDataForm, useApiData } from '@ricordo/shared-design/back-office';
import { PARTNERS_TEXTS as T } from './tables-texts';

type PartnerRow = Schema<'PartnerPanelRowDto'>;

const PAGE_SIZES = [5, 10, 25, 100];
const STATUS_TONES = { pending: 'warning', active: 'success', denied: 'error', disabled: 'dark' } as const;

export function PartnersTable() {
  const [paging, setPaging] = useState({ page: 0, pageSize: 5 });
  const [editing, setEditing] = useState(false);
  const { data, error, reload } = useApiData('partnerPanelPartners', {
    query: { page: paging.page + 1, maxResults: paging.pageSize as 5 | 10 | 25 | 100 },
  });
  const columns: Array<DataTableColumn<PartnerRow>> = [
    { id: 'name', label: T.name },
    { id: 'vat', label: T.vat },
    { id: 'sdi', label: T.sdi },
    { id: 'cf', label: T.cf },
    {
      id: 'contacts',
      label: T.contacts,
      format: (_value, row) => (
        <>
          {row.email && <div>{row.email}</div>}
          {row.telephone && <div>{row.telephone}</div>}
        </>
      ),
    },
    { id: 'addressLine', label: T.address },
    {
      id: 'status',
      label: T.status,
      format: (_value, row) => {
        const status = row.status as keyof typeof T.statuses;
        return <Chip tone={STATUS_TONES[status] ?? 'neutral'}>{T.statuses[status] ?? row.status}</Chip>;
      },
    },
    {
      id: 'actions',
      label: T.actions,
      sticky: 'end',
      format: (_value, row) => (
        <div className="partner-actions">
          <a
            href={`/partner-page?${row.ID}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={T.viewPageOf(row.name)}
          >
            {T.viewPage}
          </a>
          <Button variant="secondary" aria-label={T.editOf(row.name)} onClick={() => setEditing(true)}>
            {T.edit}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <>
      {error !== null ? (
        <p role="alert">{MESSAGES.noConnection}</p>
      ) : !data ? (
        <Spinner />
      ) : (
        <DataTable
          caption={T.caption}
          columns={columns}
          rows={data.partners}
          pageSizes={PAGE_SIZES}
          emptyText={T.empty}
          serverPaging={{
            total: data.total,
            page: paging.page,
            pageSize: paging.pageSize,
            onChange: (page, pageSize) => setPaging({ page, pageSize }),
          }}
        />
      )}
      <Dialog open={editing} onClose={() => setEditing(false)} title={T.dialogTitle}>
        {editing && (
          <CompanyDataForm
            onSaved={() => {
              setEditing(false);
              reload();
            }}
          />
        )}
      </Dialog>
    </>
  );
}
