// The partner's #deceased table: partnerPanelDeceased (docs/contracts.md "Partner panel lists").
import type { CallData, Schema } from '@ricordo/shared-design';

export type PartnerDeceasedRow = Schema<'PartnerDeceasedRowDto'>;
export type PartnerDeceasedList = CallData<'partnerPanelDeceased'>;

/** spec panels §9: dashboard tables 5, 10, 25, 100 rows, default 5. */
export type PageSize = 5 | 10 | 25 | 100;
export const PAGE_SIZES: PageSize[] = [5, 10, 25, 100];
