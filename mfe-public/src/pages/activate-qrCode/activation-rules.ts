// The checks of the activation form (spec public §5 "Activation"; spec panels §5 "Address"), run at
// 'Procedi' for comfort (the server checks them again), the multipart body of POST
// /api/qrcodes/sendform/activate (docs/contracts.md "Plaques"), and the server's field names mapped back.
import {
  CF_LENGTH,
  EMPTY_ADDRESS,
  ITALY_NATION_ID,
  MESSAGES,
  email as emailRule,
  phone,
  required,
  validateAddress,
  type AddressErrors,
  type AddressValue,
  type ContactType,
} from '@ricordo/shared-design';
import type { BuyerIdentityField, BuyerIdentityValues } from '../../common/forms/BuyerIdentityFields';
import { usernameMessage } from '../registrazione/registration-rules';
import type { UsernameStatus } from '../registrazione/useGeneratedUsername';
import { ACTIVATION_TEXTS } from './activation-texts';

/** spec public §9: a codice fiscale is 16 letters and digits. */
const CF_PATTERN = new RegExp(`^[A-Za-z0-9]{${CF_LENGTH}}$`);

export const APHORISM_MAX = 500;
const AGE_MAX = 130;

export interface ActivationValues extends BuyerIdentityValues {
  qrCode: string;
  secureCode: string;
  /** A partner's notice that becomes the tombstone page. */
  obituaryId: number | null;
  nameTo: string;
  surnameTo: string;
  gender: 'M' | 'F' | null;
  bornDate: string;
  deathDate: string;
  age: string;
  photo: File[];
  aphorism: string;
  graveyardName: string;
  /** The burial place: region, province, comune, CAP (no street). */
  burial: AddressValue;
  coordinates: string;
  /** The newcomer's address (nobody signed in). */
  address: AddressValue;
  username: string;
  usernameStatus: UsernameStatus;
  contactMethod: ContactType | null;
  terms: boolean;
}

export type ActivationField =
  | 'qrCode'
  | 'secureCode'
  | 'obituaryId'
  | 'nameTo'
  | 'surnameTo'
  | 'gender'
  | 'bornDate'
  | 'deathDate'
  | 'age'
  | 'photo'
  | 'aphorism'
  | 'graveyardName'
  | 'burial'
  | 'coordinates'
  | BuyerIdentityField
  | 'address'
  | 'username'
  | 'contactMethod'
  | 'terms';

export type ActivationErrors = Partial<Record<ActivationField, string>> & {
  burialFields?: AddressErrors;
  addressFields?: AddressErrors;
};

/** Form order, for focusing the first field in error. */
export const ACTIVATION_FIELD_ORDER: readonly ActivationField[] = [
  'qrCode',
  'secureCode',
  'obituaryId',
  'nameTo',
  'surnameTo',
  'gender',
  'bornDate',
  'deathDate',
  'age',
  'photo',
  'aphorism',
  'graveyardName',
  'burial',
  'coordinates',
  'name',
  'surname',
  'email',
  'telephone',
  'cf',
  'address',
  'username',
  'contactMethod',
  'terms',
];

export const EMPTY_ACTIVATION: ActivationValues = {
  qrCode: '',
  secureCode: '',
  obituaryId: null,
  nameTo: '',
  surnameTo: '',
  gender: null,
  bornDate: '',
  deathDate: '',
  age: '',
  photo: [],
  aphorism: '',
  graveyardName: '',
  burial: EMPTY_ADDRESS,
  coordinates: '',
  name: '',
  surname: '',
  email: '',
  telephone: '',
  cf: '',
  address: EMPTY_ADDRESS,
  username: '',
  usernameStatus: 'empty',
  contactMethod: null,
  terms: false,
};

