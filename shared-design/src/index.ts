/**
 * @ricordo/shared-design — the platform kit (DESIGN.md "Front end"): contract types, the API client,
 * the session store, formatters, form rules, the Italian message catalogue, the theme and components.
 * Shared at run time as a Module Federation singleton; React is a peer.
 */
export type * from './api/types';
export {
  api,
  uploadForm,
  ApiError,
  configureApi,
  fetchCsrfToken,
  isAbortError,
  CSRF_HEADER,
  CSRF_FIELD,
  CSRF_ERROR_STORAGE_KEY,
} from './api/client';
export type {
  CsrfFailure,
  GetOptions,
  PostBody,
  QueryValue,
  RequestOptions,
  UploadOptions,
} from './api/client';
export type {
  OperationId,
  CallArgs,
  CallAnswer,
  CallBody,
  CallData,
  CallOptions,
  Schema,
} from './api/call-types';

export {
  sessionStore,
  useSession,
  BROKEN_ACCOUNT,
  SESSION_STORAGE_KEY,
  EXPIRING_STORAGE_KEY,
} from './session/session-store';
export type { SessionState, SessionStatus } from './session/session-store';
export {
  LAST_ADDRESS_STORAGE_KEY,
  CONTACT_PREFERENCE_STORAGE_KEY,
  REGIONS_STORAGE_KEY,
  TIME_LABEL_STORAGE_KEY,
  rememberAddress,
  lastAddress,
  rememberContactPreference,
  storedContactPreference,
} from './session/local-storage';
export type { StoredContactPreference } from './session/local-storage';
export {
  roleOf,
  landingPathFor,
  panelAccessRedirect,
  PANEL_PATHS,
  PANEL_DEFAULT_HASH,
  PARTNER_FORM_MODAL_HASH,
} from './session/roles';

export * from './format';
export { lampIcon } from './lamp/lamp-icon';
export type { LampIcon } from './lamp/lamp-icon';
export * as rules from './forms/rules';
export {
  required,
  check,
  email,
  username,
  password,
  passwordsMatch,
  cf,
  phone,
  phoneDigits,
  deriveUsername,
  photoFile,
  videoFile,
  PHOTO_EXTENSIONS,
  VIDEO_EXTENSIONS,
} from './forms/rules';
// One constant per spec limit a form checks (forms/limits.ts).
export * from './forms/limits';
export type { Rule, PhoneOptions } from './forms/rules';
export { useUsernameAvailability, AVAILABILITY_DELAY_MS } from './forms/username-availability';
export type { UsernameAvailability } from './forms/username-availability';

export { MESSAGES } from './messages';
export type { MessageKey } from './messages';

export * from './theme';
export {
  useRegions,
  useProvinces,
  useComuni,
  useCountries,
  clearLocationCache,
} from './location/location-hooks';
export type { LocationList } from './location/location-hooks';
export * from './components';
export * from './panel';
