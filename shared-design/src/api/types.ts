// The API's types for the front ends. Those the backend describes come from `openapi-types.ts`, which is
// generated from backend/openapi.json (`npx openapi-typescript backend/openapi.json -o …`); only the
// front-end-only types and the shapes the API does not describe in detail yet are written here.
import type { components } from './openapi-types';

type Schemas = components['schemas'];

/** Every answer under /api (docs/contracts.md "API envelope"). `result` mirrors `response`. */
export interface Envelope<T> {
  response: 'success' | 'fail';
  result: 'success' | 'fail';
  message: string;
  errorCode: string | null;
  data: T;
  session: { userdata: UserData; acting?: ActingSession | null } | null;
}

/** While an admin acts for the session's user: who, why, since when (unix seconds). */
export type ActingSession = Schemas['ActingSessionDto'];
/** An account an admin may act for (GET /api/admin/acting/users). */
export type ActingCandidate = Schemas['ActingCandidateDto'];
/** One time an administrator acted on the account (GET /api/account/acting-notices). */
export type ActingNotice = Schemas['ActingNoticeDto'];

export type NotificationZone = Schemas['NotificationZoneDto'];
export type UserAddress = Schemas['AddressDto'];
/** The session user (`session.userdata`). platformAccess: 0 client, 1 admin, 2 partner. */
export type UserData = Schemas['UserDataDto'];
export type ContactType = UserData['preferred_contact']['type'];
export type NotificationFrequency = UserData['notificationPreference']['notificationFrequency'];
/** A memorial about to expire, returned at login (`data.expiring_memorial`). expirationDate in unix seconds. */
export type ExpiringMemorial = Schemas['ExpiringMemorialDto'];
/** `data` of a successful POST /api/auth/login or /api/auth/autologin. */
export type LoginData = Schemas['LoginDataDto'];

/** The four control panels, as derived from platformAccess and partnertype. */
export type Role = 'admin' | 'partner' | 'lampade' | 'client';

/** Props the shell gives to every remote's `./app` default export. */
export interface RemoteAppProps {
  basePath: string;
}

/** One photo or video of the memorial gallery (`file` a URL under /media/). */
export type MemorialMedia = Schemas['MemorialMediaDto'];

export type DedicationType = Schemas['MemorialDedicationDto']['type'];

/** A dedication as listed on the memorial page (publication rules applied by the server). */
export type Dedication = Schemas['MemorialDedicationDto'];

/** `data` of GET /api/deceased/deceasedData/:id (dates 'YYYY-MM-DD' or null; `time` unix seconds). */
export type DeceasedData = Schemas['DeceasedDataDto'];

/** One card of GET /api/search. */
export type SearchCard = Schemas['SearchResultItemDto'];

/** `data` of GET /api/search (pages one-based; nextPage null on the last page). */
export type SearchPage = Schemas['SearchDataDto'];

/** Location look-ups (docs/contracts.md "Locations"). */
export type Region = Schemas['RegionItemDto'];
export type Province = Schemas['ProvinceItemDto'];
export type Comune = Schemas['ComuneItemDto'];
export type ComuneFromCap = Schemas['CapComuneItemDto'];
export type Country = Schemas['CountryItemDto'];
