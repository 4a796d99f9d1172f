import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  ApiError,
  Button,
  Chip,
  ConfirmDialog,
  DataTable,
  formatDate,
  MESSAGES,
  Spinner,
  TextField,
  toast,
  toPublicId,
  type DataTableColumn,
} from '@ricordo/shared-design';
import {
  CardActions,
  DeceasedModifyModal,
  EditObituaryModal,
  TransferDialog,
  useApiData,
} from '@ricordo/shared-design/back-office';
import { deleteDeceased, setContoVendita, setEnabled, type AdminDeceasedRow } from './pages-api';
import { PAGES_TEXTS as T } from './pages-texts';
import { FIRST_PAGE, movePaging, pagingQuery, type DeceasedPaging, type PageSize } from './deceased-paging';

/** spec panels §9: admin dashboard tables 5, 10, 25, 100 rows, default 5. */
const PAGE_SIZES: PageSize[] = [5, 10, 25, 100];

const fullName = (row: AdminDeceasedRow) => `${row.name} ${row.surname}`.trim();

/** The name filter pre-filled from history state `deceasedName` (spec panels §2). */
function useInitialName(): string {
  const state = useLocation().state as { deceasedName?: unknown } | null;
  return typeof state?.deceasedName === 'string' ? state.deceasedName : '';
}

function memorialOf(row: AdminDeceasedRow) {
  if (!row.memorialID || !row.expirationDate) return T.noMemorial;
  const date = formatDate(row.expirationDate);
  // spec panels §2 "Memorial forms": green 'Scade il …', black 'Memorial scaduto il …'.
  return row.expirationDate * 1000 < Date.now() ? (
    <Chip tone="dark">{MESSAGES.memorialExpired(date)}</Chip>
  ) : (
    <Chip tone="success">{MESSAGES.memorialExpires(date)}</Chip>
  );
}

const COLUMNS: Array<DataTableColumn<AdminDeceasedRow>> = [
  { id: 'ID', label: T.id, format: (value) => toPublicId(value as number) },
  { id: 'name', label: T.name, minWidth: 140, format: (_value, row) => fullName(row) },
  {
    id: 'dateOfDeath',
    label: T.dates,
    format: (_value, row) =>
      [formatDate(row.dateOfBirth), formatDate(row.dateOfDeath)].filter(Boolean).join(' – '),
  },
  {
    id: 'graveyardName',
    label: T.graveyard,
    format: (_value, row) =>
      [row.graveyardName, row.graveLocation, row.graveProvince && `(${row.graveProvince})`]
        .filter(Boolean)
        .join(' '),
  },
  {
    id: 'owner',
    label: T.owner,
    format: (_value, row) => (
      <>
        {row.owner ? `${row.owner.name} ${row.owner.surname} (${row.owner.username})` : ''}
        {row.ownerPending === 1 && (
          <>
            {' '}
            <Chip tone="warning">{T.pending}</Chip>
          </>
        )}
      </>
    ),
  },
  { id: 'partner', label: T.partner, format: (_value, row) => row.partner?.name ?? '' },
  { id: 'memorialID', label: T.memorial, format: (_value, row) => memorialOf(row) },
  {
    id: 'enabled',
    label: T.state,
    format: (_value, row) => (
      <>
        <Chip tone={row.enabled === 1 ? 'success' : 'error'}>
          {row.enabled === 1 ? T.enabled : T.disabled}
        </Chip>
        {row.showPage === 0 && (
          <>
            {' '}
            <Chip>{T.obituary}</Chip>
          </>
        )}
      </>
    ),
  },
  { id: 'contoVendita', label: T.contoVendita, format: (value) => (value === 1 ? T.yes : T.no) },
];

export interface DeceasedTableProps {
  /** '1' digital tombstones only (#pages); absent: every deceased (#deceased). */
  showPage?: '1';
  /** Names the table (the section's title). */
  caption: string;
}

/**
 * The admin's table of deceased (spec panels §2 #pages and #deceased): pages from the server, newest first,
 * a name filter (pre-filled from history state `deceasedName`), 'No connection' when the list fails, and the
 * row actions — open the memorial and the partner page in new tabs, add a gift, go to the memorial form
 * ('Attiva memorial' without a memorial, else 'Modifica memorial') and to the deceased's dedications in this
 * panel, 'Modifica defunto', the full edit ('Aggiungi defunto'), 'Cartoncini e PDF', enable / disable, sale on account, change owner (the kit's 'Cedi proprietà' dialog) and delete after
 * its question.
 */
