// The partner's #deceased table (spec panels §2 columns; the actions last, kept in view while the table
// scrolls sideways) with its row actions: modify the deceased and the notice (the kit's obituary modals,
// when given), delete the notice, the cards and PDFs, and 'Cedi proprietà' (useTransfer).
import {
  Button,
  Chip,
  DataTable,
  formatDate,
  MESSAGES,
  Spinner,
  toPublicId,
  type DataTableColumn,
} from '@ricordo/shared-design';
import {
  CardActions,
  DeleteNoticeButton,
  NameSearch,
  OBITUARY_TABLE_TEXTS as OT,
  PrePageLink,
  type ApiData,
} from '@ricordo/shared-design/back-office';
import { useTransfer } from '../pages/useTransfer';
import { PAGE_SIZES, type PartnerDeceasedList, type PartnerDeceasedRow } from './deceased-api';
import { DECEASED_TEXTS as T } from './deceased-texts';

export interface Paging {
  page: number;
  pageSize: number;
}

const fullName = (row: PartnerDeceasedRow) => `${row.name} ${row.surname}`.trim();

function graveyardOf(row: PartnerDeceasedRow): string {
  const { name, location, province, region } = row.graveyard;
  return [name, location, province && `(${province})`, region].filter(Boolean).join(' ');
}

const COLUMNS: Array<DataTableColumn<PartnerDeceasedRow>> = [
  {
    id: 'name',
    label: T.personal,
    minWidth: 140,
    format: (_value, row) => (
      <>
        <strong>{fullName(row)}</strong>
        {row.dateOfBirth && (
          <>
            <br />
            <span className="rc-field__hint">{T.born(formatDate(row.dateOfBirth))}</span>
          </>
        )}
      </>
    ),
  },
  { id: 'graveyard', label: T.graveyard, minWidth: 120, format: (_value, row) => graveyardOf(row) },
  { id: 'dateOfDeath', label: T.deathDate, format: (value) => formatDate(value as string | null) },
  {
    id: 'tombstoneQr',
    label: T.tombstoneQr,
    format: (_value, row) =>
      row.tombstoneQr ? (
        <>
          <a
            href={row.tombstoneQr.image}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={T.showQrOf(T.tombstoneQr, fullName(row))}
          >
            {row.tombstoneQr.code}
          </a>
          {row.tombstoneQr.activationStatus && (
            <>
              {' '}
              <Chip tone={row.tombstoneQr.activationStatus === 'active' ? 'success' : 'warning'}>
                {T.qrStates[row.tombstoneQr.activationStatus] ?? row.tombstoneQr.activationStatus}
              </Chip>
            </>
          )}
          {row.tombstoneQr.temporary === 1 && (
            <>
              {' '}
              <Chip>{T.temporary}</Chip>
            </>
          )}
        </>
      ) : (
        T.noQr
      ),
  },
  {
    id: 'noticeQr',
    label: T.noticeQr,
    // spec panels §8: a deceased without a notice has no pre-page; asking for it says 'Pre-Lapide non disponibile'.
    format: (_value, row) => (
      <PrePageLink href={row.noticeQr?.link} aria-label={T.showQrOf(T.noticeQr, fullName(row))}>
        {T.noticePage}
      </PrePageLink>
    ),
  },
  {
    id: 'enabled',
    label: T.state,
    format: (_value, row) => (
      <>
        <Chip tone={row.enabled === 1 ? 'success' : 'error'}>
          {row.enabled === 1 ? T.enabled : T.disabled}
        </Chip>
        {row.ownerPending === 1 && (
          <>
            {' '}
            <Chip tone="warning">{T.ownerPending}</Chip>
          </>
        )}
        {row.contoVendita === 1 && (
          <>
            {' '}
            <Chip tone="warning">{T.onAccount}</Chip>
          </>
        )}
      </>
    ),
  },
  {
    id: 'showPage',
    label: T.tombstone,
    format: (_value, row) =>
      row.showPage === 1 ? (
        <a
          href={`/memorial?${toPublicId(row.ID)}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={T.openTombstoneOf(fullName(row))}
        >
          {T.openTombstone}
        </a>
      ) : (
        T.noTombstone
      ),
  },
];

export interface DeceasedTableProps {
  list: ApiData<PartnerDeceasedList>;
  name: string;
  onSearch: (name: string) => void;
  paging: Paging;
  onPaging: (paging: Paging) => void;
  onEditNotice?: (row: PartnerDeceasedRow) => void;
  onEditDeceased?: (row: PartnerDeceasedRow) => void;
}

export function DeceasedTable({ list, name, onSearch, paging, onPaging, ...edit }: DeceasedTableProps) {
  const transfer = useTransfer(list.reload);
  const actions: DataTableColumn<PartnerDeceasedRow> = {
    id: 'actions',
    label: T.actions,
    sticky: 'end',
    format: (_value, row) => {
      const who = fullName(row);
      const hasNotice = row.noticeQr !== null;
      return (
        <span className="rc-obituary-table__actions">
          {edit.onEditDeceased && row.showPage === 1 && (
            <Button
              variant="secondary"
              aria-label={OT.actionOf(OT.editDeceased, who)}
              onClick={() => edit.onEditDeceased?.(row)}
            >
              {OT.editDeceased}
            </Button>
          )}{' '}
          {hasNotice && edit.onEditNotice && (
            <Button
              variant="secondary"
              aria-label={OT.actionOf(OT.editNotice, who)}
              onClick={() => edit.onEditNotice?.(row)}
            >
              {OT.editNotice}
            </Button>
          )}{' '}
          {hasNotice && <DeleteNoticeButton id={row.ID} who={who} onDeleted={list.reload} />}{' '}
          <CardActions record={{ ...row, hasNotice }} withPartnerSend /> {transfer.button(row)}
        </span>
      );
    },
  };

  const condolences: DataTableColumn<PartnerDeceasedRow> = {
    id: 'condolences',
    label: T.condolences,
    align: 'right',
  };

  return (
    <>
      <NameSearch name={name} onSearch={onSearch} />
      {list.error !== null ? (
        <p role="alert">{MESSAGES.noConnection}</p>
      ) : !list.data ? (
        <Spinner />
      ) : (
        <DataTable
          caption={T.caption}
          columns={[...COLUMNS, condolences, actions]}
          rows={list.data.deceased}
          pageSizes={PAGE_SIZES}
          emptyText={name ? MESSAGES.noResults : T.empty}
          serverPaging={{
            total: list.data.total,
            page: paging.page,
            pageSize: paging.pageSize,
            onChange: (page, pageSize) => onPaging({ page, pageSize }),
          }}
        />
      )}
      {transfer.dialog}
    </>
  );
}
