export { PartnerPageEditor } from './PartnerPageEditor';
export type { PartnerPageEditorProps } from './PartnerPageEditor';
export { PARTNER_PAGE_TEXTS } from './partner-page-texts';
