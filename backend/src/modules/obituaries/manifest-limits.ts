import { maxLength } from 'class-validator';
import type { ManifestBlockName, ManifestTextBlock } from './manifest-texts';

/**
 * One limit per manifesto field, declared once and read by both checks: the preview
 * (createManifest, manifesto/manifesto-form.ts) and the save forms (forms/dto/obituary-form.dto.ts and
 * forms/obituary-form-rules.ts), so a notice that can be saved can be previewed and the other way round.
 * The spec gives no number; the text blocks keep the save forms' 4000. Lengths are counted as
 * class-validator's MaxLength counts them (an emoji is one character) on the field as sent.
 */
export const MANIFEST_FIELD_MAX = {
  name: 100,
  surname: 100,
  gender: 1,
  age: 3,
  bg: 4,
  publish_date: 12,
} as const;

/** The form field of each block (spec panels §3 first_sentence … announce). */
export const MANIFEST_BLOCK_FIELDS: Record<ManifestBlockName, string> = {
  firstSentence: 'first_sentence',
  family: 'family',
  thanks: 'thanks',
  funeralInfo: 'funeral_info',
  announce: 'announce',
};

/** A text block's value (what is typed and printed), trimmed. */
export const MANIFEST_BLOCK_MAX_CHARS = 4000;
/** A block's field as sent: the JSON {value, bold, red} of a value at its limit, every character escaped. */
export const MANIFEST_BLOCK_FIELD_MAX = MANIFEST_BLOCK_MAX_CHARS * 6 + 64;

/** Whether a field as sent is within its limit (an absent field is). */
export function withinLimit(raw: string | undefined, max: number): boolean {
  return raw === undefined || maxLength(raw, max);
}

/**
 * One block field, JSON {value, bold, red} or plain text, as the block; null when it cannot be one
 * (malformed JSON, a value that is not a string, past its limit).
 */
export function manifestBlockOf(raw: string | undefined): ManifestTextBlock | null {
  const text = raw ?? '';
  if (!withinLimit(text, MANIFEST_BLOCK_FIELD_MAX)) return null;
  let block: ManifestTextBlock = { value: text.trim(), bold: false, red: false };
  if (block.value.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as { value?: unknown; bold?: unknown; red?: unknown };
      if (typeof parsed.value !== 'string') return null;
      block = { value: parsed.value.trim(), bold: parsed.bold === true, red: parsed.red === true };
    } catch {
      return null;
    }
  }
  return maxLength(block.value, MANIFEST_BLOCK_MAX_CHARS) ? block : null;
}
