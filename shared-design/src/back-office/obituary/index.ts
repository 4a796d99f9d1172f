// The deceased and obituary forms (spec panels §2 "Deceased and obituary forms"), shared by mfe-partner and
// mfe-admin: the add sections, the edit modals and the memorial media slots.
export * from './memorial';
export { ObituaryForm } from './ObituaryForm';
export type { ObituaryFormProps } from './ObituaryForm';
export { ManifestoEditor, SUGGEST_VALUE } from './ManifestoEditor';
export { FuneralPlaces } from './FuneralPlaces';
export { PartnerSelect, NO_PARTNER } from './PartnerSelect';
export { OBITUARY_TEXTS } from './obituary-texts';
export * from './obituary-values';
export { AddObituary } from './AddObituary';
export type { AddObituaryProps } from './AddObituary';
export {
  EditObituaryModal,
  ObituaryModifyModal,
  DeceasedModifyModal,
  useModifyModals,
} from './EditObituaryModal';
export type { EditModalProps } from './EditObituaryModal';
export { kindOfRecord, valuesOfRecord } from './obituary-record';
