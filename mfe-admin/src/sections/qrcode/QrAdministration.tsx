import { useState } from 'react';
import { ApiError, MESSAGES, toast } from '@ricordo/shared-design';
import { QrTable, TransferDialog, useApiData, type QrTableRow } from '@ricordo/shared-design/back-office';
import { movePaging, pagingQuery, type DeceasedPaging } from '../pages/deceased-paging';
import { QrGenerator } from '../richiedi-qrcode/QrGenerator';
import { deleteQrcode, markAssigned, saleOnAccount } from './qrcode-api';
import { QRCODE_TEXTS as T } from './qrcode-texts';

/** Runs an action; its failure is told with the server's message (spec panels §8), never thrown on. */
async function run(action: () => Promise<string>): Promise<boolean> {
  try {
    toast(await action(), 'success');
    return true;
  } catch (error) {
    toast(error instanceof ApiError ? error.message : MESSAGES.unexpected, 'error');
    return false;
  }
}

/**
 * The QR administration table (spec panels §2), the QR generator above it, over GET /api/admin/qrcodes, with delete, mark assigned,
 * sale on account and 'Cedi proprietà' (the kit's TransferDialog) for one plaque or the selection.
 * `onChanged` tells the section to refresh its counts.
 */
export function QrAdministration({ onChanged }: { onChanged: () => void }) {
  // Keyset paging (the deceased tables' helper): next after the last row's id, previous before the first,
  // a filter or size change back to page one; every page costs the server the same over 300 000 codes.
  const [paging, setPaging] = useState<DeceasedPaging>({ page: 0, pageSize: 10 });
  const [temporary, setTemporary] = useState(false);
  const [transferIds, setTransferIds] = useState<number[] | null>(null);
  const { data, loading, error, reload } = useApiData('adminQrcodes', {
    query: {
      ...pagingQuery(paging),
      maxResults: paging.pageSize as 5 | 10 | 25,
      temporary: temporary ? '1' : '0',
    },
  });

  const rows = data?.qrcodes ?? [];

  const changed = (ok: boolean) => {
    if (!ok) return;
    reload();
    onChanged();
  };
  const act = (action: (row: QrTableRow) => Promise<string>) => async (row: QrTableRow) =>
    changed(await run(() => action(row)));

  return (
    <section aria-labelledby="qrcode-table-title">
      <h3 id="qrcode-table-title">{T.tableTitle}</h3>
      {/* spec panels §2 "QR administration table": above the table a QR generator form. */}
      <QrGenerator onGenerated={() => changed(true)} />
      <QrTable
        rows={rows}
        // A counted-up-to total never below the rows already paged past (the kit clamps the page to it).
        total={Math.max(data?.total ?? 0, paging.page * paging.pageSize + rows.length)}
        totalAtLeast={data?.totalAtLeast ?? false}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={(page, pageSize) =>
          setPaging((current) => movePaging(current, page, pageSize as 5 | 10 | 25, rows))
        }
        temporary={temporary}
        onTemporaryChange={(value) => {
          setTemporary(value);
          setPaging((current) => ({ page: 0, pageSize: current.pageSize }));
        }}
        loading={loading}
        error={error}
        onDelete={act(async (row) => (await deleteQrcode(row.ID)) || T.deleted)}
        onAssign={act(async (row) => (await markAssigned(row.ID)) || T.assigned)}
        onSaleOnAccount={act(async (row) => T.saleOnAccount(await saleOnAccount(row.ID)))}
        onTransfer={(ids) => setTransferIds(ids)}
      />
      <TransferDialog
        deceasedIds={transferIds ?? []}
        open={transferIds !== null}
        onClose={() => setTransferIds(null)}
        onTransferred={() => changed(true)}
      />
    </section>
  );
}
