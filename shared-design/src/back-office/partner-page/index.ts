export { PartnerPageEditor } from './PartnerPageEditor';
export type { PartnerPageEditorProps } from './PartnerPageEditor';
export { PartnerPageEditorDialog } from './PartnerPageEditorDialog';
export type { PartnerPageEditorDialogProps } from './PartnerPageEditorDialog';
export { PARTNER_PAGE_TEXTS } from './partner-page-texts';
