import { useState, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Chip,
  ConfirmDialog,
  DataTable,
  MESSAGES,
  Spinner,
  type DataTableColumn,
  type Schema,
} from '@ricordo/shared-design';
import { QR_TABLE_TEXTS as T } from './qr-table-texts';

/** A row of GET /api/admin/qrcodes (operation adminQrcodes). */
export type QrTableRow = Schema<'QrAdminRowDto'>;

type Action = 'delete' | 'assign' | 'saleOnAccount';

export interface QrTableProps {
  /** The page shown (the server pages the list: spec panels §9, page sizes 5, 10, 25, default 10). */
  rows: QrTableRow[];
  total: number;
  /** `total` is a lower bound (the server counts up to 10 000): the footer says 'di oltre'. */
  totalAtLeast?: boolean;
  /** Zero-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
  /** The 'Temporanei' toggle: temporary codes only. */
  temporary: boolean;
  onTemporaryChange: (temporary: boolean) => void;
  /** True while a page loads; `error` when it failed (the table then says 'No connection'). */
  loading?: boolean;
  error?: string | null;
  /** Row actions, each after its confirmation; a missing one is not offered (e.g. in the partner panel). */
  onDelete?: (row: QrTableRow) => Promise<void>;
  onAssign?: (row: QrTableRow) => Promise<void>;
  onSaleOnAccount?: (row: QrTableRow) => Promise<void>;
  /** 'Cedi proprietà' for the deceased of the chosen rows (a row, or the selection in the footer). */
  onTransfer?: (deceasedIds: number[]) => void;
  /** Replaces the caption above the table. */
  caption?: ReactNode;
}

const CONFIRMATIONS: Record<Action, string> = {
  delete: T.confirmDelete,
  assign: T.confirmAssign,
  saleOnAccount: T.confirmSaleOnAccount,
};

/** Whether an action applies to a plaque (the server checks again and answers in Italian). */
function offers(action: Action, row: QrTableRow): boolean {
  if (action === 'delete') return row.activationStatus === null && row.deceased === null;
  if (row.temporary === 1) return false;
  if (action === 'assign') return row.sold === 0;
  return row.saleChannel === null || row.saleChannel === 'admin';
}

function statusOf(row: QrTableRow): ReactNode {
  const chips: ReactNode[] = [];
  if (row.activationStatus === 'active') chips.push(<Chip tone="success">{T.active}</Chip>);
  if (row.activationStatus === 'pending') chips.push(<Chip tone="warning">{T.activationPending}</Chip>);
  if (row.saleChannel === 'conto-vendita') chips.push(<Chip tone="warning">{T.contoVendita}</Chip>);
  if (row.saleChannel === 'admin') chips.push(<Chip>{T.assigned}</Chip>);
  if (row.saleChannel === 'online') chips.push(<Chip>{T.soldOnline}</Chip>);
  if (row.expired) chips.push(<Chip tone="dark">{T.expired}</Chip>);
  return chips.map((chip, index) => (
    <span key={index} className="rc-qr-table__chip">
      {chip}
    </span>
  ));
}

/**
 * The QR administration table (spec panels §2): select checkbox, QrCode, verification code, temporary flag
 * with the 'Temporanei' toggle and the sale-on-account flag, 'Visualizza qr-code', the deceased with the
 * 'In accettazione' badge while a transfer waits, and the actions, each after its 'Attenzione' question;
 * footer 'Elementi selezionati: N' with 'Cedi proprietà'. Only plaques with a page can be selected (a
 * transfer moves pages). A running action disables the others (no double submit).
 */
