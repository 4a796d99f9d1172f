/**
 * Form rules shared by every form (spec public §5, panels §5). Each rule is a pure function that returns
 * the Italian message to show under the field, or null when the value is acceptable.
 *
 * Format rules (`email`, `username`, …) accept an empty value: whether a field may be empty is the job
 * of `required`. Combine them with `check(value, required, email)`.
 * The server checks every rule again; these are for the visitor's comfort.
 */
import { MESSAGES } from '../messages';
import {
  CF_LENGTH,
  MAX_PHOTO_BYTES,
  MAX_VIDEO_BYTES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_MAX,
  PHONE_MIN,
  USERNAME_MIN,
} from './limits';

export type Rule = (value: string) => string | null;

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

/** Letters and digits only, at least 6 (spec public §5; the panels' form gives its own too-short text). */
export function username(value: string, tooShort: string = MESSAGES.usernameTooShort): string | null {
  if (isBlank(value)) return null;
  const text = value.trim();
  if (text.length < USERNAME_MIN) return tooShort;
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

/**
 * A photo of a panel form (spec panels §5 "Photos (forms)": deceased, obituary and partner forms): the same
 * extensions and size, with the forms' texts 'Formato immagine non valido, Formati supportati: {cited}' and
 * 'La dimensione massima della foto e` di 15MB'. `cited` are the formats the form names (partner forms name
 * png, jpeg, jpg).
 */
export function formPhotoFile(
  file: Pick<File, 'name' | 'size'> | null | undefined,
  cited: readonly string[] = PHOTO_EXTENSIONS,
  maxBytes = MAX_PHOTO_BYTES,
): string | null {
  if (!file) return null;
  if (!(PHOTO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return MESSAGES.imageFormatInvalid(cited);
  return file.size > maxBytes ? MESSAGES.photoTooLarge : null;
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
