// 'Cedi proprietà' on the partner's rows (spec panels §2 "Ownership transfer dialog", §6 "Partner: transfer
// page ownership (hidden when contoVendita=1)"): a funeral home hands one of its digital tombstones to the
// family with the kit's TransferDialog; the server checks the page is the partner's and not on account.
import { useState, type ReactNode } from 'react';
import { Button } from '@ricordo/shared-design';
import {
  OBITUARY_TABLE_TEXTS as OT,
  TransferDialog,
  TRANSFER_TEXTS,
} from '@ricordo/shared-design/back-office';

interface TransferableRow {
  ID: number;
  name: string;
  surname: string;
  showPage: number;
  contoVendita?: number;
}

/** Only a digital tombstone can be handed over, and never while its sale is on account ('Conto vendita'). */
export const mayTransfer = (row: TransferableRow) => row.showPage === 1 && row.contoVendita !== 1;

/** The row's 'Cedi proprietà' button and the one dialog of the table; the list is read again after a request. */
export function useTransfer(onTransferred: () => void): {
  button: (row: TransferableRow) => ReactNode;
  dialog: ReactNode;
} {
  const [ids, setIds] = useState<number[] | null>(null);
  return {
    button: (row) =>
      mayTransfer(row) ? (
        <Button
          variant="secondary"
          aria-label={OT.actionOf(TRANSFER_TEXTS.title, `${row.name} ${row.surname}`.trim())}
          onClick={() => setIds([row.ID])}
        >
          {TRANSFER_TEXTS.title}
        </Button>
      ) : null,
    dialog: (
      <TransferDialog
        deceasedIds={ids ?? []}
        open={ids !== null}
        onClose={() => setIds(null)}
        onTransferred={onTransferred}
      />
    ),
  };
}
