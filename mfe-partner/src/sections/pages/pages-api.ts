// The partner's notices (#pages): partnerPanelNotices (docs/contracts.md "Partner panel lists").
import type { Schema } from '@ricordo/shared-design';

export type NoticeRow = Schema<'ObituaryRowDto'>;

/** spec panels §9: dashboard tables 5, 10, 25, 100 rows, default 5. */
export type PageSize = 5 | 10 | 25 | 100;
export const PAGE_SIZES: PageSize[] = [5, 10, 25, 100];
