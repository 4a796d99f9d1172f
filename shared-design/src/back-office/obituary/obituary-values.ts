// The deceased and obituary form as it is typed (spec panels §3 "Deceased", "Obituary", "Manifest text
// blocks"), its three kinds and the rules of spec panels §5 "Obituary/deceased" and "Memorial".
import { MESSAGES, romeDay, type NotificationZone } from '@ricordo/shared-design';
import { galleryOf, hasNoMedia, type GalleryState } from './memorial';
import { OBITUARY_TEXTS as T } from './obituary-texts';

/**
 * What the form adds: 'tombstone' (Dati Defunto + Dati Lapide Digitale, addDeceased), 'notice' (Dati Defunto
 * + Dati Manifesto, addPoster, showPage 0), 'both' (all three sections, deceasedAndObituary).
 */
export type ObituaryFormKind = 'tombstone' | 'notice' | 'both';

export const hasNotice = (kind: ObituaryFormKind) => kind !== 'tombstone';
export const hasTombstone = (kind: ObituaryFormKind) => kind !== 'notice';

/** The five blocks in print order (backend obituaries/manifest-texts.ts MANIFEST_BLOCKS). */
export const MANIFEST_BLOCKS = ['firstSentence', 'family', 'thanks', 'funeralInfo', 'announce'] as const;
export type ManifestBlockName = (typeof MANIFEST_BLOCKS)[number];
export interface ManifestTextBlock {
  value: string;
  bold: boolean;
  red: boolean;
}
export type ManifestTexts = Record<ManifestBlockName, ManifestTextBlock>;

/** A place row: region → province → comune → CAP (ids; null = not chosen). */
export interface PlaceValue {
  region: number | null;
  province: number | null;
  location: number | null;
  cap: string | null;
}

/** A funeral place: the church or hall and its comune. */
export interface FuneralPlaceValue extends PlaceValue {
  name: string;
}

/** The manifesto background of a new notice: the first of the list (manifestBg IDs start at 1). */
export const DEFAULT_BACKGROUND = 1;

export const EMPTY_PLACE: PlaceValue = Object.freeze({
  region: null,
  province: null,
  location: null,
  cap: null,
});
export const EMPTY_FUNERAL_PLACE: FuneralPlaceValue = Object.freeze({ ...EMPTY_PLACE, name: '' });

export interface ObituaryValues {
  /** Admins only: the partner the record belongs to; null = 'Nessuno'. */
  partnerId: number | null;
  name: string;
  surname: string;
  gender: '' | 'M' | 'F';
  /** 'YYYY-MM-DD' or ''. */
  dateOfBirth: string;
  dateOfDeath: string;
  /** Static age, digits; empty = computed from the dates. */
  age: string;
  /** The tombstone's sentence (one of getAphorism's or the family's own); '' = none. */
  aphorism: string;
  photo: File | null;
  graveyard: PlaceValue;
  graveyardName: string;
  graveyardAddress: string;
  // Dati Manifesto
  texts: ManifestTexts;
  /** ID in the background list (manifestBg; the first is 1). */
  bg: number;
  manifestPhoto: File | null;
  /** Uploaded custom manifesto: replaces the generated one while set. */
  customManifesto: File | null;
  publishDate: string;
  funeralDate: string;
  funeralPlaces: FuneralPlaceValue[];
  referringPlaces: NotificationZone[];
  obituaryNote: string;
  // Dati Lapide Digitale
  lapidePhoto: File | null;
  memorial: boolean;
  biography: string;
  gallery: GalleryState;
  terms: boolean;
}

const emptyBlock = (): ManifestTextBlock => ({ value: '', bold: false, red: false });

export function emptyTexts(): ManifestTexts {
  return {
    firstSentence: emptyBlock(),
    family: emptyBlock(),
    thanks: emptyBlock(),
    funeralInfo: emptyBlock(),
    announce: emptyBlock(),
  };
}

export function emptyObituaryValues(now = new Date()): ObituaryValues {
  return {
    partnerId: null,
    name: '',
    surname: '',
    gender: '',
    dateOfBirth: '',
    dateOfDeath: '',
    age: '',
    aphorism: '',
    photo: null,
    graveyard: { ...EMPTY_PLACE },
    graveyardName: '',
    graveyardAddress: '',
    texts: emptyTexts(),
    bg: DEFAULT_BACKGROUND,
    manifestPhoto: null,
    customManifesto: null,
    // The publication day is Rome's calendar day (spec panels §3).
    publishDate: romeDay(now),
    funeralDate: '',
    funeralPlaces: [{ ...EMPTY_FUNERAL_PLACE }],
    referringPlaces: [],
    obituaryNote: '',
    lapidePhoto: null,
    memorial: false,
    biography: '',
    gallery: galleryOf([]),
    terms: false,
  };
}