/** A plaque code as typed from the plaque: spaces and dashes dropped, upper case. */
export function normalizeCode(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

const COORDINATES = /^(-?\d{1,2}(?:\.\d{1,8})?)\s*[,;]\s*(-?\d{1,3}(?:\.\d{1,8})?)$/;

export function coordinatesProblem(text: string): string | null {
  const match = COORDINATES.exec(text.trim());
  if (!text.trim()) return null;
  if (!match || Math.abs(Number(match[1])) > 90 || Math.abs(Number(match[2])) > 180)
    return ACTIVATION_TEXTS.coordinatesInvalid;
  return null;
}

function firstOf(errors: AddressErrors): string | undefined {
  return Object.values(errors).find(Boolean);
}

/** The burial place (spec panels §5 "Address"): region, then province, then comune; the CAP comes with it. */
export function validateBurial(place: AddressValue): AddressErrors {
  const errors: AddressErrors = {};
  if (place.region === null) errors.region = MESSAGES.choiceRequired;
  if (place.province === null)
    errors.province = place.region === null ? MESSAGES.selectRegionFirst : MESSAGES.choiceRequired;
  if (place.location === null)
    errors.location = place.province === null ? MESSAGES.selectProvinceFirst : MESSAGES.choiceRequired;
  return errors;
}

/** The rules of the form; `signedIn`: the owner is the session's account (no owner fields). */
export function validateActivation(
  values: ActivationValues,
  signedIn: boolean,
  today: string,
): ActivationErrors {
  const errors: ActivationErrors = {};
  const set = (field: ActivationField, message: string | null | undefined) => {
    if (message && !errors[field]) errors[field] = message;
  };
  set('qrCode', required(values.qrCode));
  set('secureCode', required(values.secureCode));
  set('nameTo', required(values.nameTo));
  set('surnameTo', required(values.surnameTo));
  if (!values.gender) set('gender', MESSAGES.choiceRequired);
  for (const field of ['bornDate', 'deathDate'] as const) {
    const value = values[field];
    if (value && (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value > today))
      set(field, ACTIVATION_TEXTS.dateInvalid);
  }
  if (values.bornDate && values.deathDate && values.deathDate < values.bornDate)
    set('deathDate', ACTIVATION_TEXTS.deathBeforeBirth);
  const age = values.age.trim();
  if (age && (!/^\d{1,3}$/.test(age) || Number(age) > AGE_MAX)) set('age', MESSAGES.invalid);
  if (values.aphorism.trim().length > APHORISM_MAX) set('aphorism', ACTIVATION_TEXTS.aphorismTooLong);
  const burial = validateBurial(values.burial);
  if (firstOf(burial)) {
    errors.burialFields = burial;
    set('burial', firstOf(burial));
  }
  set('coordinates', coordinatesProblem(values.coordinates));

  if (!signedIn) {
    set('name', required(values.name));
    set('surname', required(values.surname));
    if (values.name.trim() && values.surname.trim())
      set('username', values.username ? usernameMessage(values.usernameStatus) : MESSAGES.usernameTooShort);
    if (!values.email.trim() && !values.telephone.trim()) {
      set('email', MESSAGES.emailOrPhoneToRegister);
    } else {
      set('email', emailRule(values.email));
      set('telephone', phone(values.telephone));
    }
    const italian = values.address.nationID === ITALY_NATION_ID;
    if (values.cf.trim() && !CF_PATTERN.test(values.cf.trim())) set('cf', ACTIVATION_TEXTS.cfInvalid);
    else if (!values.cf.trim() && italian) set('cf', MESSAGES.required);
    const address = validateAddress(values.address);
    if (firstOf(address)) {
      errors.addressFields = address;
      set('address', firstOf(address));
    }
    if (!values.contactMethod) set('contactMethod', MESSAGES.choiceRequired);
  }
  if (!values.terms) set('terms', MESSAGES.termsRequired);
  return errors;
}

const id = (value: number | null) => (value === null ? '' : String(value));

/**
 * The multipart body, in the form's order with the photo last (the server streams the file after reading
 * the fields). A signed-in owner sends no owner fields: the server takes the account.
 */
export function activationFormData(values: ActivationValues, signedIn: boolean): FormData {
  const form = new FormData();
  const put = (name: string, value: string) => {
    if (value !== '') form.append(name, value);
  };
  put('qrCode', normalizeCode(values.qrCode));
  put('secureCode', normalizeCode(values.secureCode));
  if (values.obituaryId !== null) put('obituaryID', String(values.obituaryId));
  put('nameTo', values.nameTo.trim());
  put('surnameTo', values.surnameTo.trim());
  put('gender', values.gender ?? '');
  put('bornDate', values.bornDate);
  put('deathDate', values.deathDate);
  put('age', values.age.trim());
  put('aphorism', values.aphorism.trim());
  put('graveyardName', values.graveyardName.trim());
  put('graveyardRegion', id(values.burial.region));
  put('graveyardProvince', id(values.burial.province));
  put('graveyardCity', id(values.burial.location));
  put('graveyardCap', values.burial.cap ?? '');
  put('graveyardAddress', values.coordinates.trim());
  if (!signedIn) {
    put('name', values.name.trim());
    put('surname', values.surname.trim());
    put('username', values.username);
    put('email', values.email.trim());
    put('telephone', values.telephone);
    put('contact-method', values.contactMethod ?? '');
    put('cf', values.cf.trim().toUpperCase());
    put('nationality', String(values.address.nationID));
    if (values.address.nationID === ITALY_NATION_ID) {
      put('region', id(values.address.region));
      put('province', id(values.address.province));
      put('location', id(values.address.location));
      put('cap', values.address.cap ?? '');
      put('route', values.address.address.trim());
      put('civic', values.address.number.trim());
    } else put('complete_address', values.address.completeAddress.trim());
  }
  put('terms', values.terms ? '1' : '0');
  const [photo] = values.photo;
  if (photo) form.append('photo', photo, photo.name);
  return form;
}

/** The server's field names (docs/contracts.md "Plaques") → the form's fields. */
const SERVER_FIELDS: Record<string, ActivationField> = {
  qrCode: 'qrCode',
  secureCode: 'secureCode',
  obituaryID: 'obituaryId',
  nameTo: 'nameTo',
  surnameTo: 'surnameTo',
  gender: 'gender',
  bornDate: 'bornDate',
  deathDate: 'deathDate',
  age: 'age',
  aphorism: 'aphorism',
  photo: 'photo',
  graveyardName: 'graveyardName',
  graveyardAddress: 'coordinates',
  name: 'name',
  surname: 'surname',
  username: 'username',
  email: 'email',
  telephone: 'telephone',
  'contact-method': 'contactMethod',
  cf: 'cf',
  terms: 'terms',
};

const BURIAL_PARTS: Record<string, keyof AddressValue> = {
  graveyardRegion: 'region',
  graveyardProvince: 'province',
  graveyardCity: 'location',
  graveyardCap: 'cap',
};

const ADDRESS_PARTS: Record<string, keyof AddressValue> = {
  nationality: 'nationID',
  region: 'region',
  province: 'province',
  location: 'location',
  cap: 'cap',
  route: 'address',
  civic: 'number',
  complete_address: 'completeAddress',
};

/** `data.fields` of a refusal as the form's errors (burial and address parts under their sub-fields). */
export function errorsOfServerFields(fields: Readonly<Record<string, string>>): ActivationErrors {
  const errors: ActivationErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = SERVER_FIELDS[key];
    if (field) {
      errors[field] ??= message;
    } else if (BURIAL_PARTS[key]) {
      errors.burialFields = { ...errors.burialFields, [BURIAL_PARTS[key]]: message };
      errors.burial ??= message;
    } else if (ADDRESS_PARTS[key]) {
      errors.addressFields = { ...errors.addressFields, [ADDRESS_PARTS[key]]: message };
      errors.address ??= message;
    }
  }
  return errors;
}

