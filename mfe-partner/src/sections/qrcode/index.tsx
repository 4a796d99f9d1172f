// #qrcode of the partner panel (spec panels §2 "Partner panel"): 'Richiedi QrCode temporaneo (30gg)' makes
// a code valid 30 days and shows it; 'Attiva lapide digitale' asks 'Attenzione' and opens /activate-qrCode;
// the table lists the partner's codes (tombstone QR, code, condolence-book QR, type, expiry, state), filtered
// by code and deceased name (pre-filled from history state deceasedIds / deceasedName), paged by the server.
// A temporary code is bought as permanent on the public page /buy-qrCode?temporary= (the checkout lives there).
// Under it, the orders table (spec panels §2 "Tables: ... orders"): orders of plaques and gifts.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  ApiError,
  Button,
  Chip,
  ConfirmDialog,
  DataTable,
  FormMessage,
  formatDate,
  MESSAGES,
  Spinner,
  TextField,
  toPublicId,
  type DataTableColumn,
} from '@ricordo/shared-design';
import { useApiData } from '@ricordo/shared-design/back-office';
import {
  activatePath,
  buyPath,
  requestTemporaryCode,
  type NewTemporaryCode,
  type PartnerQrRow,
} from './qrcode-api';
import { QRCODE_TEXTS as T } from './qrcode-texts';
import { OrdersTable } from '../../tables/OrdersTable';

/** What another section (or the request above) leaves in history state to open this table filtered. */
interface QrcodeState {
  deceasedIds?: Array<string | number>;
  deceasedName?: string;
}

interface Filters {
  code: string;
  deceasedName: string;
}

function initialFilters(state: unknown): Filters {
  const given = (state ?? {}) as QrcodeState;
  const first = Array.isArray(given.deceasedIds) ? given.deceasedIds[0] : undefined;
  return {
    code: first === undefined ? '' : String(first),
    deceasedName: typeof given.deceasedName === 'string' ? given.deceasedName : '',
  };
}

const STATE_TONES = { available: 'neutral', pending: 'warning', active: 'success', expired: 'dark' } as const;

const COLUMNS: Array<DataTableColumn<PartnerQrRow>> = [
  {
    id: 'image',
    label: T.tombstoneQr,
    format: (_value, row) => (
      <a
        href={row.image}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={T.showFor(T.tombstoneQr, row.code)}
      >
        {T.show}
      </a>
    ),
  },
  {
    id: 'code',
    label: T.code,
    format: (_value, row) => (
      <>
        <strong>{row.code}</strong>
        <br />
        <span className="rc-field__hint">{T.verification(row.verification_code)}</span>
      </>
    ),
  },
  {
    id: 'bookImage',
    label: T.bookQr,
    format: (_value, row) => (
      <a
        href={row.bookImage}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={T.showFor(T.bookQr, row.code)}
      >
        {T.show}
      </a>
    ),
  },
  {
    id: 'temporary',
    label: T.type,
    format: (_value, row) => (row.temporary === 1 ? T.temporary : T.permanent),
  },
  {
    id: 'expiresAt',
    label: T.expiry,
    format: (_value, row) => (row.expiresAt ? formatDate(row.expiresAt) : '—'),
  },
  {
    id: 'state',
    label: T.state,
    format: (_value, row) => (
      <>
        <Chip tone={STATE_TONES[row.state]}>{T.states[row.state]}</Chip>
        {row.deceased && (
          <>
            {' '}
            <Link to={`/memorial?${toPublicId(row.deceased.ID)}`}>
              {`${row.deceased.name} ${row.deceased.surname}`.trim()}
            </Link>
          </>
        )}
      </>
    ),
  },
  {
    id: 'actions',
    label: T.actions,
    format: (_value, row) => (
      <span className="rc-qr-table__actions">
        {row.state === 'available' && (
          <Link
            className="rc-button rc-button--secondary"
            to={activatePath(row.code)}
            aria-label={T.activateFor(row.code)}
          >
            {T.activateCode}
          </Link>
        )}{' '}
        {row.temporary === 1 && (
          <Link
            className="rc-button rc-button--primary"
            to={buyPath(row.code)}
            aria-label={T.buyFor(row.code)}
            title={T.buyHint}
          >
            {T.buy}
          </Link>
        )}
      </span>
    ),
  },
];