export function QrTable({
  rows,
  total,
  totalAtLeast = false,
  page,
  pageSize,
  onPageChange,
  temporary,
  onTemporaryChange,
  loading = false,
  error = null,
  onDelete,
  onAssign,
  onSaleOnAccount,
  onTransfer,
  caption = T.caption,
}: QrTableProps) {
  const [selected, setSelected] = useState<Map<number, number>>(new Map());
  const [asking, setAsking] = useState<{ action: Action; row: QrTableRow } | null>(null);
  const [running, setRunning] = useState(false);

  const handlers: Record<Action, QrTableProps['onDelete']> = {
    delete: onDelete,
    assign: onAssign,
    saleOnAccount: onSaleOnAccount,
  };

  const toggle = (row: QrTableRow, checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (checked && row.deceased) next.set(row.ID, row.deceased.ID);
      else next.delete(row.ID);
      return next;
    });

  const confirm = async () => {
    if (!asking) return;
    const handler = handlers[asking.action];
    setRunning(true);
    try {
      await handler?.(asking.row);
      if (asking.action === 'delete') toggle(asking.row, false);
    } finally {
      setRunning(false);
      setAsking(null);
    }
  };

  const actionButton = (action: Action, row: QrTableRow, label: string, name: string) =>
    handlers[action] && offers(action, row) ? (
      <Button
        key={action}
        variant="secondary"
        disabled={running}
        aria-label={name}
        onClick={() => setAsking({ action, row })}
      >
        {label}
      </Button>
    ) : null;

  const columns: Array<DataTableColumn<QrTableRow>> = [
    {
      id: 'select',
      label: <span className="rc-visually-hidden">{T.select}</span>,
      format: (_value, row) => (
        <input
          type="checkbox"
          aria-label={T.selectRow(row.code)}
          disabled={!row.deceased || !onTransfer}
          checked={selected.has(row.ID)}
          onChange={(event) => toggle(row, event.target.checked)}
        />
      ),
    },
    { id: 'code', label: T.code },
    { id: 'verification_code', label: T.verificationCode },
    {
      id: 'temporary',
      label: T.temporary,
      format: (_value, row) => (
        <>
          {row.temporary === 1 ? MESSAGES.yes : MESSAGES.no} {statusOf(row)}
        </>
      ),
    },
    {
      id: 'image',
      label: T.image,
      format: (_value, row) => (
        <a href={row.image} target="_blank" rel="noopener noreferrer">
          {T.showImage}
        </a>
      ),
    },
    {
      id: 'deceased',
      label: T.deceased,
      format: (_value, row) =>
        row.deceased ? (
          <>
            {row.deceased.name} {row.deceased.surname}
            {row.pending === 1 && (
              <>
                {' '}
                <Chip tone="warning">{T.pending}</Chip>
              </>
            )}
          </>
        ) : (
          ''
        ),
    },
    {
      id: 'owner',
      label: T.owner,
      format: (_value, row) =>
        row.owner ? `${row.owner.name} ${row.owner.surname} (${row.owner.username})` : '',
    },
    {
      id: 'actions',
      label: T.actions,
      format: (_value, row) => (
        <span className="rc-qr-table__actions">
          {actionButton('delete', row, T.delete, T.deleteFor(row.code))}
          {actionButton('assign', row, T.assign, T.assignFor(row.code))}
          {actionButton('saleOnAccount', row, T.saleOnAccount, T.saleOnAccountFor(row.code))}
          {onTransfer && row.deceased && (
            <Button
              variant="secondary"
              disabled={running}
              aria-label={T.transferFor(row.code)}
              onClick={() => onTransfer([row.deceased!.ID])}
            >
              {T.transfer}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className="rc-qr-table">
      <Checkbox
        label={T.temporaryToggle}
        checked={temporary}
        onChange={(event) => {
          setSelected(new Map());
          onTemporaryChange(event.target.checked);
        }}
      />
      {error !== null ? (
        <p role="alert">
          {MESSAGES.noConnection}
          {error !== MESSAGES.noConnection ? ` — ${error}` : ''}
        </p>
      ) : loading && rows.length === 0 ? (
        <Spinner />
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          rows={rows}
          pageSizes={[5, 10, 25]}
          emptyText={MESSAGES.noResults}
          serverPaging={{ total, totalAtLeast, page, pageSize, onChange: onPageChange }}
        />
      )}
      <div className="rc-qr-table__footer">
        <span aria-live="polite">{T.selected(selected.size)}</span>
        {onTransfer && (
          <Button
            variant="primary"
            disabled={selected.size === 0 || running}
            onClick={() => onTransfer([...new Set(selected.values())])}
          >
            {T.transfer}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        message={asking ? CONFIRMATIONS[asking.action] : ''}
        busy={running}
        onConfirm={() => void confirm()}
        onCancel={() => {
          if (!running) setAsking(null);
        }}
      />
    </div>
  );
}
