import { CommonErrors, CommonMessages } from '../../../common/app-error';
import { MANIFEST_BLOCK_FIELDS, MANIFEST_FIELD_MAX, manifestBlockOf, withinLimit } from '../manifest-limits';
import { MANIFEST_BLOCKS, type ManifestTexts } from '../manifest-texts';
import { MANIFESTO_BACKGROUNDS } from './manifesto-assets';
import type { ManifestoData } from './manifesto.service';

/**
 * createManifest's fields (spec panels §7: name, surname, gender, age, bg, publish_date, the text blocks;
 * the forms' admin-add-* names are taken too) as the renderer's data; every problem at once, in Italian
 * (400 VALIDATION_FAILED with `fields`).
 */
export function manifestoFormData(fields: Record<string, string>, photo: Buffer | null): ManifestoData {
  const problems: Record<string, string> = {};
  /** The first of `names` sent with a text; past the field's limit (as sent) it is a problem. */
  const value = (limit: keyof typeof MANIFEST_FIELD_MAX, ...names: string[]) => {
    for (const name of names) {
      const text = fields[name]?.trim();
      if (!text) continue;
      if (!withinLimit(fields[name], MANIFEST_FIELD_MAX[limit])) problems[name] = CommonMessages.invalid;
      return { name, text };
    }
    return { name: names[0], text: '' };
  };
  const required = (limit: 'name' | 'surname', ...names: string[]) => {
    const found = value(limit, ...names);
    if (!found.text) problems[found.name] = CommonMessages.required;
    return found.text;
  };
  const name = required('name', 'name', 'admin-add-name');
  const surname = required('surname', 'surname', 'admin-add-surname');
  const gender = value('gender', 'gender', 'admin-add-gender');
  if (!gender.text) problems[gender.name] = CommonMessages.required;
  else if (!['M', 'F'].includes(gender.text.toUpperCase())) problems[gender.name] ??= CommonMessages.invalid;

  const ageField = value('age', 'age', 'admin-add-age');
  let age: number | null = null;
  if (ageField.text) {
    if (/^\d{1,3}$/.test(ageField.text) && Number(ageField.text) <= 150) age = Number(ageField.text);
    else problems[ageField.name] ??= CommonMessages.invalid;
  }

  const bgField = value('bg', 'bg');
  let bg: number | null = null;
  if (bgField.text) {
    bg = /^\d{1,4}$/.test(bgField.text) ? Number(bgField.text) : Number.NaN;
    if (!MANIFESTO_BACKGROUNDS.some((entry) => entry.ID === bg)) problems.bg ??= CommonMessages.invalid;
  }

  const dateField = value('publish_date', 'publish_date');
  let publishDate = new Date();
  if (dateField.text) {
    if (/^\d{1,11}$/.test(dateField.text)) publishDate = new Date(Number(dateField.text) * 1000);
    else problems.publish_date ??= CommonMessages.invalid;
  }

  const texts = {} as ManifestTexts;
  for (const block of MANIFEST_BLOCKS) {
    const field = MANIFEST_BLOCK_FIELDS[block];
    const parsed = manifestBlockOf(fields[field]);
    if (!parsed) problems[field] = CommonMessages.invalid;
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
