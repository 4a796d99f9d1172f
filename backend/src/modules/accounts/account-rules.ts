import { AccountErrors, AccountMessages } from './accounts.errors';
import { CF_LENGTH, PASSWORD_MAX, PASSWORD_MIN, PHONE_MAX, USERNAME_MIN } from '../../common/spec-limits';

// The account rules of spec public §5 / §9 and panels §5, as pure functions. The browser has the same rules
// in shared-design's forms/rules.ts for comfort; these are the ones that count. The limits themselves
// (USERNAME_MIN, CF_LENGTH, PHONE_MAX, PASSWORD_MIN/MAX) are the spec's, read from common/spec-limits.

/** The users.username column holds 64; suggestions stay well under it. */
export const USERNAME_MAX = 64;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
/** Promotion code (spec public §3 "agent"): free text, bounded by its column. */
export const AGENT_MAX = 50;
/** Italy in the countries table (spec: default nationality code 105). */
export const ITALY = 105;
export const DEFAULT_DIAL_CODE = '39';
/**
 * Digits of the national number. The spec gives several bounds: "registration bound 4 to 12" and "longer
 * than 4 and shorter than 12" (public §5, §9), "max 12 in the number box" (panels §5), and a phone is
 * usable as contact method only with "6 or more digits" (public §4, §9). A registration phone is a contact
 * method, so it needs at least 6 digits; 12 (PHONE_MAX) is the number box's limit. (Forms that only store
 * a phone, such as the activation form, ask 9: that is their rule, not the account's.)
 */
export const PHONE_DIGITS_MIN = 6;
/** Zones a user may follow; the panel's picker adds rows one by one, so this is generous. */
export const MAX_ZONES = 20;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** The e-mail in its stored form (trimmed, lower case), or null when it is not a plausible address. */
export function normalizeEmail(raw: string): string | null {
  const text = raw.trim().toLowerCase();
  return text.length <= EMAIL_MAX && EMAIL.test(text) ? text : null;
}

/**
 * The phone in its stored form '+{dial}-{digits}' (spec panels §3), or null when it is not a phone.
 * Accepts what the kit's PhoneField sends ('+39-3331234567') and a bare national number, which counts as
 * Italian; spaces, dots, brackets and slashes inside are ignored.
 */
export function normalizeTelephone(raw: string): string | null {
  const text = raw.trim().replace(/[\s.()/]/g, '');
  let dial = DEFAULT_DIAL_CODE;
  let digits: string;
  const withDial = /^\+(\d{1,4})-(\d+)$/.exec(text);
  if (withDial) [, dial, digits] = withDial;
  else if (/^\+39\d+$/.test(text)) digits = text.slice(3);
  else if (/^\d+$/.test(text)) digits = text;
  else return null;
  if (digits.length < PHONE_DIGITS_MIN || digits.length > PHONE_MAX) return null;
  return `+${dial}-${digits}`;
}

/**
 * 'Errore l'username deve contenere almeno 6 caratteri' (or the panels' `tooShort` text) or 'Campo non
 * valido' (letters and digits only).
 */
export function usernameProblem(
  username: string,
  tooShort: string = AccountMessages.usernameTooShort,
): string | null {
  if (username.length < USERNAME_MIN) return tooShort;
  if (username.length > USERNAME_MAX || !/^[A-Za-z0-9]+$/.test(username)) return AccountMessages.invalid;
  return null;
}

/** spec public §5: at least 8 characters; DESIGN "Security": at most 128. Spaces count. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return AccountMessages.passwordTooShort;
  if (password.length > PASSWORD_MAX) return AccountMessages.passwordTooLong;
  return null;
}

/** The codice fiscale upper case, or null unless it is 16 letters and digits (spec: "CF 16"). */
export function normalizeCf(raw: string): string | null {
  const text = raw.trim().toUpperCase();
  return new RegExp(`^[A-Z0-9]{${CF_LENGTH}}$`).test(text) ? text : null;
}

/**
 * The username suggested from name and surname (spec public §5): lower case, accents dropped, everything
 * but letters and digits removed. Matches deriveUsername of the kit.
 */
export function usernameBase(name: string, surname: string): string {
  return `${name}${surname}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 40);
}

/** Collects field messages and throws them all at once (400 VALIDATION_FAILED with data.fields). */
export class FieldProblems {
  private readonly fields: Record<string, string> = {};

  add(field: string, message: string): void {
    this.fields[field] ??= message;
  }

  has(field: string): boolean {
    return field in this.fields;
  }

  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0) throw AccountErrors.fields(this.fields);
  }
}

/** A trimmed text, or null when absent or blank. */
export function present(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}
