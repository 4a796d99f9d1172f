import { CommonErrors, CommonMessages } from '../../../common/app-error';
import {
  MANIFEST_BLOCKS,
  type ManifestBlockName,
  type ManifestTextBlock,
  type ManifestTexts,
} from '../manifest-texts';
import { MANIFESTO_BACKGROUNDS } from './manifesto-assets';
import type { ManifestoData } from './manifesto.service';

/** The multipart field of each block (the forms' names, spec panels §3 first_sentence … announce). */
const BLOCK_FIELDS: Record<ManifestBlockName, string> = {
  firstSentence: 'first_sentence',
  family: 'family',
  thanks: 'thanks',
  funeralInfo: 'funeral_info',
  announce: 'announce',
};
const MAX_BLOCK_CHARS = 2000;
const MAX_NAME_CHARS = 100;

/**
 * createManifest's fields (spec panels §7: name, surname, gender, age, bg, publish_date, the text blocks;
 * the forms' admin-add-* names are taken too) as the renderer's data; every problem at once, in Italian
 * (400 VALIDATION_FAILED with `fields`).
 */
export function manifestoFormData(fields: Record<string, string>, photo: Buffer | null): ManifestoData {
  const problems: Record<string, string> = {};
  const value = (...names: string[]) => {
    for (const name of names) {
      const text = fields[name]?.trim();
      if (text) return { name, text };
    }
    return { name: names[0], text: '' };
  };
  const required = (...names: string[]) => {
    const found = value(...names);
    if (!found.text) problems[found.name] = CommonMessages.required;
    else if (found.text.length > MAX_NAME_CHARS) problems[found.name] = CommonMessages.invalid;
    return found.text;
  };
  const name = required('name', 'admin-add-name');
  const surname = required('surname', 'admin-add-surname');
  const gender = value('gender', 'admin-add-gender');
  if (!gender.text) problems[gender.name] = CommonMessages.required;
  else if (!['M', 'F'].includes(gender.text.toUpperCase())) problems[gender.name] = CommonMessages.invalid;

  const ageField = value('age', 'admin-add-age');
  let age: number | null = null;
  if (ageField.text) {
    if (/^\d{1,3}$/.test(ageField.text) && Number(ageField.text) <= 150) age = Number(ageField.text);
    else problems[ageField.name] = CommonMessages.invalid;
  }

  const bgField = value('bg');
  let bg: number | null = null;
  if (bgField.text) {
    bg = Number(bgField.text);
    if (!MANIFESTO_BACKGROUNDS.some((entry) => entry.ID === bg)) problems.bg = CommonMessages.invalid;
  }

  const dateField = value('publish_date');
  let publishDate = new Date();
  if (dateField.text) {
    if (/^\d{1,11}$/.test(dateField.text)) publishDate = new Date(Number(dateField.text) * 1000);
    else problems.publish_date = CommonMessages.invalid;
  }

  const texts = {} as ManifestTexts;
  for (const block of MANIFEST_BLOCKS) {
    const field = BLOCK_FIELDS[block];
    const parsed = blockOf(fields[field]);
    if (!parsed || parsed.value.length > MAX_BLOCK_CHARS) problems[field] = CommonMessages.invalid;
    texts[block] = parsed ?? { value: '', bold: false, red: false };
  }

  if (Object.keys(problems).length > 0) throw CommonErrors.validation(problems);
  return {
    name,
    surname,
    gender: gender.text.toUpperCase(),
    age,
    photo,
    bg,
    texts,
    publishDate,
    deceasedId: null,
  };
}

/** A block sent as JSON {value, bold, red} or as plain text; null when the JSON is malformed. */
function blockOf(raw: string | undefined): ManifestTextBlock | null {
  const text = raw ?? '';
  if (!text.trim().startsWith('{')) return { value: text.trim(), bold: false, red: false };
  try {
    const parsed = JSON.parse(text) as { value?: unknown; bold?: unknown; red?: unknown };
    if (typeof parsed.value !== 'string') return null;
    return { value: parsed.value.trim(), bold: parsed.bold === true, red: parsed.red === true };
  } catch {
    return null;
  }
}
