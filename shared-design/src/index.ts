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
} from './api/client';
export type { GetOptions, PostBody, QueryValue, RequestOptions, UploadOptions } from './api/client';
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
  roleOf,
  landingPathFor,
  panelAccessRedirect,
  PANEL_PATHS,
  PANEL_DEFAULT_HASH,
  PARTNER_FORM_MODAL_HASH,
} from './session/roles';

export * from './format';
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
  MAX_PHOTO_BYTES,
  MAX_VIDEO_BYTES,
  PHOTO_EXTENSIONS,
  VIDEO_EXTENSIONS,
  USERNAME_MIN,
  PASSWORD_MIN,
  PASSWORD_MAX,
  CF_LENGTH,
  PHONE_MIN,
  PHONE_MAX,
} from './forms/rules';
export type { Rule, PhoneOptions } from './forms/rules';

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
