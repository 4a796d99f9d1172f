// The admin's #necrologi list: adminObituaries (docs/contracts.md "Notice lists"), every partner's notices.
import type { Schema } from '@ricordo/shared-design';

export type AdminNoticeRow = Schema<'ObituaryRowDto'>;

/** spec panels §9: admin dashboard tables 5, 10, 25, 100 rows, default 5. */
export type PageSize = 5 | 10 | 25 | 100;
export const PAGE_SIZES: PageSize[] = [5, 10, 25, 100];
