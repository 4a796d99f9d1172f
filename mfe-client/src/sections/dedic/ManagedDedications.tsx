// The dedications waiting on the pages the person manages for other owners (docs/contracts.md "Page
// managers and guests"): decided as the owner would, through the managers' own call, which the owner reads
// in 'Attività dei gestori'. Shown only to someone who manages a page.
import { api, DataTable, FormMessage, type CallBody } from '@ricordo/shared-design';
import { useApiData, type Decision } from '@ricordo/shared-design/back-office';
import { waitingDedicationColumns } from './waiting-columns';

export const MANAGED_DEDICATIONS = 'Dediche sulle lapidi che gestisci';

function evaluate(dedicationId: number, decision: Decision) {
  // As evaluateDedication, the DTO declares `dedic` as unknown; it takes the numeric id.
  const body = {
    dedic: dedicationId,
    isAccepted: decision,
  } as unknown as CallBody<'evaluateManagedDedication'>;
  return api.call('evaluateManagedDedication', { body });
}

export function ManagedDedications() {
  const answer = useApiData('managedPendingDedications', {});
  const rows = answer.data?.dedications ?? null;
  if (answer.error) return <FormMessage>{answer.error}</FormMessage>;
  if (!rows || rows.length === 0) return null;
  const columns = waitingDedicationColumns(evaluate, answer.reload);
  return (
    <section aria-labelledby="managed-dedications">
      <h3 id="managed-dedications">{MANAGED_DEDICATIONS}</h3>
      <DataTable columns={columns} rows={rows} pageSizes={[5, 10, 25]} defaultPageSize={10} emptyText="" />
    </section>
  );
}
