// The multipart bodies of the forms' calls (spec panels §7 addDeceased, deceasedAndObituary, addPoster,
// editDeceasedAndObituary, obituaryModify, deceasedModify, obituaryCheck, createManifest), built from the
// typed values in one place.
import { romeDayStart, toPublicId } from '@ricordo/shared-design';
import {
  ageOf,
  hasNotice,
  hasTombstone,
  type FuneralPlaceValue,
  type ObituaryErrors,
  type ObituaryFormKind,
  type ObituaryValues,
} from './obituary-values';

const id = (value: number | null) => (value === null ? '' : String(value));

/** 'YYYY-MM-DD' → 'YYYY/MM/DD' (spec panels §3 "born/death dates (sent YYYY/MM/DD)"); '' stays ''. */
export const slashDate = (iso: string) => iso.replace(/-/g, '/');

/** 'YYYY-MM-DD' → unix seconds at 00:00 Europe/Rome, whatever the browser's zone (spec panels §3). */
export function unixDay(iso: string): string {
  const seconds = romeDayStart(iso);
  return seconds === null ? '' : String(seconds);
}

function setFile(form: FormData, name: string, file: File | null) {
  if (file) form.set(name, file, file.name);
}

/**
 * The body in the order the server reads it (docs/contracts.md "Deceased and obituary forms"): `first`, then
 * every other text field, the files last. The server checks the record on the fields sent before the first
 * file, before it reads any file.
 */
function textsBeforeFiles(form: FormData, first: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(first)) body.append(name, value);
  const entries = [...form.entries()];
  for (const [name, value] of entries) if (typeof value === 'string') body.append(name, value);
  for (const [name, value] of entries) if (typeof value !== 'string') body.append(name, value, value.name);
  return body;
}

/** The funeral places the user filled in, in order (a wholly empty row is left out). */
export function funeralPlacesOf(places: readonly FuneralPlaceValue[]) {
  return places
    .filter((place) => place.region !== null && place.province !== null && place.location !== null)
    .map((place) => ({
      name: place.name.trim(),
      region: place.region,
      province: place.province,
      location: place.location,
      cap: place.cap,
    }));
}

/** The fields every call about the deceased carries (Dati Defunto, the graveyard). */
function appendDeceased(form: FormData, values: ObituaryValues) {
  form.set('admin-add-name', values.name.trim());
  form.set('admin-add-surname', values.surname.trim());
  form.set('admin-add-gender', values.gender);
  form.set('admin-add-born-date', slashDate(values.dateOfBirth));
  form.set('admin-add-death-date', slashDate(values.dateOfDeath));
  form.set('admin-add-age', values.age.trim());
  form.set('admin-add-graveyard-region', id(values.graveyard.region));
  form.set('admin-add-graveyard-province', id(values.graveyard.province));
  form.set('admin-add-graveyard-city', id(values.graveyard.location));
  form.set('admin-add-graveyard-cap', values.graveyard.cap ?? '');
  form.set('admin-add-graveyard-name', values.graveyardName.trim());
  form.set('admin-add-graveyard-address', values.graveyardAddress.trim());
  setFile(form, 'photo', values.photo);
}

/** The five blocks, each as JSON {value, bold, red} (first_sentence, family, thanks, funeral_info, announce). */
const BLOCK_FIELDS = {
  firstSentence: 'first_sentence',
  family: 'family',
  thanks: 'thanks',
  funeralInfo: 'funeral_info',
  announce: 'announce',
} as const;

/** The manifesto's fields (the preview's and the notice's). */
function appendManifesto(form: FormData, values: ObituaryValues) {
  for (const [block, name] of Object.entries(BLOCK_FIELDS)) {
    form.set(name, JSON.stringify(values.texts[block as keyof typeof BLOCK_FIELDS]));
  }
  form.set('bg', String(values.bg));
  form.set('publish_date', unixDay(values.publishDate));
  setFile(form, 'manifest_photo', values.manifestPhoto);
}

function appendNotice(form: FormData, values: ObituaryValues) {
  appendManifesto(form, values);
  setFile(form, 'photo-custom-manifest', values.customManifesto);
  form.set('funeral-date', slashDate(values.funeralDate));
  form.set('funeral-place', JSON.stringify(funeralPlacesOf(values.funeralPlaces)));
  form.set('obituary-editor', values.obituaryNote);
}

function appendTombstone(form: FormData, values: ObituaryValues, withMemorial: boolean) {
  setFile(form, 'photo-lapide', values.lapidePhoto);
  if (!withMemorial || !values.memorial) return;
  form.set('memorial', '1');
  form.set('bio', values.biography);
  for (const photo of values.gallery.newPhotos) form.append('images', photo, photo.name);
  if (values.gallery.newVideo) form.append('video', values.gallery.newVideo, values.gallery.newVideo.name);
}

/** The referring places as the server takes them: the rows with a region ('Tutti' below is null). */
export function referringPlacesOf(values: ObituaryValues) {
  return values.referringPlaces.filter((zone) => zone.region !== null);
}

export interface BodyOptions {
  /** Admins: the partner select ('Nessuno' is -1). Partners send nothing (the server takes their own). */
  asAdmin: boolean;
}

