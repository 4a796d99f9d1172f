// #dedic (spec panels §2): dedications left on the client's deceased and waiting for approval
// (GET /api/account/dedications). The owner sees text, type and giver, and accepts or refuses each one
// (waiting-columns: the back office's DedicationDecision with the owner's evaluate call); a decided dedication
// leaves the list.
// Then those waiting on the pages the client manages for others (ManagedDedications), and each page's choice
// of what happens after the deadline (AfterDeadlineChoices).
import {
  api,
  Button,
  DataTable,
  FormMessage,
  MESSAGES,
  Spinner,
  type CallBody,
} from '@ricordo/shared-design';
import { useApiData, type Decision } from '@ricordo/shared-design/back-office';
import { AfterDeadlineChoices } from './AfterDeadlineChoices';
import { ManagedDedications } from './ManagedDedications';
import { waitingDedicationColumns } from './waiting-columns';

export type { PendingDedication } from './waiting-columns';

export const NO_PENDING_DEDICATIONS = 'Nessuna dedica in attesa';
export { DECIDE_BY } from './waiting-columns';

/** POST /api/dedications/evaluate { dedic, isAccepted } (docs/contracts.md "Dedications"). */
function evaluate(dedicationId: number, decision: Decision) {
  // The backend's DTO declares `dedic` as unknown (documented as an object); it takes the numeric id.
  const body = { dedic: dedicationId, isAccepted: decision } as unknown as CallBody<'evaluateDedication'>;
  return api.call('evaluateDedication', { body });
}

export default function DedicSection({ title }: { title: string }) {
  const answer = useApiData('pendingDedications', {});
  const dedications = { ...answer, data: answer.data?.dedications ?? null };
  const columns = waitingDedicationColumns(evaluate, dedications.reload);
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <p className="rc-field__hint">
        Dediche lasciate sulle tue lapidi digitali che aspettano la tua approvazione.
      </p>
      {dedications.loading && <Spinner label="Caricamento delle dediche" />}
      {dedications.error && (
        <>
          <FormMessage>{dedications.error}</FormMessage>
          <Button variant="secondary" onClick={dedications.reload}>
            {MESSAGES.retry}
          </Button>
        </>
      )}
      {dedications.data && (
        <DataTable
          columns={columns}
          rows={dedications.data}
          pageSizes={[5, 10, 25]}
          defaultPageSize={10}
          emptyText={NO_PENDING_DEDICATIONS}
        />
      )}
      <ManagedDedications />
      <AfterDeadlineChoices />
    </>
  );
}
