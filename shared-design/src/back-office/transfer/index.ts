export { TransferDialog } from './TransferDialog';
export type { TransferDialogProps } from './TransferDialog';
export { TRANSFER_TEXTS } from './transfer-texts';