/** The age printed on the manifesto: the static one, else whole years between birth and death. */
export function ageOf(values: Pick<ObituaryValues, 'age' | 'dateOfBirth' | 'dateOfDeath'>): number | null {
  if (/^\d{1,3}$/.test(values.age.trim())) return Number(values.age.trim());
  const born = /^(\d{4})-(\d{2})-(\d{2})$/.exec(values.dateOfBirth);
  const died = /^(\d{4})-(\d{2})-(\d{2})$/.exec(values.dateOfDeath);
  if (!born || !died) return null;
  const [by, bm, bd] = born.slice(1).map(Number);
  const [dy, dm, dd] = died.slice(1).map(Number);
  let years = dy - by;
  if (dm < bm || (dm === bm && dd < bd)) years -= 1;
  return years >= 0 && years < 150 ? years : null;
}

/** '[anni]' in a suggested sentence becomes the age (left as is while the age is unknown). */
export function withAge(sentence: string, age: number | null): string {
  return age === null ? sentence : sentence.replace(/\[anni\]/g, String(age));
}

const isBlank = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

const placeTouched = (place: FuneralPlaceValue) =>
  place.name.trim() !== '' || place.region !== null || place.province !== null || place.location !== null;
const placeWhole = (place: PlaceValue) =>
  place.region !== null && place.province !== null && place.location !== null;

/** The mandatory data of a manifesto preview (spec panels §4 "once mandatory data are present"). */
export function canPreview(values: ObituaryValues): boolean {
  return (
    values.name.trim() !== '' &&
    values.surname.trim() !== '' &&
    values.gender !== '' &&
    placeWhole(values.graveyard) &&
    values.publishDate !== ''
  );
}

/** The message of each field that fails, by a key the form maps to a field (see ObituaryForm). */
export type ObituaryErrors = Partial<
  Record<
    | 'name'
    | 'surname'
    | 'gender'
    | 'graveyardRegion'
    | 'graveyardProvince'
    | 'graveyardCity'
    | 'graveyardCap'
    | 'publishDate'
    | 'funeralPlaces'
    | 'referringPlaces'
    | 'biography'
    | 'memorialFiles'
    | 'terms',
    string
  >
>;

/**
 * spec panels §5 "Obituary/deceased": name, surname, gender, the graveyard's region, province, city (and its
 * cap, 'Obbligatorio'); with a notice the publication date, the first funeral place row ('La prima riga è
 * obbligatoria'), no half-filled row, at least one referring place; the terms. With the memorial service its
 * biography and at least one file ('Carica almeno un file').
 */
export function validateObituary(
  values: ObituaryValues,
  kind: ObituaryFormKind,
  options: { terms?: boolean } = {},
): ObituaryErrors {
  const errors: ObituaryErrors = {};
  if (!values.name.trim()) errors.name = MESSAGES.required;
  if (!values.surname.trim()) errors.surname = MESSAGES.required;
  if (!values.gender) errors.gender = MESSAGES.required;
  const graveyard = values.graveyard;
  if (graveyard.region === null) errors.graveyardRegion = MESSAGES.required;
  if (graveyard.province === null)
    errors.graveyardProvince = graveyard.region === null ? MESSAGES.selectRegionFirst : MESSAGES.required;
  if (graveyard.location === null)
    errors.graveyardCity = graveyard.province === null ? MESSAGES.selectProvinceFirst : MESSAGES.required;
  if (!graveyard.cap) errors.graveyardCap = T.capRequired;
  if (hasNotice(kind)) {
    if (!values.publishDate) errors.publishDate = MESSAGES.required;
    const [first, ...others] = values.funeralPlaces;
    if (!first || !placeWhole(first)) errors.funeralPlaces = T.firstRowRequired;
    else if (others.some((place) => placeTouched(place) && !placeWhole(place)))
      errors.funeralPlaces = T.partialRow;
  }
  // Referring places (every kind, as the server asks): region, province and comune per row ('Tutti' only
  // for the CAP), at least one row.
  const referring = values.referringPlaces.filter((zone) => zone.region !== null);
  if (referring.length === 0) errors.referringPlaces = T.referringRequired;
  else if (referring.some((zone) => zone.province === null || zone.location === null))
    errors.referringPlaces = T.partialRow;
  if (hasTombstone(kind) && values.memorial) {
    if (isBlank(values.biography)) errors.biography = MESSAGES.required;
    if (hasNoMedia(values.gallery)) errors.memorialFiles = T.memorialFileRequired;
  }
  if (options.terms !== false && !values.terms) errors.terms = T.termsRequired;
  return errors;
}
