export { Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { TextField, TextArea } from './TextField';
export type { TextFieldProps, TextAreaProps } from './TextField';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { Select } from './Select';
export type { SelectProps, SelectOption } from './Select';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { Lightbox } from './Lightbox';
export type { LightboxProps, LightboxItem } from './Lightbox';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { ToastHost, toast, dismissToast, clearToasts, TOAST_DURATION } from './Toast';
export type { ToastKind, ToastItem } from './Toast';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { DataTable } from './DataTable';
export type { DataTableProps, DataTableColumn, DataTableSort, ServerPaging } from './DataTable';
export { ErrorBoundary, ErrorFallback } from './ErrorBoundary';
export type { ErrorBoundaryProps } from './ErrorBoundary';
export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { Collapsible } from './Collapsible';
export type { CollapsibleProps } from './Collapsible';
export { Chip } from './Chip';
export type { ChipProps, ChipTone } from './Chip';
export { PhoneField, DIAL_CODES, DEFAULT_DIAL_CODE, parsePhone, formatPhone } from './PhoneField';
export type { PhoneFieldProps } from './PhoneField';
export { ContactMethodPicker, contactMethodState, CONTACT_PHONE_MIN_DIGITS } from './ContactMethodPicker';
export type { ContactMethodPickerProps, ContactMethodState } from './ContactMethodPicker';
export {
  NotificationZonesPicker,
  NotificationFrequencySelect,
  NOTIFICATION_FREQUENCIES,
  EMPTY_ZONE,
  ANY_OPTION_VALUE,
  completeZones,
  validateNotificationZones,
  capsOf,
} from './NotificationZonesPicker';
export type {
  NotificationZonesPickerProps,
  NotificationFrequencySelectProps,
} from './NotificationZonesPicker';
export {
  AddressPicker,
  validateAddress,
  withNationality,
  EMPTY_ADDRESS,
  ITALY_NATION_ID,
} from './AddressPicker';
export type { AddressPickerProps, AddressValue, AddressErrors } from './AddressPicker';
export { FilePicker, fileProblem, ACCEPT as FILE_PICKER_ACCEPT } from './FilePicker';
export type { FilePickerProps, FilePickerKind } from './FilePicker';
export { UserPicker, loadUserPicker, useUserPickerReady } from './UserPicker';
export type { PickableUser, UserPickerProps, UserPickerTexts } from './UserPicker';
export { FormMessage } from './FormMessage';
export { VideoPreview } from './VideoPreview';
export { LongText } from './LongText';
export type { LongTextProps } from './LongText';
export type { VideoPreviewProps } from './VideoPreview';
export type { FormMessageProps } from './FormMessage';
export { RichTextEditor, RICH_TEXT_FONTS } from './RichTextEditor';
export type { RichTextEditorProps } from './RichTextEditor';
