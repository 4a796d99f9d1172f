// The notices table shared by the partner's #pages and the admin's #necrologi.
export {
  ObituaryTable,
  useInitialDeceasedName,
  type ObituaryPaging,
  type ObituaryTableProps,
  type ObituaryTableRow,
} from './ObituaryTable';
export { deleteNotice } from './obituary-table-api';
export { DeleteNoticeButton, type DeleteNoticeButtonProps } from './DeleteNoticeButton';
export { OBITUARY_TABLE_TEXTS } from './obituary-table-texts';
export { NameSearch } from './NameSearch';
