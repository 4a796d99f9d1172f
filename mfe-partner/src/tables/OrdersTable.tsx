// The partner panel's orders table (spec panels §2 "Tables: ... orders"): the orders
// of the partner's plaques and of the dedications on its deceased, newest first, paged by the server;
// 'Vai al defunto' opens the deceased's page (/memorial?000{id}) in a new tab.
import { useState } from 'react';
import {
  Chip,
  DataTable,
  formatDate,
  formatEuro,
  MESSAGES,
  Spinner,
  toPublicId,
  type DataTableColumn,
  type Schema,
} from '@ricordo/shared-design';
import { useApiData } from '@ricordo/shared-design/back-office';
import { ORDERS_TEXTS as T } from './tables-texts';

type OrderRow = Schema<'PartnerOrderDto'>;

const PAGE_SIZES = [5, 10, 25, 100];
const STATUS_TONES: Record<string, 'neutral' | 'success' | 'error' | 'warning' | 'dark'> = {
  paid: 'success',
  on_account: 'warning',
  awaiting_payment: 'warning',
  cancelled: 'dark',
  failed: 'error',
  refunded: 'dark',
};

const COLUMNS: Array<DataTableColumn<OrderRow>> = [
  { id: 'ID', label: T.number },
  { id: 'time', label: T.date, format: (_value, row) => formatDate(row.time * 1000) },
  {
    id: 'type',
    label: T.type,
    format: (_value, row) => T.types[row.type as keyof typeof T.types] ?? row.type,
  },
  {
    id: 'deceased',
    label: T.deceased,
    format: (_value, row) => (row.deceased ? `${row.deceased.name} ${row.deceased.surname}` : '—'),
  },
  { id: 'buyer', label: T.buyer },
  {
    id: 'amountCents',
    label: T.amount,
    align: 'right',
    format: (_value, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatEuro(row.amountCents)}</span>,
  },
  {
    id: 'status',
    label: T.status,
    format: (_value, row) => (
      <Chip tone={STATUS_TONES[row.status] ?? 'neutral'}>
        {T.statuses[row.status as keyof typeof T.statuses] ?? row.status}
      </Chip>
    ),
  },
  {
    id: 'actions',
    label: T.actions,
    sticky: 'end',
    format: (_value, row) =>
      row.deceased ? (
        <a
          href={`/memorial?${toPublicId(row.deceased.ID)}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={T.openTombstoneOf(`${row.deceased.name} ${row.deceased.surname}`)}
        >
          {T.openTombstone}
        </a>
      ) : null,
  },
];

export function OrdersTable() {
  const [paging, setPaging] = useState({ page: 0, pageSize: 5 });
  const { data, error } = useApiData('partnerPanelOrders', {
    query: { page: paging.page + 1, maxResults: paging.pageSize as 5 | 10 | 25 | 100 },
  });
  if (error !== null) return <p role="alert">{MESSAGES.noConnection}</p>;
  if (!data) return <Spinner />;
  return (
    <DataTable
      caption={T.caption}
      columns={COLUMNS}
      rows={data.orders}
      pageSizes={PAGE_SIZES}
      emptyText={T.empty}
      serverPaging={{
        total: data.total,
        page: paging.page,
        pageSize: paging.pageSize,
        onChange: (page, pageSize) => setPaging({ page, pageSize }),
      }}
    />
  );
}