/** The body of the add calls: addDeceased, addPoster, deceasedAndObituary. */
export function addBody(values: ObituaryValues, kind: ObituaryFormKind, options: BodyOptions): FormData {
  const form = new FormData();
  if (options.asAdmin) form.set('partnerid', values.partnerId === null ? '-1' : toPublicId(values.partnerId));
  appendDeceased(form, values);
  form.set('admin-add-aphorism', values.aphorism.trim());
  form.set('referring-place', JSON.stringify(referringPlacesOf(values)));
  if (hasNotice(kind)) appendNotice(form, values);
  if (hasTombstone(kind)) appendTombstone(form, values, true);
  if (values.terms) form.set('terms', '1');
  return textsBeforeFiles(form);
}

/** The edit calls (spec panels §7) and what each one carries besides the add body. */
export type EditCall = 'editDeceasedAndObituary' | 'obituaryModify' | 'deceasedModify';

export interface EditOptions extends BodyOptions {
  /** The manifesto's data changed ('manifestChanged'). */
  manifestChanged: boolean;
  /** 'Ripristina manifesto iniziale' on a saved custom manifesto ('reset-custom-manifest'). */
  resetCustomManifesto: boolean;
  /** The saved deceased photo is removed ('notphoto' / 'notPhoto'). */
  removePhoto: boolean;
  /** The saved tombstone photo is removed ('lapidePhotoErased'). */
  removeLapidePhoto: boolean;
  /**
   * The publication day was changed. Unchanged, publish_date is left out and the server keeps the record's
   * publication time (the form shows the day only; its midnight would move the time).
   */
  publishDateChanged: boolean;
}

/**
 * The body of an edit call: the record's id first (the server checks it before reading any file), the form's
 * fields and the removals, the files last.
 */
export function editBody(
  call: EditCall,
  deceasedId: number,
  values: ObituaryValues,
  kind: ObituaryFormKind,
  options: EditOptions,
): FormData {
  const form = addBody({ ...values, memorial: false, terms: false }, kind, options);
  const record = { [call === 'obituaryModify' ? 'obituaryID' : 'deceasedID']: toPublicId(deceasedId) };
  if (call === 'obituaryModify') form.set('notphoto', options.removePhoto ? '1' : '0');
  if (call === 'deceasedModify') form.set('notPhoto', options.removePhoto ? '1' : '0');
  if (hasNotice(kind)) {
    if (!options.publishDateChanged) form.delete('publish_date');
    form.set('manifestChanged', options.manifestChanged ? '1' : '0');
    if (options.resetCustomManifesto) form.set('reset-custom-manifest', '1');
  }
  if (hasTombstone(kind)) form.set('lapidePhotoErased', options.removeLapidePhoto ? '1' : '0');
  return textsBeforeFiles(form, record);
}

/** The body of createManifest: the manifesto's own fields and the deceased data printed on it. */
export function previewBody(values: ObituaryValues): FormData {
  const form = new FormData();
  appendDeceased(form, values);
  appendManifesto(form, values);
  const age = ageOf(values);
  form.set('age', age === null ? '' : String(age));
  return form;
}

/** The body of obituaryCheck (spec panels §7): name, surname, dates and the graveyard's place. */
export function checkBody(values: ObituaryValues) {
  return {
    'obituary-deceased-name': values.name.trim(),
    'obituary-deceased-surname': values.surname.trim(),
    'obituary-deceased-death-date': slashDate(values.dateOfDeath),
    'obituary-deceased-born-date': slashDate(values.dateOfBirth),
    'obituary-deceased-graveyard-location': id(values.graveyard.location),
    'obituary-deceased-graveyard-province': id(values.graveyard.province),
    'obituary-deceased-graveyard-region': id(values.graveyard.region),
  };
}

/** The server's field names (data.fields of a 400) → the form's error keys; '.n' row suffixes included. */
const SERVER_FIELDS: Array<[RegExp, keyof ObituaryErrors]> = [
  [/^admin-add-name$/, 'name'],
  [/^admin-add-surname$/, 'surname'],
  [/^admin-add-gender$/, 'gender'],
  [/^admin-add-graveyard-region$/, 'graveyardRegion'],
  [/^admin-add-graveyard-province$/, 'graveyardProvince'],
  [/^admin-add-graveyard-city$/, 'graveyardCity'],
  [/^admin-add-graveyard-cap$/, 'graveyardCap'],
  [/^publish_date$/, 'publishDate'],
  [/^funeral-place/, 'funeralPlaces'],
  [/^referring-place/, 'referringPlaces'],
  [/^bio$/, 'biography'],
  [/^(images|video|memorial)/, 'memorialFiles'],
  [/^terms$/, 'terms'],
];

/** The messages of a refused save under the fields they belong to (the first one per field). */
export function errorsFromServer(fields: Readonly<Record<string, string>>): ObituaryErrors {
  const errors: ObituaryErrors = {};
  for (const [name, message] of Object.entries(fields)) {
    const key = SERVER_FIELDS.find(([pattern]) => pattern.test(name))?.[1];
    if (key && !errors[key]) errors[key] = message;
  }
  return errors;
}