export default function QrcodeSection({ title }: { title: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>(() => initialFilters(location.state));
  const [draft, setDraft] = useState<Filters>(filters);
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const [requesting, setRequesting] = useState(false);
  const [made, setMade] = useState<NewTemporaryCode | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const [askActivate, setAskActivate] = useState(false);

  const codes = useApiData('partnerQrcodes', {
    query: {
      page: paging.page + 1,
      maxResults: paging.pageSize as 5 | 10 | 25,
      ...(filters.code ? { code: filters.code } : {}),
      ...(filters.deceasedName ? { deceasedName: filters.deceasedName } : {}),
    },
  });

  const apply = (next: Filters) => {
    setFilters(next);
    setDraft(next);
    setPaging((current) => ({ ...current, page: 0 }));
  };

  const request = async () => {
    if (requesting) return;
    setRequesting(true);
    setRequestError(null);
    try {
      const { codes: newCodes, made: code } = await requestTemporaryCode();
      setMade(code);
      // As the legacy panel did: the table shows the new code, and a reload keeps it (history state).
      void navigate(location, { replace: true, state: { deceasedIds: newCodes } satisfies QrcodeState });
      apply({ code: code.code, deceasedName: '' });
    } catch (error) {
      setRequestError(error instanceof ApiError ? error.message : MESSAGES.unexpected);
    } finally {
      setRequesting(false);
    }
  };

  const submitFilters = (event: FormEvent) => {
    event.preventDefault();
    apply({ code: draft.code.trim(), deceasedName: draft.deceasedName.trim() });
  };

  return (
    <>
      <div className="partner-section-head">
        <h2 className="panel-section-title">{title}</h2>
        <Button loading={requesting} onClick={() => void request()}>
          {T.request}
        </Button>
        <Button variant="secondary" onClick={() => setAskActivate(true)}>
          {T.activate}
        </Button>
      </div>
      {requestError && <FormMessage>{requestError}</FormMessage>}
      {made && (
        <div className="rc-form-message" role="status">
          <strong>{T.created}</strong>{' '}
          {T.createdDetails(made.code, made.verification_code, formatDate(made.expiresAt))}
        </div>
      )}
      <form onSubmit={submitFilters} aria-label={T.filters} className="partner-actions" noValidate>
        <TextField
          label={T.codeFilter}
          value={draft.code}
          maxLength={32}
          onChange={(event) => setDraft({ ...draft, code: event.target.value })}
        />
        <TextField
          label={T.nameFilter}
          value={draft.deceasedName}
          maxLength={100}
          onChange={(event) => setDraft({ ...draft, deceasedName: event.target.value })}
        />
        <Button type="submit" variant="secondary">
          {T.applyFilter}
        </Button>
        {(filters.code || filters.deceasedName) && (
          <Button variant="text" onClick={() => apply({ code: '', deceasedName: '' })}>
            {T.clearFilter}
          </Button>
        )}
      </form>
      {codes.error ? (
        <>
          <FormMessage>{codes.error}</FormMessage>
          <Button variant="secondary" onClick={codes.reload}>
            {MESSAGES.retry}
          </Button>
        </>
      ) : !codes.data ? (
        <Spinner />
      ) : (
        <DataTable
          caption={T.caption}
          columns={COLUMNS}
          rows={codes.data.rows}
          getRowId={(row) => row.ID}
          pageSizes={[5, 10, 25]}
          emptyText={filters.code || filters.deceasedName ? MESSAGES.noResults : T.empty}
          serverPaging={{
            total: codes.data.total,
            page: paging.page,
            pageSize: paging.pageSize,
            onChange: (page, pageSize) => setPaging({ page, pageSize }),
          }}
        />
      )}
      <ConfirmDialog
        open={askActivate}
        message={T.activateQuestion}
        onConfirm={() => {
          setAskActivate(false);
          void navigate(activatePath());
        }}
        onCancel={() => setAskActivate(false)}
      />
      <OrdersTable />
    </>
  );
}
