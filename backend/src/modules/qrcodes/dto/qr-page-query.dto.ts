import { PageParam, PageSizeParam } from '../../../common/page-query.dto';

/** spec panels §2, §9: the QR tables (admin and partner #qrcode) offer 5, 10, 25 rows. */
export const QR_PAGE_SIZES = [5, 10, 25] as const;

/** Paging of the QR tables: one-based page; not the dashboard's sizes, 5/10/25 rows and 10 by default. */
export class QrPageQueryDto {
  @PageParam()
  page?: number;

  @PageSizeParam(QR_PAGE_SIZES, 10)
  maxResults?: number;
}
