// The partner's #dedic calls (issue 11 contract "BL"): GET api/partnerPanel/dedications (pending dedications
// on the partner's deceased, PartnerDedicationListDto) and POST api/partnerPanel/evaluateDedic.
import { api, type Schema } from '@ricordo/shared-design';
import type { Decision } from '@ricordo/shared-design/back-office';

export type PartnerDedication = Schema<'PendingDedicationDto'>;

export interface PartnerDedicationList {
  dedications: PartnerDedication[];
  total: number;
  page: number;
  maxResults: number;
}

export const DEDICATIONS_PATH = '/partnerPanel/dedications';
/** spec panels §9: dashboard tables 5, 10, 25, 100 rows, default 5. */
export const PAGE_SIZES = [5, 10, 25, 100];

export function evaluate(id: number, decision: Decision) {
  return api.post('/partnerPanel/evaluateDedic', { dedic: String(id), isAccepted: decision });
}
