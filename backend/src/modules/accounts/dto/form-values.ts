import type { TransformFnParams } from 'class-transformer';

// The spec's forms post application/x-www-form-urlencoded (spec public §7), where every value is text; the
// same fields may also come as JSON. These transforms accept both before validation.

const TRUE_WORDS = ['true', '1', 'on', 'yes'];
const FALSE_WORDS = ['false', '0', 'off', 'no', ''];

/** 'true' / '1' / 'on' → true, 'false' / '0' / '' → false; anything else stays as is (and fails IsBoolean). */
export function toBoolean({ value }: TransformFnParams): unknown {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.includes(word)) return true;
    if (FALSE_WORDS.includes(word)) return false;
  }
  return value;
}

/** A list sent as a JSON string (spec: notificationList "JSON array of zones") or as a real array. */
export function toJsonList({ value }: TransformFnParams): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return [];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * A whole number sent as text ('105') or number; an empty text is no value (a select left empty); anything
 * else stays as is (and fails IsInt).
 */
export function toInteger({ value }: TransformFnParams): unknown {
  if (typeof value === 'string' && value.trim() === '') return undefined;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) return Number(value.trim());
  return value;
}
