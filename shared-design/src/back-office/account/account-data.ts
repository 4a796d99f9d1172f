// The rules and the request of 'Dati account' (spec panels §5 "User data", "Address"; POST /api/account/modify).
import {
  cf as cfRule,
  email as emailRule,
  EMPTY_ADDRESS,
  ITALY_NATION_ID,
  MESSAGES,
  phone as phoneRule,
  roleOf,
  username as usernameRule,
  validateAddress,
  type AddressErrors,
  type AddressValue,
  type CallBody,
  type UserData,
} from '@ricordo/shared-design';

export interface AccountFields {
  username: string;
  name: string;
  surname: string;
  email: string;
  /** '+39-3331234567' or ''. */
  telephone: string;
  cf: string;
  address: AddressValue;
}

export type AccountErrors = Partial<
  Record<'username' | 'name' | 'surname' | 'email' | 'telephone' | 'cf', string>
> & {
  address?: AddressErrors;
};

/** spec panels §5: "number length 5-7 invalid on account modify"; shorter numbers are not phones either. */
export const ACCOUNT_PHONE_MIN_DIGITS = 8;

/** The form's starting values: the session user and the first invoice address (else the first one). */
export function fieldsFromUser(user: UserData): AccountFields {
  const stored = user.addresses.find((item) => item.type === 'invoice') ?? user.addresses[0];
  return {
    username: user.username,
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

/**
 * The username the form would save: trimmed and lower case (as the server stores it), or null when it is
 * the stored one (in any case), so the form neither checks nor sends it.
 */
export function changedUsername(fields: AccountFields, user: UserData): string | null {
  const typed = fields.username.trim().toLowerCase();
  return typed === user.username.toLowerCase() ? null : typed;
}

/** spec panels §5: required, letters and digits, 'L'username deve essere lungo almeno 6 caratteri'. */
export function usernameError(username: string): string | null {
  if (!username) return MESSAGES.required;
  return usernameRule(username, MESSAGES.usernameTooShortPanel);
}

/**
 * Client-side checks with the spec's messages; an empty object when the form may be sent. `username` is
 * the changed username (changedUsername), null when unchanged.
 */
export function validateAccount(
  fields: AccountFields,
  options: { cfRequired: boolean; username: string | null },
): AccountErrors {
  const errors: AccountErrors = {};
  const username = options.username === null ? null : usernameError(options.username);
  if (username) errors.username = username;
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

/**
 * The body of POST /api/account/modify, with the spec's field names (route, civic, complete_address);
 * `username` only when changed (changedUsername), so a form saved unchanged never writes it.
 */
export function modifyBody(fields: AccountFields, username: string | null): CallBody<'modifyAccount'> {
  const { address } = fields;
  const italian = address.nationID === ITALY_NATION_ID;
  return {
    ...(username === null ? {} : { username }),
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
  username: 'username',
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
 * USERNAME_ALREADY_EXISTS / EMAIL_ALREADY_EXISTS / TELEPHONE_ALREADY_EXISTS (spec public §8: codes mark
 * their field).
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
  if (errorCode?.includes('USERNAME')) errors.username = message;
  if (errorCode?.includes('EMAIL')) errors.email = message;
  if (errorCode?.includes('TELEPHONE')) errors.telephone = message;
  return errors;
}
