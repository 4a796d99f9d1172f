// The partner's notices (#pages): GET api/partnerPanel/notices (issue 11 contract "BL", ObituaryListDto).
import type { ObituaryTableRow } from '@ricordo/shared-design/back-office';

/** A row of ObituaryListDto (backend/src/modules/obituaries/panel/dto/panel-responses.dto.ts). */
export interface NoticeRow extends ObituaryTableRow {
  gender: string;
  dateOfBirth: string | null;
  age: number | null;
  manifestCustom: boolean;
  enabled: number;
  pageID: number | null;
  noticeQr: { link: string; card: string };
  condolences: number;
}

export interface NoticeList {
  obituaries: NoticeRow[];
  total: number;
  page: number;
  maxResults: number;
}

export const NOTICES_PATH = '/partnerPanel/notices';
/** spec panels §9: dashboard tables 5, 10, 25, 100 rows, default 5. */
export const PAGE_SIZES = [5, 10, 25, 100];
