// Cards and PDFs of a notice or tombstone (downloads, the condolence book, the WhatsApp phone modal), shared
// by the partner's and the admin's tables.
export { CardActions, type CardActionsProps, type CardActionsRecord } from './CardActions';
export { SendCardDialog, type SendCardDialogProps } from './SendCardDialog';
export { cardPaths, type ManifestFormat } from './card-paths';
export { configureDownloads, downloadFile, DownloadError } from './download';
export { CARD_ACTIONS_TEXTS } from './card-actions-texts';