/** The ids of the fields, so that a refusal focuses the first one in error. */
export const FIELD_IDS: Record<ActivationField, string> = {
  qrCode: 'act-qrcode',
  secureCode: 'act-secure-code',
  obituaryId: 'act-obituary',
  nameTo: 'act-name-to',
  surnameTo: 'act-surname-to',
  gender: 'act-gender',
  bornDate: 'act-born',
  deathDate: 'act-death',
  age: 'act-age',
  photo: 'act-photo',
  aphorism: 'act-aphorism',
  graveyardName: 'act-graveyard-name',
  burial: 'act-burial',
  coordinates: 'act-coordinates',
  name: 'act-name',
  surname: 'act-surname',
  email: 'act-email',
  telephone: 'act-telephone',
  cf: 'act-cf',
  address: 'act-address',
  username: 'act-username',
  contactMethod: 'act-contact-method',
  terms: 'act-terms',
};

/** The AddressPicker's sub-field ids, in its order. */
const PICKER_PARTS: Array<[keyof AddressErrors, string]> = [
  ['nationID', 'nationality'],
  ['region', 'region'],
  ['province', 'province'],
  ['location', 'city'],
  ['cap', 'cap'],
  ['address', 'address'],
  ['number', 'number'],
  ['completeAddress', 'complete-address'],
];

export function focusField(field: ActivationField, errors: ActivationErrors): void {
  const parts = field === 'burial' ? errors.burialFields : field === 'address' ? errors.addressFields : null;
  const part = parts ? PICKER_PARTS.find(([key]) => parts[key]) : undefined;
  const element = document.getElementById(part ? `${FIELD_IDS[field]}-${part[1]}` : FIELD_IDS[field]);
  if (!element) return;
  element.scrollIntoView?.({ block: 'center' });
  if (element.matches('input, select, textarea')) element.focus();
  else element.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled])')?.focus();
}

/** Today in Rome as 'YYYY-MM-DD' (the date inputs' own format). */
export function todayInRome(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}
