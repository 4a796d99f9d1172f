// The rules and the request of 'Dati account' (spec panels §5 "User data", "Address"; POST /api/account/modify).
import {
  cf as cfRule,
  email as emailRule,
  EMPTY_ADDRESS,
  ITALY_NATION_ID,
  MESSAGES,
  phone as phoneRule,
  roleOf,
  validateAddress,
  type AddressErrors,
  type AddressValue,
  type CallBody,
  type UserData,
} from '@ricordo/shared-design';

export interface AccountFields {
  name: string;
  surname: string;
  email: string;
  /** '+39-3331234567' or ''. */
  telephone: string;
  cf: string;
  address: AddressValue;
}

export type AccountErrors = Partial<Record<'name' | 'surname' | 'email' | 'telephone' | 'cf', string>> & {
  address?: AddressErrors;
};

/** spec panels §5: "number length 5-7 invalid on account modify"; shorter numbers are not phones either. */
export const ACCOUNT_PHONE_MIN_DIGITS = 8;

/** The form's starting values: the session user and the first invoice address (else the first one). */
export function fieldsFromUser(user: UserData): AccountFields {
  const stored = user.addresses.find((item) => item.type === 'invoice') ?? user.addresses[0];
  return {
    name: user.name ?? '',
    surname: user.surname ?? '',
    email: user.email ?? '',
    telephone: user.telephone ?? '',
    cf: user.cf ?? '',
    address: stored
      ? {
          nationID: stored.nationID || ITALY_NATION_ID,
          region: stored.region,
          province: stored.province,
          location: stored.location,
          cap: stored.cap,
          address: stored.address ?? '',
          number: stored.number ?? '',
          completeAddress: stored.completeAddress ?? '',
        }
      : { ...EMPTY_ADDRESS },
  };
}

/**
 * spec panels §5: the CF is required of an Italian client; a partner (and the admin) may leave it empty, as
 * the server allows.
 */
export function cfRequiredFor(user: UserData, fields: AccountFields): boolean {
  return roleOf(user) === 'client' && fields.address.nationID === ITALY_NATION_ID;
}

/** Client-side checks with the spec's messages; an empty object when the form may be sent. */
export function validateAccount(fields: AccountFields, options: { cfRequired: boolean }): AccountErrors {
  const errors: AccountErrors = {};
  if (!fields.name.trim()) errors.name = MESSAGES.required;
  if (!fields.surname.trim()) errors.surname = MESSAGES.required;
  const mail = fields.email.trim();
  if (mail && emailRule(mail)) errors.email = MESSAGES.mailInvalid;
  if (fields.telephone) {
    const invalid = phoneRule(fields.telephone, { min: ACCOUNT_PHONE_MIN_DIGITS });
    if (invalid) errors.telephone = invalid;
  }
  if (!mail && !fields.telephone) errors.email = MESSAGES.emailOrPhone;
  // spec panels §5: CF 16 characters, required of Italian clients, not of foreign nationals.
  if (options.cfRequired && !fields.cf.trim()) errors.cf = MESSAGES.required;
  else if (fields.cf.trim() && cfRule(fields.cf)) errors.cf = MESSAGES.invalid;
  const address = validateAddress(fields.address);
  if (Object.keys(address).length > 0) errors.address = address;
  return errors;
}

export function hasErrors(errors: AccountErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The body of POST /api/account/modify, with the spec's field names (route, civic, complete_address). */
export function modifyBody(fields: AccountFields): CallBody<'modifyAccount'> {
  const { address } = fields;
  const italian = address.nationID === ITALY_NATION_ID;
  return {
    name: fields.name.trim(),
    surname: fields.surname.trim(),
    email: fields.email.trim(),
    telephone: fields.telephone,
    cf: fields.cf.trim().toUpperCase(),
    nationality: address.nationID,
    ...(italian
      ? {
          // Checked present by validateAddress before a send.
          region: address.region ?? undefined,
          province: address.province ?? undefined,
          location: address.location ?? undefined,
          cap: address.cap ?? undefined,
          route: address.address.trim(),
          civic: address.number.trim(),
        }
      : { complete_address: address.completeAddress.trim() }),
  };
}

const SERVER_FIELD_NAMES: Record<string, keyof AccountErrors | `address.${keyof AddressValue}`> = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  telephone: 'telephone',
  cf: 'cf',
  nationality: 'address.nationID',
  region: 'address.region',
  province: 'address.province',
  location: 'address.location',
  cap: 'address.cap',
  route: 'address.address',
  civic: 'address.number',
  complete_address: 'address.completeAddress',
};

/**
 * Field errors from a refusal: `ApiError.fields` ({ field: message }, server names) and the conflict codes
 * EMAIL_ALREADY_EXISTS / TELEPHONE_ALREADY_EXISTS (spec public §8: codes mark their field).
 */
export function errorsFromServer(
  fields: Readonly<Record<string, string>>,
  errorCode: string | null,
  message: string,
): AccountErrors {
  const errors: AccountErrors = {};
  for (const [name, text] of Object.entries(fields)) {
    const target = SERVER_FIELD_NAMES[name];
    if (!target) continue;
    if (target.startsWith('address.')) {
      errors.address = { ...errors.address, [target.slice('address.'.length)]: text };
    } else {
      (errors as Record<string, string>)[target] = text;
    }
  }
  if (errorCode?.includes('EMAIL')) errors.email = message;
  if (errorCode?.includes('TELEPHONE')) errors.telephone = message;
  return errors;
}
