// The /partner form's values, its checks (spec public §5 "Partner"; the server checks again) and the
// multipart body of POST /api/partners/sendform/partner.
import {
  EMPTY_ADDRESS,
  ITALY_NATION_ID,
  MESSAGES,
  PHONE_MIN,
  cf,
  email,
  phone,
  required,
  validateAddress,
  type AddressErrors,
  type AddressValue,
} from '@ricordo/shared-design';
import { usernameMessage } from '../registrazione/registration-rules';
import type { UsernameStatus } from '../registrazione/useGeneratedUsername';
import { PARTNER_TEXTS as T } from './partner-texts';

export interface PartnerValues {
  name: string;
  type: 'partner' | 'gestorelampade';
  pi: string;
  sdi: string;
  cf: string;
  address: AddressValue;
  email: string;
  phone: string;
  altPhone: string;
  website: string;
  description: string;
  logo: File[];
  images: File[];
  video: File[];
  terms: boolean;
}

export const EMPTY_PARTNER: PartnerValues = {
  name: '',
  type: 'partner',
  pi: '',
  sdi: '',
  cf: '',
  address: EMPTY_ADDRESS,
  email: '',
  phone: '',
  altPhone: '',
  website: '',
  description: '',
  logo: [],
  images: [],
  video: [],
  terms: false,
};

export type PartnerField =
  | 'name'
  | 'pi'
  | 'sdi'
  | 'cf'
  | 'address'
  | 'email'
  | 'phone'
  | 'altPhone'
  | 'website'
  | 'username'
  | 'terms';

/** In the order of the form: the first with a problem gets the focus. */
export const FIELD_ORDER: PartnerField[] = [
  'name',
  'pi',
  'sdi',
  'cf',
  'address',
  'email',
  'phone',
  'altPhone',
  'website',
  'username',
  'terms',
];

export const FIELD_IDS: Record<PartnerField, string> = {
  name: 'partner-name',
  pi: 'partner-pi',
  sdi: 'partner-sdi',
  cf: 'partner-cf',
  address: 'partner-address',
  email: 'partner-email',
  phone: 'partner-phone',
  altPhone: 'partner-alt-phone',
  website: 'partner-website',
  username: 'partner-username',
  terms: 'partner-terms',
};

export type PartnerErrors = Partial<Record<PartnerField, string>> & { addressFields?: AddressErrors };

export function validatePartner(
  values: PartnerValues,
  username: string,
  usernameStatus: UsernameStatus,
): PartnerErrors {
  const errors: PartnerErrors = {};
  const set = (field: PartnerField, message: string | null) => {
    if (message && !errors[field]) errors[field] = message;
  };
  set('name', required(values.name));
  set('pi', required(values.pi));
  set('sdi', required(values.sdi));
  // CF: may stay empty; when given, 16 characters for an Italian company.
  if (values.cf.trim() && values.address.nationID === ITALY_NATION_ID) set('cf', cf(values.cf));
  const address = validateAddress(values.address);
  if (Object.keys(address).length > 0) {
    errors.addressFields = address;
    set('address', Object.values(address)[0] ?? MESSAGES.addressIncomplete);
  }
  if (!values.email.trim() && !values.phone.trim()) {
    set('email', T.contactRequired);
    set('phone', T.contactRequired);
  }
  set('email', email(values.email));
  set('phone', phone(values.phone, { min: PHONE_MIN }));
  set('altPhone', phone(values.altPhone, { min: PHONE_MIN }));
  set('username', username ? usernameMessage(usernameStatus) : MESSAGES.usernameTooShort);
  if (!values.terms) set('terms', MESSAGES.termsRequired);
  return errors;
}

export function hasNoMedia(values: PartnerValues): boolean {
  return values.logo.length + values.images.length + values.video.length === 0;
}

export function partnerFormData(values: PartnerValues, username: string, altcha: string): FormData {
  const form = new FormData();
  const put = (name: string, value: string) => form.set(name, value);
  put('name', values.name.trim());
  put('type', values.type);
  put('username', username);
  put('pi', values.pi.trim());
  put('sdi', values.sdi.trim());
  put('cf', values.cf.trim());
  put('email', values.email.trim());
  put('phone', values.phone);
  put('altPhone', values.altPhone);
  put('website', values.website.trim());
  put('description', values.description.trim());
  put('nationality', String(values.address.nationID));
  if (values.address.nationID === ITALY_NATION_ID) {
    put('region', values.address.region === null ? '' : String(values.address.region));
    put('province', values.address.province === null ? '' : String(values.address.province));
    put('location', values.address.location === null ? '' : String(values.address.location));
    put('cap', values.address.cap ?? '');
    put('route', values.address.address.trim());
    put('civic', values.address.number.trim());
  } else put('complete_address', values.address.completeAddress.trim());
  put('terms', values.terms ? 'true' : '');
  put('altcha', altcha);
  // Text fields first: the server reads them before the files stream in.
  for (const file of values.logo) form.append('logo', file);
  for (const file of values.images) form.append('images', file);
  for (const file of values.video) form.append('video', file);
  return form;
}

/** The field a refusal's errorCode points at (spec public §8 "Partner": USER, EMAIL; also VAT, TELEPHONE). */
export function fieldOfErrorCode(code: string | null | undefined): PartnerField | null {
  if (!code) return null;
  if (code.includes('USER')) return 'username';
  if (code.includes('EMAIL')) return 'email';
  if (code.includes('VAT')) return 'pi';
  if (code.includes('TELEPHONE')) return 'phone';
  return null;
}
