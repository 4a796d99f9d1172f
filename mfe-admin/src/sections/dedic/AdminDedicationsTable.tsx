// The admin's table of dedications (#dedic: those awaiting review; #visualizza-dediche: one deceased's):
// the review columns shared with the client panel, the status, and per row accept / refuse (pending only),
// 'Modifica' (the edit modal) and 'Elimina' (after 'Sei sicuro di voler eliminare la dedica selezionata?').
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  ApiError,
  Button,
  ConfirmDialog,
  DataTable,
  MESSAGES,
  Spinner,
  toast,
  toPublicId,
  type DataTableColumn,
} from '@ricordo/shared-design';
import { DedicationDecision, dedicationColumns, giverOf } from '@ricordo/shared-design/back-office';
import { deleteDedication, evaluate, PAGE_SIZES, type AdminDedication, type PageSize } from './dedic-api';
import { DEDIC_TEXTS as T } from './dedic-texts';
import { EditDedicationDialog } from './EditDedicationDialog';

export interface Paging {
  /** Zero-based. */
  page: number;
  pageSize: PageSize;
}

export const FIRST_PAGE: Paging = { page: 0, pageSize: 5 };

export interface AdminDedicationsTableProps {
  /** The page shown and the total, or null while loading. */
  data: { dedications: AdminDedication[]; total: number } | null;
  error: string | null;
  paging: Paging;
  onPaging: (paging: Paging) => void;
  reload: () => void;
  /** #dedic: a column with the deceased and a link to its list; #visualizza-dediche: one deceased, none. */
  listOfOneDeceased?: boolean;
}

export function AdminDedicationsTable(props: AdminDedicationsTableProps) {
  const { data, error, paging, onPaging, reload, listOfOneDeceased = false } = props;
  const { pathname } = useLocation();
  const [editing, setEditing] = useState<AdminDedication | null>(null);
  const [deleting, setDeleting] = useState<AdminDedication | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (row: AdminDedication) => {
    setBusy(true);
    try {
      await deleteDedication(row.ID);
      toast(T.deleted, 'success');
      reload();
    } catch (failure) {
      toast(failure instanceof ApiError ? failure.message : T.deleteFailed, 'error');
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const columns: Array<DataTableColumn<AdminDedication>> = [
    ...dedicationColumns<AdminDedication>({ withDeceased: !listOfOneDeceased }),
    { id: 'status', label: T.status, format: (_value, row) => T.statusLabels[row.status] },
    {
      id: 'actions',
      label: T.actions,
      sticky: 'end',
      format: (_value, row) => (
        <span className="rc-dedication-review__actions">
          {row.status === 'pending' && (
            <DedicationDecision
              giver={giverOf(row)}
              decide={(decision) => evaluate(row.ID, decision)}
              onDecided={reload}
            />
          )}
          <Button variant="secondary" aria-label={T.editLabel(giverOf(row))} onClick={() => setEditing(row)}>
            {T.edit}
          </Button>
          <Button
            variant="secondary"
            aria-label={T.removeLabel(giverOf(row))}
            onClick={() => setDeleting(row)}
          >
            {T.remove}
          </Button>
          {!listOfOneDeceased && (
            <Link
              to={{
                pathname,
                search: `?DeceasedID=${toPublicId(row.deceased.ID)}`,
                hash: '#visualizza-dediche',
              }}
              aria-label={T.listLabel(`${row.deceased.name} ${row.deceased.surname}`.trim())}
            >
              {T.list}
            </Link>
          )}
        </span>
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
          columns={columns}
          rows={data.dedications}
          pageSizes={[...PAGE_SIZES]}
          emptyText={T.empty}
          serverPaging={{
            total: data.total,
            page: paging.page,
            pageSize: paging.pageSize,
            onChange: (page, pageSize) => onPaging({ page, pageSize: pageSize as PageSize }),
          }}
        />
      )}
      {editing && (
        <EditDedicationDialog
          dedication={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={T.deleteQuestion}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
      />
    </>
  );
}
