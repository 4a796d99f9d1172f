// The notices table (spec panels §2: the partner's #pages, the admin's #necrologi): the manifesto thumbnail,
// deceased, dates, state and the row actions — modify notice, modify deceased (the panel's modals), delete
// after confirmation, and the cards and PDFs (CardActions). Pages from the server; 'No connection' when the
// list fails; 'Nessun elemento corrispondente ai criteri di ricerca' for a search without rows.
import { type ReactNode } from 'react';
import './obituary-table.css';
import { useLocation } from 'react-router-dom';
import {
  Button,
  Chip,
  DataTable,
  formatDate,
  MESSAGES,
  Spinner,
  type DataTableColumn,
} from '@ricordo/shared-design';
import { CardActions } from '../card-actions';
import { DeleteNoticeButton } from './DeleteNoticeButton';
import { NameSearch } from './NameSearch';
import { OBITUARY_TABLE_TEXTS as T } from './obituary-table-texts';

export interface ObituaryTableRow {
  ID: number;
  name: string;
  surname: string;
  /** 'YYYY-MM-DD' or null. */
  dateOfDeath: string | null;
  funeralDate: string | null;
  /** Unix seconds. */
  publicationDate: number;
  /** The generated (or custom) manifesto's URL, or null before the first render. */
  manifestImage: string | null;
  /** 1 while the sale is on account; absent when the list does not say (the server then decides). */
  contoVendita?: number;
  showPage: number;
  partner?: { ID: number; name: string } | null;
}

export interface ObituaryPaging {
  /** Zero-based. */
  page: number;
  pageSize: number;
}

export interface ObituaryTableProps<Row extends ObituaryTableRow> {
  caption: string;
  /** The page shown and the total, or null while loading. */
  data: { rows: Row[]; total: number } | null;
  error: string | null;
  reload: () => void;
  paging: ObituaryPaging;
  onPaging: (paging: ObituaryPaging) => void;
  pageSizes: number[];
  /** The name searched; the box starts from it. */
  name: string;
  onSearch: (name: string) => void;
  /** The admin's table shows the partner. */
  withPartner?: boolean;
  onEditNotice?: (row: Row) => void;
  onEditDeceased?: (row: Row) => void;
  /** The partner's rows offer partnerSend. */
  withPartnerSend?: boolean;
  /** More actions of a row (the panel's own). */
  extraActions?: (row: Row) => ReactNode;
}

const fullName = (row: ObituaryTableRow) => `${row.name} ${row.surname}`.trim();

/** The name filter pre-filled from history state deceasedName (spec panels §2). */
export function useInitialDeceasedName(): string {
  const state = useLocation().state as { deceasedName?: unknown } | null;
  return typeof state?.deceasedName === 'string' ? state.deceasedName : '';
}

export function ObituaryTable<Row extends ObituaryTableRow>(props: ObituaryTableProps<Row>) {
  const { caption, data, error, reload, paging, onPaging, pageSizes, name, onSearch } = props;
  const columns: Array<DataTableColumn<Row>> = [
    {
      id: 'manifestImage',
      label: T.manifesto,
      format: (_value, row) =>
        row.manifestImage ? (
          <a href={row.manifestImage} target="_blank" rel="noopener noreferrer">
            <img
              className="rc-obituary-table__thumb"
              src={row.manifestImage}
              alt={T.manifestoOf(fullName(row))}
              width={60}
              loading="lazy"
            />
          </a>
        ) : (
          <span className="rc-field__hint">{T.noManifesto}</span>
        ),
    },
    { id: 'name', label: T.deceased, minWidth: 140, format: (_value, row) => fullName(row) },
    { id: 'dateOfDeath', label: T.deathDate, format: (value) => formatDate(value as string | null) },
    { id: 'funeralDate', label: T.funeralDate, format: (value) => formatDate(value as string | null) },
    {
      id: 'publicationDate',
      label: T.publicationDate,
      format: (_value, row) => (
        <>
          {formatDate(row.publicationDate)}{' '}
          {row.publicationDate * 1000 > Date.now() ? (
            <Chip tone="warning">{T.scheduled}</Chip>
          ) : (
            <Chip tone="success">{T.published}</Chip>
          )}
          {row.showPage === 1 && (
            <>
              {' '}
              <Chip>{T.withTombstone}</Chip>
            </>
          )}
        </>
      ),
    },
    ...(props.withPartner
      ? [{ id: 'partner', label: T.partner, format: (_v: unknown, row: Row) => row.partner?.name ?? '' }]
      : []),
    {
      id: 'actions',
      label: T.actions,
      // In view while the wide table scrolls inside its frame (a 1280 px window would hide them).
      sticky: 'end',
      format: (_value, row) => {
        const who = fullName(row);
        return (
          <span className="rc-obituary-table__actions">
            {props.onEditNotice && (
              <Button
                variant="secondary"
                aria-label={T.actionOf(T.editNotice, who)}
                onClick={() => props.onEditNotice?.(row)}
              >
                {T.editNotice}
              </Button>
            )}{' '}
            {props.onEditDeceased && row.showPage === 1 && (
              <Button
                variant="secondary"
                aria-label={T.actionOf(T.editDeceased, who)}
                onClick={() => props.onEditDeceased?.(row)}
              >
                {T.editDeceased}
              </Button>
            )}{' '}
            <DeleteNoticeButton id={row.ID} who={who} onDeleted={reload} />{' '}
            <CardActions record={{ ...row, hasNotice: true }} withPartnerSend={props.withPartnerSend} />
            {props.extraActions?.(row)}
          </span>
        );
      },
    },
  ];

  return (
    <>
      <NameSearch name={name} onSearch={onSearch} />
      {error !== null ? (
        <p role="alert">{MESSAGES.noConnection}</p>
      ) : !data ? (
        <Spinner />
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          rows={data.rows}
          pageSizes={pageSizes}
          emptyText={name ? MESSAGES.noResults : T.empty}
          serverPaging={{
            total: data.total,
            page: paging.page,
            pageSize: paging.pageSize,
            onChange: (page, pageSize) => onPaging({ page, pageSize }),
          }}
        />
      )}
    </>
  );
}
