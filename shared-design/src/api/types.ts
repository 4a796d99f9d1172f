// Contract types of docs/contracts.md, written by hand until the OpenAPI-generated
// `openapi-types.ts` exists. Change docs/contracts.md first, then these.

/** Every answer under /api (docs/contracts.md "API envelope"). `result` mirrors `response`. */
export interface Envelope<T> {
  response: 'success' | 'fail';
  result: 'success' | 'fail';
  message: string;
  errorCode: string | null;
  data: T;
  session: { userdata: UserData } | null;
}

export type ContactType = 'email' | 'wa' | 'sms';
export type NotificationFrequency = 'realtime' | 'daily' | 'weekly' | 'never';

export interface NotificationZone {
  region: number | null;
  province: number | null;
  location: number | null;
  cap: string | null;
}

export interface UserAddress {
  address: string;
  number: string;
  region: number | null;
  province: number | null;
  location: number | null;
  cap: string | null;
  nationID: number;
  completeAddress: string | null;
  type: 'invoice' | 'other';
}

/** The session user (`session.userdata`). platformAccess: 0 client, 1 admin, 2 partner. */
export interface UserData {
  user_id: number;
  name: string;
  surname: string;
  username: string;
  email: string | null;
  telephone: string | null;
  cf: string | null;
  preferred_contact: { type: ContactType };
  notificationPreference: {
    activeNotification: boolean;
    notificationFrequency: NotificationFrequency;
    notificationList: NotificationZone[];
  };
  permissions: { platformAccess: 0 | 1 | 2 };
  partnertype: 'partner' | 'gestorelampade' | null;
  addresses: UserAddress[];
}

/** A memorial about to expire, returned at login (`data.expiring_memorial`). expirationDate in unix seconds. */
export interface ExpiringMemorial {
  ID: number;
  deceasedID: number;
  deceasedName: string;
  deceasedSurname: string;
  deceasedLapide: string | null;
  expirationDate: number;
  notNotify: boolean;
}

/** `data` of a successful POST /api/auth/login or /api/auth/autologin. */
export interface LoginData {
  expiring_memorial: ExpiringMemorial[];
}

/** The four control panels, as derived from platformAccess and partnertype. */
export type Role = 'admin' | 'partner' | 'lampade' | 'client';

/** Props the shell gives to every remote's `./app` default export. */
export interface RemoteAppProps {
  basePath: string;
}

export interface MemorialMedia {
  ID: number;
  type: 'photo' | 'video';
  file: string;
}

export type DedicationType = 'dedica-cero' | 'dedica-fiori' | 'dedica-foto' | 'dedica-video' | 'fiori-reali';

/** A dedication as listed on the memorial page; fields beyond the contract's are optional. */
export interface Dedication {
  ID: number;
  type: DedicationType;
  text: string | null;
  time: number;
  status: string;
  showAuthor: string | number | null;
  media?: { filename: string; type?: string } | null;
}

/** `data` of GET /api/deceased/deceasedData/:id. Dates 'YYYY-MM-DD' or null; `time` unix seconds. */
export interface DeceasedData {
  result: 'success';
  ID: number;
  name: string;
  surname: string;
  gender: 'M' | 'F' | null;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  time: number;
  aphorism: string | null;
  graveyardName: string | null;
  graveRegion: string | null;
  graveRegionID: number | null;
  graveProvince: string | null;
  graveProvinceID: number | null;
  graveLocation: string | null;
  graveLocationID: number | null;
  graveCap: string | null;
  photo: string[];
  'photo-lapide': string | null;
  partner: { ID: number; name: string } | null;
  memorial: null | { ID: number; bio: string; expirationDate: string | number };
  memorialMedia: MemorialMedia[];
  dedic: Dedication[];
  lamp: unknown;
}

/** One card of GET /api/search. */
export interface SearchCard {
  ID: number;
  name: string;
  surname: string;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  photo: string | null;
  graveyardName: string | null;
  graveLocation: string | null;
  type: 'lapide' | 'necrologio';
  partnerID: number | null;
  partnerName: string | null;
}

/** `data` of GET /api/search (pages one-based; nextPage null on the last page). */
export interface SearchPage {
  result: 'success';
  searchResult: SearchCard[];
  nextPage: number | null;
}

/** Location look-ups (docs/contracts.md "Locations"). */
export interface Region {
  ID: number;
  name: string;
}
export interface Province {
  ID: number;
  name: string;
  sigla: string;
  idregione: number;
}
export interface Comune {
  ID: number;
  name: string;
  cap: string;
  capList: string[];
}
export interface ComuneFromCap extends Comune {
  provinceID: number;
  regionID: number;
}
export interface Country {
  id: number;
  nicename: string;
}
