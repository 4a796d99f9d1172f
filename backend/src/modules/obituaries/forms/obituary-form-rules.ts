import { FieldProblems, present } from '../../accounts/account-rules';
import type { Gender } from '../../deceased/deceased.entity';
import { richTextIsEmpty, sanitizeRichText } from '../../media/rich-text';
import { MANIFEST_BLOCK_FIELDS, manifestBlockOf } from '../manifest-limits';
import { MANIFEST_BLOCKS, type ManifestTexts } from '../manifest-texts';
import { MANIFESTO_BACKGROUNDS } from '../manifesto/manifesto-assets';
import { ObituaryFormMessages as M } from './obituary-forms.errors';

/** The six save forms and the parts of a record each one writes (spec panels §2, §7). */
export const FORM_PARTS = {
  addDeceased: { create: true, tombstone: true, notice: false, memorial: true },
  deceasedAndObituary: { create: true, tombstone: true, notice: true, memorial: true },
  addPoster: { create: true, tombstone: false, notice: true, memorial: false },
  editDeceasedAndObituary: { create: false, tombstone: true, notice: true, memorial: false },
  obituaryModify: { create: false, tombstone: false, notice: true, memorial: false },
  deceasedModify: { create: false, tombstone: true, notice: false, memorial: false },
} as const;
export type FormKind = keyof typeof FORM_PARTS;

export interface PlaceRow {
  /** Position in the list as sent (field keys `referring-place.{at}`). */
  at: number;
  regionId: number;
  provinceId: number;
  locationId: number;
  cap: string | null;
}
export interface FuneralRow extends PlaceRow {
  name: string | null;
}

export interface PersonData {
  name: string;
  surname: string;
  gender: Gender;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  age: number | null;
  aphorism: string | null;
  graveyardName: string | null;
  graveyardRegionId: number;
  graveyardProvinceId: number;
  graveyardLocationId: number;
  graveyardCap: string | null;
  graveyardAddress: string | null;
}

export interface NoticeData {
  funeralPlaces: FuneralRow[];
  funeralDate: string | null;
  obituaryNote: string | null;
  texts: ManifestTexts;
  bg: number | null;
  resetCustom: boolean;
}

export interface ObituaryForm {
  person: PersonData;
  /** undefined: not sent; null: 'Nessuno' (-1); else a partner id (admins only). */
  partnerChoice: number | null | undefined;
  referring: PlaceRow[];
  notice: NoticeData | null;
  /** null: not sent (tombstone-only forms: now, or kept on edits). */
  publishAt: Date | null;
  memorialBio: string | null;
  removePhoto: boolean;
  removeLapidePhoto: boolean;
}

const yes = (raw: string | undefined) => ['1', 'true', 'si', 'on'].includes((raw ?? '').trim().toLowerCase());
const none = (raw: unknown) => raw === undefined || raw === null || raw === '' || raw === '-1' || raw === -1;

/** A positive id from a string or a number; undefined when absent; NaN when not an id. */
function idOf(raw: unknown): number | undefined {
  if (none(raw)) return undefined;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : Number.NaN;
}

/** 'YYYY/MM/DD' or 'YYYY-MM-DD' (a real day) → 'YYYY-MM-DD'; empty or 0000-00-00 → null. */
export function dayOf(raw: string | undefined, field: string, problems: FieldProblems): string | null {
  const text = present(raw);
  if (!text || /^0{4}[-/]0{2}[-/]0{2}$/.test(text) || text === '1970-01-01' || text === '1970/01/01')
    return null;
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(text);
  const day = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  const parsed = new Date(`${day}T00:00:00Z`);
  if (!match || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    problems.add(field, M.invalid);
    return null;
  }
  return day;
}

/**
 * A JSON list of place rows (referring-place, funeral-place): rows with nothing chosen are skipped, a row
 * with only some of region, province and city gets 'Inserisci regione, provincia e città per ogni riga
 * parzialmente compilata'. Index keys are the positions in the list sent.
 */
function placeRows(
  raw: string | undefined,
  field: string,
  problems: FieldProblems,
): Array<{ index: number; row: FuneralRow }> | null {
  const text = present(raw);
  if (!text) return [];
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    list = null;
  }
  if (!Array.isArray(list) || list.length > 50) {
    problems.add(field, M.invalid);
    return null;
  }
  const rows: Array<{ index: number; row: FuneralRow }> = [];
  list.forEach((item: unknown, index) => {
    const row = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const region = idOf(row.region);
    const province = idOf(row.province);
    const location = idOf(row.location ?? row.city);
    const given = [region, province, location].filter((value) => value !== undefined).length;
    const name = typeof row.name === 'string' ? row.name.trim().slice(0, 200) || null : null;
    if (given === 0 && !name) return;
    if (given < 3) return problems.add(`${field}.${index}`, M.partialRow);
    if ([region, province, location].some((value) => Number.isNaN(value)))
      return problems.add(`${field}.${index}`, M.invalid);
    const cap = none(row.cap) ? null : String(row.cap).trim();
    if (cap !== null && !/^\d{5}$/.test(cap)) return problems.add(`${field}.${index}.cap`, M.invalid);
    rows.push({
      index,
      row: { at: index, regionId: region!, provinceId: province!, locationId: location!, cap, name },
    });
  });
  return rows;
}

/**
 * The rules of spec panels §5 "Obituary/deceased" for one form: required name, surname, gender, graveyard
 * region, province and city, publication date (notice forms); the first funeral place row; at least one
 * referring place; complete rows; terms on the add forms; memorial biography and a file. What needs the
 * location tables (region/province/city consistency) is checked by the service after this.
 */
