// The partner's #dedic calls by operationId (docs/contracts.md "Partner panel lists"): partnerPanelDedications (pending
// dedications on the partner's deceased) and partnerEvaluateDedic.
import { api, type Schema } from '@ricordo/shared-design';
import type { Decision } from '@ricordo/shared-design/back-office';

export type PartnerDedication = Schema<'PendingDedicationDto'>;

/** spec panels §9: dashboard tables 5, 10, 25, 100 rows, default 5. */
export type PageSize = 5 | 10 | 25 | 100;
export const PAGE_SIZES: PageSize[] = [5, 10, 25, 100];

export function evaluate(id: number, decision: Decision) {
  return api.call('partnerEvaluateDedic', { body: { dedic: String(id), isAccepted: decision } });
}