export function DeceasedTable({ showPage, caption }: DeceasedTableProps) {
  const { pathname } = useLocation();
  const initialName = useInitialName();
  const [typed, setTyped] = useState(initialName);
  const [name, setName] = useState(initialName);
  const [paging, setPaging] = useState<DeceasedPaging>(FIRST_PAGE);
  const [deleting, setDeleting] = useState<AdminDeceasedRow | null>(null);
  const [transferId, setTransferId] = useState<number | null>(null);
  // The record each edit modal shows: 'Modifica defunto' (deceasedModify) and the full-screen 'Aggiungi
  // defunto' edit (editDeceasedAndObituary, spec panels §2 "Deceased and obituary forms").
  const [modifying, setModifying] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [running, setRunning] = useState(false);
  const { data, error, reload } = useApiData('adminDeceased', {
    query: {
      ...pagingQuery(paging),
      ...(name ? { name } : {}),
      ...(showPage ? { showPage } : {}),
    },
  });

  const run = async (action: () => Promise<string>, fallback: string) => {
    if (running) return;
    setRunning(true);
    try {
      toast((await action()) || fallback, 'success');
      reload();
    } catch (failure) {
      toast(failure instanceof ApiError ? failure.message : MESSAGES.unexpected, 'error');
    } finally {
      setRunning(false);
    }
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setName(typed.trim());
    setPaging((current) => ({ page: 0, pageSize: current.pageSize }));
  };

  const actions: DataTableColumn<AdminDeceasedRow> = {
    id: 'actions',
    label: T.actions,
    sticky: 'end',
    format: (_value, row) => {
      const who = fullName(row);
      const id = toPublicId(row.ID);
      // In-panel sections taking `DeceasedID=000{id}` (spec panels §2, types 9 to 11).
      const search = `?DeceasedID=${id}`;
      const memorialAction = row.memorialID
        ? { hash: '#modifica-memorial', label: T.editMemorial }
        : { hash: '#aggiungi-memorial', label: T.activateMemorial };
      return (
        <span className="admin-row-actions">
          <a href={`/memorial?${id}`} target="_blank" rel="noopener" aria-label={T.openMemorialOf(who)}>
            {T.openMemorial}
          </a>{' '}
          {row.partner && (
            <>
              <a
                href={`/partner-page?${row.partner.ID}`}
                target="_blank"
                rel="noopener"
                aria-label={T.openPartnerOf(row.partner.name)}
              >
                {T.openPartner}
              </a>{' '}
            </>
          )}
          <a href={`/aggiungi-dono-admin?${id}`} aria-label={T.addGiftTo(who)}>
            {T.addGift}
          </a>{' '}
          <Link
            to={{ pathname, search, hash: memorialAction.hash }}
            aria-label={T.actionOf(memorialAction.label, who)}
          >
            {memorialAction.label}
          </Link>{' '}
          <Link
            to={{ pathname, search, hash: '#visualizza-dediche' }}
            aria-label={T.actionOf(T.dedications, who)}
          >
            {T.dedications}
          </Link>{' '}
          {row.showPage === 1 && (
            <>
              <Button
                variant="secondary"
                aria-label={T.actionOf(T.editDeceased, who)}
                onClick={() => setModifying(row.ID)}
              >
                {T.editDeceased}
              </Button>{' '}
            </>
          )}
          <Button
            variant="secondary"
            aria-label={T.actionOf(T.editAll, who)}
            onClick={() => setEditing(row.ID)}
          >
            {T.editAll}
          </Button>{' '}
          <CardActions record={row} />{' '}
          <Button
            variant="secondary"
            disabled={running}
            aria-label={T.actionOf(row.enabled === 1 ? T.disable : T.enable, who)}
            onClick={() => void run(() => setEnabled(row.ID, row.enabled !== 1), MESSAGES.elementModified)}
          >
            {row.enabled === 1 ? T.disable : T.enable}
          </Button>{' '}
          <Button
            variant="secondary"
            disabled={running}
            aria-label={T.actionOf(row.contoVendita === 1 ? T.contoOff : T.contoOn, who)}
            onClick={() =>
              void run(() => setContoVendita(row.ID, row.contoVendita !== 1), MESSAGES.elementModified)
            }
          >
            {row.contoVendita === 1 ? T.contoOff : T.contoOn}
          </Button>{' '}
          <Button
            variant="secondary"
            disabled={running}
            aria-label={T.actionOf(T.changeOwner, who)}
            onClick={() => setTransferId(row.ID)}
          >
            {T.changeOwner}
          </Button>{' '}
          <Button
            variant="secondary"
            disabled={running}
            aria-label={T.actionOf(T.delete, who)}
            onClick={() => setDeleting(row)}
          >
            {T.delete}
          </Button>
        </span>
      );
    },
  };

  return (
    <>
      <form className="admin-table-filter" role="search" onSubmit={search}>
        <TextField label={T.filterLabel} value={typed} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit">{T.filterSubmit}</Button>
      </form>
      {error !== null ? (
        <p role="alert">{MESSAGES.noConnection}</p>
      ) : !data ? (
        <Spinner />
      ) : (
        <DataTable
          caption={caption}
          columns={[...COLUMNS, actions]}
          rows={data.deceased}
          pageSizes={PAGE_SIZES}
          emptyText={MESSAGES.noResults}
          serverPaging={{
            // A counted-up-to total never below the rows already paged past (the kit clamps the page to it).
            total: Math.max(data.total, paging.page * paging.pageSize + data.deceased.length),
            totalAtLeast: data.totalAtLeast,
            page: paging.page,
            pageSize: paging.pageSize,
            onChange: (page, pageSize) =>
              setPaging((current) => movePaging(current, page, pageSize as PageSize, data.deceased)),
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? T.confirmDelete(fullName(deleting)) : ''}
        busy={running}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const row = deleting;
          if (!row) return;
          void run(() => deleteDeceased(row.ID), MESSAGES.elementDeleted).then(() => setDeleting(null));
        }}
      />
      <DeceasedModifyModal deceasedId={modifying} onClose={() => setModifying(null)} onSaved={reload} />
      <EditObituaryModal deceasedId={editing} onClose={() => setEditing(null)} onSaved={reload} />
      <TransferDialog
        deceasedIds={transferId === null ? [] : [transferId]}
        open={transferId !== null}
        onClose={() => setTransferId(null)}
        onTransferred={reload}
      />
    </>
  );
}
