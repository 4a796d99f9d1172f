// The QR administration table (spec panels §2), shared by the admin panel and any panel listing plaques.
export { QrTable, type QrTableProps, type QrTableRow } from './QrTable';
export { QR_TABLE_TEXTS } from './qr-table-texts';
