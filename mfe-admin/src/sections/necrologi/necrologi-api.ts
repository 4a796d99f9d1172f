// The admin's #necrologi list: GET api/admin/obituaries (issue 11 contract "BL", ObituaryListDto), every
// partner's notices, paged 5/10/25/100.
import type { ObituaryTableRow } from '@ricordo/shared-design/back-office';

/** A row of ObituaryListDto (backend/src/modules/obituaries/panel/dto/panel-responses.dto.ts). */
export interface AdminNoticeRow extends ObituaryTableRow {
  gender: string;
  dateOfBirth: string | null;
  age: number | null;
  manifestCustom: boolean;
  enabled: number;
  pageID: number | null;
  noticeQr: { link: string; card: string };
  condolences: number;
  partner: { ID: number; name: string } | null;
}

export interface AdminNoticeList {
  obituaries: AdminNoticeRow[];
  total: number;
  page: number;
  maxResults: number;
}

export const OBITUARIES_PATH = '/admin/obituaries';
/** spec panels §9: admin dashboard tables 5, 10, 25, 100 rows, default 5. */
export const PAGE_SIZES = [5, 10, 25, 100];
