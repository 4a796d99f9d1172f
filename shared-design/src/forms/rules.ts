/**
 * Form rules shared by every form (spec public §5, panels §5). Each rule is a pure function that returns
 * the Italian message to show under the field, or null when the value is acceptable.
 *
 * Format rules (`email`, `username`, …) accept an empty value: whether a field may be empty is the job
 * of `required`. Combine them with `check(value, required, email)`.
 * The server checks every rule again; these are for the visitor's comfort.
 */
import { MESSAGES } from '../messages';

export type Rule = (value: string) => string | null;

export const USERNAME_MIN = 6;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const CF_LENGTH = 16;
/** spec public §9: phone minimum 9 digits; panels §5: at most 12 in the number box. */
export const PHONE_MIN = 9;
export const PHONE_MAX = 12;

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** 'Campo obbligatorio' for an empty string, null, undefined, false (unticked box) or empty list. */
export function required(value: unknown): string | null {
  return isBlank(value) ? MESSAGES.required : null;
}

/** The first message of the rules, in order, or null. */
export function check(value: string, ...rules: Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** 'Campo non valido' unless a plausible e-mail address. */
export function email(value: string): string | null {
  if (isBlank(value)) return null;
  const text = value.trim();
  return text.length <= 254 && EMAIL.test(text) ? null : MESSAGES.invalid;
}

/** Letters and digits only, at least 6 (spec public §5). */
export function username(value: string): string | null {
  if (isBlank(value)) return null;
  const text = value.trim();
  if (text.length < USERNAME_MIN) return MESSAGES.usernameTooShort;
  return /^[A-Za-z0-9]+$/.test(text) ? null : MESSAGES.invalid;
}

/** At least 8 characters (spec), at most 128 (DESIGN.md "Security"). Spaces count: they are not trimmed. */
export function password(value: string): string | null {
  if (value === '' || value === null || value === undefined) return null;
  if (value.length < PASSWORD_MIN) return MESSAGES.passwordTooShort;
  if (value.length > PASSWORD_MAX) return MESSAGES.passwordTooLong;
  return null;
}

/** 'Le password non coincidono' when the confirmation differs. */
export function passwordsMatch(first: string, second: string): string | null {
  return first === second ? null : MESSAGES.passwordsDoNotMatch;
}

/** Codice fiscale: 16 letters and digits (spec: "CF 16 characters"). */
export function cf(value: string): string | null {
  if (isBlank(value)) return null;
  return new RegExp(`^[A-Za-z0-9]{${CF_LENGTH}}$`).test(value.trim()) ? null : MESSAGES.invalid;
}

export interface PhoneOptions {
  /** Fewest digits of the number (without dial code). 9 by default; 8 for condolences, 6 for the contact method. */
  min?: number;
  /** Most digits of the number (without dial code). 12 by default. */
  max?: number;
}

/** The national number of '+39-3331234567', '+39 333 1234567' or '3331234567'; null if not a phone. */
export function phoneDigits(value: string): string | null {
  const text = value.replace(/[\s.()/]/g, '');
  const withDialCode = /^\+\d{1,4}-(\d+)$/.exec(text);
  if (withDialCode) return withDialCode[1];
  if (/^\+39\d+$/.test(text)) return text.slice(3);
  if (/^\d+$/.test(text)) return text;
  return null;
}

/** 'Numero di telefono non valido' unless digits only, within the spec's limits. */
export function phone(value: string, options: PhoneOptions = {}): string | null {
  if (isBlank(value)) return null;
  const { min = PHONE_MIN, max = PHONE_MAX } = options;
  const digits = phoneDigits(value);
  if (digits === null || digits.length < min || digits.length > max) return MESSAGES.phoneInvalid;
  return null;
}

/**
 * The username suggested from name and surname (spec public §5): lower case, accents dropped
 * ('Niccolò' → 'niccolo'), every other non-alphanumeric character removed.
 */
export function deriveUsername(name: string, surname = ''): string {
  return `${name ?? ''}${surname ?? ''}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** spec panels §9: photos and videos under 15,000,000 bytes (the partner page allows a 200 MB video). */
export const MAX_PHOTO_BYTES = 15_000_000;
export const MAX_VIDEO_BYTES = 15_000_000;
export const PHOTO_EXTENSIONS = ['png', 'jpeg', 'jpg', 'bmp', 'gif'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'avi', 'm4v'] as const;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A chosen photo: 'Formato del file non valido' or 'la dimensione massima supportata e` di 15MB'. */
export function photoFile(
  file: Pick<File, 'name' | 'size'> | null | undefined,
  maxBytes = MAX_PHOTO_BYTES,
): string | null {
  if (!file) return null;
  if (!(PHOTO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return MESSAGES.fileFormatInvalid;
  return file.size > maxBytes ? MESSAGES.fileTooLarge : null;
}

/** A chosen video: 'Formato video non valido' or 'Il video non puo superare 15MB'. */
export function videoFile(
  file: Pick<File, 'name' | 'size'> | null | undefined,
  maxBytes = MAX_VIDEO_BYTES,
): string | null {
  if (!file) return null;
  if (!(VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return MESSAGES.videoFormatInvalid;
  return file.size > maxBytes ? MESSAGES.videoTooLarge : null;
}