export function checkObituaryForm(
  kind: FormKind,
  fields: Record<string, string | undefined>,
  problems: FieldProblems,
): ObituaryForm {
  const parts = FORM_PARTS[kind];
  const text = (field: string) => present(fields[field]);
  const required = (field: string) => {
    const value = text(field);
    if (!value) problems.add(field, M.required);
    return value ?? '';
  };
  const name = required('admin-add-name');
  const surname = required('admin-add-surname');
  const genderText = required('admin-add-gender').toUpperCase();
  if (genderText && genderText !== 'M' && genderText !== 'F') problems.add('admin-add-gender', M.invalid);

  const graveyard = (field: string) => {
    const id = idOf(fields[field]);
    if (id === undefined) problems.add(field, M.required);
    else if (Number.isNaN(id)) problems.add(field, M.invalid);
    return id === undefined || Number.isNaN(id) ? 0 : id;
  };
  const graveyardRegionId = graveyard('admin-add-graveyard-region');
  const graveyardProvinceId = graveyard('admin-add-graveyard-province');
  const graveyardLocationId = graveyard('admin-add-graveyard-city');
  const capText = none(fields['admin-add-graveyard-cap']) ? null : text('admin-add-graveyard-cap');
  if (capText !== null && !/^\d{5}$/.test(capText)) problems.add('admin-add-graveyard-cap', M.invalid);

  const ageText = text('admin-add-age');
  const age =
    ageText === null ? null : /^\d{1,3}$/.test(ageText) && Number(ageText) <= 150 ? Number(ageText) : -1;
  if (age === -1) problems.add('admin-add-age', M.invalid);

  const person: PersonData = {
    name,
    surname,
    gender: genderText === 'F' ? 'F' : 'M',
    dateOfBirth: dayOf(fields['admin-add-born-date'], 'admin-add-born-date', problems),
    dateOfDeath: dayOf(fields['admin-add-death-date'], 'admin-add-death-date', problems),
    age: age === -1 ? null : age,
    aphorism: text('admin-add-aphorism'),
    graveyardName: text('admin-add-graveyard-name'),
    graveyardRegionId,
    graveyardProvinceId,
    graveyardLocationId,
    graveyardCap: capText,
    graveyardAddress: text('admin-add-graveyard-address'),
  };

  const partnerText = text('partnerid');
  let partnerChoice: number | null | undefined;
  if (partnerText === null) partnerChoice = undefined;
  else if (partnerText === '-1' || partnerText.toLowerCase() === 'nessuno') partnerChoice = null;
  else if (/^\d{1,12}$/.test(partnerText) && Number(partnerText) > 0) partnerChoice = Number(partnerText);
  else problems.add('partnerid', M.invalid);

  const referringRows = placeRows(fields['referring-place'], 'referring-place', problems);
  if (referringRows && referringRows.length === 0 && !problems.has('referring-place'))
    problems.add('referring-place', M.referringRequired);
  const referring = (referringRows ?? []).map(({ row: { name: _name, ...place } }) => place);

  let notice: NoticeData | null = null;
  let publishAt: Date | null = null;
  const publishText = text('publish_date');
  if (publishText !== null) {
    if (/^\d{1,11}$/.test(publishText)) publishAt = new Date(Number(publishText) * 1000);
    else problems.add('publish_date', M.invalid);
  } else if (parts.notice && parts.create) problems.add('publish_date', M.required);

  // The full edit writes the notice of a record that has one (its stored fields are laid under the sent
  // ones) or that is sent one; a tombstone without a notice is edited as a tombstone.
  const noticeSent = MANIFEST_BLOCKS.some((block) => fields[MANIFEST_BLOCK_FIELDS[block]] !== undefined);
  if (parts.notice && (parts.create || !parts.tombstone || noticeSent)) {
    const funeral = placeRows(fields['funeral-place'], 'funeral-place', problems);
    if (funeral && !funeral.some(({ index }) => index === 0) && !problems.has('funeral-place.0'))
      problems.add('funeral-place.0', M.firstFuneralRow);
    const texts = {} as ManifestTexts;
    for (const block of MANIFEST_BLOCKS) {
      const parsed = manifestBlockOf(fields[MANIFEST_BLOCK_FIELDS[block]]);
      if (!parsed) problems.add(MANIFEST_BLOCK_FIELDS[block], M.invalid);
      texts[block] = parsed ?? { value: '', bold: false, red: false };
    }
    const bgText = text('bg');
    const bg =
      bgText === null
        ? null
        : /^\d{1,4}$/.test(bgText) && MANIFESTO_BACKGROUNDS.some((entry) => entry.ID === Number(bgText))
          ? Number(bgText)
          : -1;
    if (bg === -1) problems.add('bg', M.invalid);
    const note = sanitizeRichText(fields['obituary-editor'] ?? '');
    notice = {
      funeralPlaces: (funeral ?? []).map(({ row }) => row),
      funeralDate: dayOf(fields['funeral-date'], 'funeral-date', problems),
      obituaryNote: richTextIsEmpty(note) ? null : note,
      texts,
      bg: bg === -1 ? null : bg,
      resetCustom: yes(fields['reset-custom-manifest']),
    };
  }

  let memorialBio: string | null = null;
  if (parts.memorial && yes(fields.memorial)) {
    const bio = sanitizeRichText(fields.bio ?? '');
    if (richTextIsEmpty(bio)) problems.add('bio', M.required);
    memorialBio = bio;
  }
  if (parts.create && !yes(fields.terms)) problems.add('terms', M.termsRequired);

  return {
    person,
    partnerChoice,
    referring,
    notice,
    publishAt,
    memorialBio,
    removePhoto: yes(fields.notphoto) || yes(fields.notPhoto),
    removeLapidePhoto: yes(fields.lapidePhotoErased),
  };
}
