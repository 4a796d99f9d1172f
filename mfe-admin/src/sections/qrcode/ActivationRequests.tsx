import { useState, type FormEvent } from 'react';
import {
  addDays,
  Button,
  DataTable,
  formatDate,
  MESSAGES,
  romeDay,
  Spinner,
  TextField,
  type DataTableColumn,
} from '@ricordo/shared-design';
import { useApiData } from '@ricordo/shared-design/back-office';
import { classify, type ClassifiedRows } from './classify';
import type { QrListItem } from './qrcode-api';
import { QRCODE_TEXTS as T } from './qrcode-texts';

const person = (row: QrListItem) => `${row.name ?? ''} ${row.surname ?? ''}`.trim();
const ownerOf = (row: QrListItem) =>
  row.owner ? `${row.owner.name} ${row.owner.surname} (${row.owner.username})` : '';

const column = {
  deceased: {
    id: 'deceased',
    label: T.deceased,
    format: (_value, row) => (
      <a
        href={`/memorial?000${row.ID}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={T.openPage(person(row))}
      >
        {person(row)}
      </a>
    ),
  },
  owner: { id: 'owner', label: T.owner, format: (_value, row) => ownerOf(row) },
  code: { id: 'code', label: T.code },
  verification: { id: 'verification_code', label: T.verificationCode },
  order: {
    id: 'orderID',
    label: T.order,
    format: (_value, row) =>
      row.orderID ? `${row.orderID}${row.orderStatus ? ` (${row.orderStatus})` : ''}` : '',
  },
  dedications: { id: 'dedic', label: T.dedications, align: 'right' },
  condolences: { id: 'condolences', label: T.condolences, align: 'right' },
  contoVendita: {
    id: 'contoVendita',
    label: T.contoVendita,
    format: (_value, row) => (row.contoVendita === 0 ? MESSAGES.no : MESSAGES.yes),
  },
  date: { id: 'date', label: T.date, format: (_value, row) => formatDate(row.date) },
} satisfies Record<string, DataTableColumn<QrListItem>>;

const GROUPS: Array<{
  key: keyof ClassifiedRows;
  title: string;
  columns: Array<DataTableColumn<QrListItem>>;
}> = [
  {
    key: 'awaiting',
    title: T.groupAwaiting,
    columns: [column.deceased, column.owner, column.code, column.date],
  },
  {
    key: 'tombstones',
    title: T.groupTombstones,
    columns: [
      column.deceased,
      column.owner,
      column.code,
      column.order,
      column.dedications,
      column.condolences,
      column.contoVendita,
      column.date,
    ],
  },
  {
    key: 'qrCodes',
    title: T.groupQr,
    columns: [column.code, column.verification, column.order, column.owner, column.date],
  },
  { key: 'obituaries', title: T.groupObituaries, columns: [column.deceased, column.owner, column.date] },
  { key: 'newQrCodes', title: T.groupNew, columns: [column.code, column.verification, column.date] },
];

/**
 * The activation table (spec panels §2: 'Data Inizio', 'Data Fine', 'Applica Filtro', default yesterday →
 * today; §7 getActivationTable) with its rows classified as spec panels §4 says, one table per group.
 */
export function ActivationRequests() {
  const [draft, setDraft] = useState({ startdate: addDays(romeDay(), -1), enddate: romeDay() });
  const [range, setRange] = useState(draft);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const { data, error } = useApiData('getActivationTable', { query: range });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.startdate && draft.enddate && draft.startdate > draft.enddate) {
      setRangeError(T.dateOrder);
      return;
    }
    setRangeError(null);
    setRange({ ...draft });
  };

  const groups = data ? classify(data.qrcodelist) : null;
  return (
    <section aria-labelledby="qrcode-activations-title">
      <h3 id="qrcode-activations-title">{T.activationsTitle}</h3>
      <form className="rc-date-filter" noValidate onSubmit={apply}>
        <TextField
          type="date"
          label={T.startDate}
          value={draft.startdate}
          error={rangeError}
          onChange={(event) => setDraft({ ...draft, startdate: event.target.value })}
        />
        <TextField
          type="date"
          label={T.endDate}
          value={draft.enddate}
          onChange={(event) => setDraft({ ...draft, enddate: event.target.value })}
        />
        <Button type="submit" variant="secondary">
          {T.applyFilter}
        </Button>
      </form>
      {error !== null ? (
        <p role="alert">{MESSAGES.noConnection}</p>
      ) : !data || !groups ? (
        <Spinner />
      ) : (
        <>
          {data.truncated && <p>{T.truncated}</p>}
          {GROUPS.map((group) => (
            <section key={group.key} aria-label={group.title}>
              <h4>
                {group.title} ({groups[group.key].length})
              </h4>
              <DataTable
                columns={group.columns}
                rows={groups[group.key]}
                getRowId={(row) => row.qrcodeID}
                pageSizes={[5, 10, 25, 100]}
                defaultPageSize={5}
                emptyText={MESSAGES.noResults}
              />
            </section>
          ))}
        </>
      )}
    </section>
  );
}
