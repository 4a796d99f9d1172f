// The columns of a table of dedications waiting for the family (#dedic): the dedication, 'Decidi entro' (the
// moderation deadline: after it the page's choice decides) and the decision, sent by the caller's own call
// (the owner's, or a manager's).
import { formatDateTime, type DataTableColumn, type Schema } from '@ricordo/shared-design';
import {
  DedicationDecision,
  dedicationColumns,
  giverOf,
  type Decision,
} from '@ricordo/shared-design/back-office';

/** A pending dedication. */
export type PendingDedication = Schema<'PendingDedicationDto'>;

export const DECIDE_BY = 'Decidi entro';

export function waitingDedicationColumns(
  evaluate: (dedicationId: number, decision: Decision) => Promise<unknown>,
  onDecided: () => void,
): Array<DataTableColumn<PendingDedication>> {
  return [
    ...dedicationColumns<PendingDedication>(),
    {
      id: 'decideBy',
      label: DECIDE_BY,
      format: (value) =>
        typeof value === 'number' ? <span className="rc-nowrap">{formatDateTime(value)}</span> : '',
    },
    {
      id: 'actions',
      label: 'Azioni',
      format: (_value, row) => (
        <DedicationDecision
          giver={giverOf(row)}
          decide={(decision) => evaluate(row.ID, decision)}
          onDecided={onDecided}
        />
      ),
    },
  ];
}
