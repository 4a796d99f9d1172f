// Cards and PDFs of a notice or tombstone (downloads, the condolence book, the WhatsApp phone modal), shared
// by the partner's and the admin's tables.
export { CardActions, type CardActionsProps, type CardActionsRecord } from './CardActions';
export { SendCardDialog, type SendCardDialogProps } from './SendCardDialog';
export { RecordDownloads, type RecordDownloadsProps } from './RecordDownloads';
export { cardPaths, type ManifestFormat } from './card-paths';
export { useDownloads, type Download } from './use-downloads';
export { CARD_ACTIONS_TEXTS } from './card-actions-texts';
