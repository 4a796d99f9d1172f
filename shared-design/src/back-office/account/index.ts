// The account blocks of the panels (spec panels §5 "User data", "Change password"; spec public §3, §4): each a
// self-contained form on the session user, composed by each panel's account section.
export { ChangePasswordForm } from './ChangePasswordForm';
export { ContactPreferenceForm } from './ContactPreferenceForm';
export { AccountDataForm } from './AccountDataForm';
export { NotificationPreferenceForm } from './NotificationPreferenceForm';
export { AccountBlocks } from './AccountBlocks';
export { ActingNotices, ACTING_NOTICE_TEXTS } from './ActingNotices';
export { MyDataExport, MY_DATA_EXPORT_TEXTS } from './MyDataExport';
