import { useState } from 'react';
import {
  DataTable,
  formatDate,
  formatEuro,
  MESSAGES,
  Spinner,
  type DataTableColumn,
} from '@ricordo/shared-design';
import { useApiData } from '@ricordo/shared-design/back-office';
import type { OnlineSale } from './qrcode-api';
import { QRCODE_TEXTS as T } from './qrcode-texts';

const columns: Array<DataTableColumn<OnlineSale>> = [
  { id: 'code', label: T.onlineCode },
  { id: 'order', label: T.onlineOrder, format: (_value, row) => (row.order ? `${row.order.ID}` : '') },
  {
    id: 'buyer',
    label: T.onlineBuyer,
    format: (_value, row) => (row.buyer ? `${row.buyer.name} ${row.buyer.surname}` : ''),
  },
  {
    id: 'contact',
    label: T.onlineContact,
    format: (_value, row) => [row.buyer?.email, row.buyer?.telephone].filter(Boolean).join(' · '),
  },
  {
    id: 'amount',
    label: T.onlineAmount,
    align: 'right',
    format: (_value, row) => (row.order ? formatEuro(row.order.amountCents) : ''),
  },
  {
    id: 'paidAt',
    label: T.onlinePaid,
    format: (_value, row) => (row.order?.paidAt ? formatDate(row.order.paidAt) : ''),
  },
  {
    id: 'deceased',
    label: T.onlineDeceased,
    format: (_value, row) =>
      row.deceased ? `${row.deceased.name} ${row.deceased.surname}` : T.noDeceasedYet,
  },
];

/** QR codes sold online (spec panels §2 #qrcode), pages from the server (5, 10, 25, 100; default 5). */
export function OnlineSales() {
  const [paging, setPaging] = useState<{ page: number; pageSize: 5 | 10 | 25 | 100 }>({
    page: 0,
    pageSize: 5,
  });
  const { data, error } = useApiData('qrcodesSoldOnline', {
    query: { page: paging.page + 1, maxResults: paging.pageSize },
  });
  return (
    <section aria-labelledby="qrcode-online-title">
      <h3 id="qrcode-online-title">{T.onlineTitle}</h3>
      {error !== null ? (
        <p role="alert">{MESSAGES.noConnection}</p>
      ) : !data ? (
        <Spinner />
      ) : (
        <DataTable
          columns={columns}
          rows={data.sales}
          pageSizes={[5, 10, 25, 100]}
          serverPaging={{
            total: data.total,
            page: paging.page,
            pageSize: paging.pageSize,
            onChange: (page, pageSize) => setPaging({ page, pageSize: pageSize as 5 | 10 | 25 | 100 }),
          }}
        />
      )}
    </section>
  );
}
