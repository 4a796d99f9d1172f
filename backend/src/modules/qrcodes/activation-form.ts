import type { AddressInput } from '../accounts/account-places.service';
import {
  FieldProblems,
  ITALY,
  NAME_MAX,
  normalizeCf,
  present,
  usernameProblem,
  USERNAME_MAX,
} from '../accounts/account-rules';
import type { ContactType, User } from '../accounts/user.entity';
import type { Gender } from '../deceased/deceased.entity';
import { checkBuyerContact, CONTACT_TYPES, isChecked } from '../orders/buyer-form';
import { ActivationMessages } from './activation.errors';

/** The longest plaque code and verification code accepted (the columns hold 32 and 16). */
const CODE_MAX = 32;
const SECURE_CODE_MAX = 16;
const GRAVEYARD_NAME_MAX = 200;
export const APHORISM_MAX = 500;
const AGE_MAX = 130;

/** A plaque code as typed from the plaque: spaces and dashes dropped, upper case (codes are A–Z 2–9). */
export function normalizePlaqueCode(raw: string | null | undefined): string {
  return (raw ?? '').replace(/[\s-]/g, '').toUpperCase();
}

/** The newcomer's registration on the way (no session): the account asked for and its address. */
export interface ActivationNewcomer {
  name: string;
  surname: string;
  username: string;
  email: string | null;
  telephone: string | null;
  cf: string | null;
  contact: ContactType;
  /** The address fields as AccountPlacesService.checkAddress reads them (field names of this form). */
  address: AddressInput;
}

/** A checked /activate-qrCode form (docs/contracts.md "Plaques", "Activation"). */
export interface ActivationForm {
  qrCode: string;
  secureCode: string;
  name: string;
  surname: string;
  gender: Gender;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  age: number | null;
  aphorism: string | null;
  graveyardName: string | null;
  /** The burial place; checked against the location tables by the service. */
  graveyard: {
    regionId: number | null;
    provinceId: number | null;
    locationId: number | null;
    cap: string | null;
  };
  /** 'latitude,longitude', normalised. */
  graveyardAddress: string | null;
  /** A partner's notice that becomes the tombstone page. */
  obituaryId: number | null;
  /** Null when the owner is the signed-in viewer. */
  newcomer: ActivationNewcomer | null;
}

/** 'YYYY-MM-DD' of a real calendar day, or null. */
function calendarDate(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : null;
}

/** Whole years between two 'YYYY-MM-DD' dates. */
function yearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}

/** 'lat,lng' in decimal degrees within range, normalised without spaces; null when not coordinates. */
export function normalizeCoordinates(text: string): string | null {
  const match = /^(-?\d{1,2}(?:\.\d{1,8})?)\s*[,;]\s*(-?\d{1,3}(?:\.\d{1,8})?)$/.exec(text.trim());
  if (!match) return null;
  const [latitude, longitude] = [Number(match[1]), Number(match[2])];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return `${match[1]},${match[2]}`;
}

/** A location id as the address cascade sends it: digits, or empty for none; undefined when malformed. */
function placeId(text: string | null): number | null | undefined {
  if (text === null || text === '-1') return null;
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

/**
 * The field rules of spec public §5 "Activation" (QR code, verification code, deceased name, surname, gender
 * M/F, terms, contact preference and address required; CF 16; phone 9+ when given) and the burial place of
 * spec panels §5 "Address" (region before province, province before city). Problems go to `problems` under
 * the form's own field names; the caller adds the checks that need the database and throws.
 */
export function checkActivationForm(
  fields: Record<string, string>,
  viewer: User | null,
  problems: FieldProblems,
  today: string,
): ActivationForm {
  const value = (field: string, max: number) => {
    const text = present(fields[field]);
    if (text && text.length > max) problems.add(field, ActivationMessages.tooLong);
    return text;
  };
  const required = (field: string, max: number) => {
    const text = value(field, max);
    if (!text) problems.add(field, ActivationMessages.required);
    return text ?? '';
  };

  const qrCode = normalizePlaqueCode(required('qrCode', CODE_MAX + 8));
  if (qrCode.length > CODE_MAX) problems.add('qrCode', ActivationMessages.invalid);
  const secureCode = normalizePlaqueCode(required('secureCode', SECURE_CODE_MAX + 8));
  if (secureCode.length > SECURE_CODE_MAX) problems.add('secureCode', ActivationMessages.invalid);

  const name = required('nameTo', NAME_MAX);
  const surname = required('surnameTo', NAME_MAX);
  const genderText = value('gender', 1);
  if (!genderText) problems.add('gender', ActivationMessages.choiceRequired);
  else if (genderText !== 'M' && genderText !== 'F') problems.add('gender', ActivationMessages.invalid);

  const date = (field: string) => {
    const text = value(field, 10);
    if (!text) return null;
    const day = calendarDate(text);
    if (!day || day > today) problems.add(field, ActivationMessages.dateInvalid);
    return day && day <= today ? day : null;
  };
  const dateOfBirth = date('bornDate');
  const dateOfDeath = date('deathDate');
  if (dateOfBirth && dateOfDeath && dateOfDeath < dateOfBirth)
    problems.add('deathDate', ActivationMessages.deathBeforeBirth);

  const ageText = value('age', 3);
  let age: number | null = null;
  if (ageText) {
    age = /^\d{1,3}$/.test(ageText) ? Number(ageText) : null;
    if (age === null || age > AGE_MAX) problems.add('age', ActivationMessages.invalid);
  } else if (dateOfBirth && dateOfDeath && dateOfDeath >= dateOfBirth) {
    age = yearsBetween(dateOfBirth, dateOfDeath);
  }

  const aphorismText = present(fields.aphorism);
  if (aphorismText && aphorismText.length > APHORISM_MAX)
    problems.add('aphorism', ActivationMessages.aphorismTooLong);

  const graveyardName = value('graveyardName', GRAVEYARD_NAME_MAX);
  const regionId = placeId(value('graveyardRegion', 9));
  const provinceId = placeId(value('graveyardProvince', 9));
  const locationId = placeId(value('graveyardCity', 9));
  const capText = value('graveyardCap', 5);
  // spec panels §5 "Address": a region first, then a province, then a city.
  if (regionId === undefined) problems.add('graveyardRegion', ActivationMessages.invalid);
  else if (regionId === null) problems.add('graveyardRegion', ActivationMessages.choiceRequired);
  if (provinceId === undefined) problems.add('graveyardProvince', ActivationMessages.invalid);
  else if (provinceId === null)
    problems.add(
      'graveyardProvince',
      regionId ? ActivationMessages.choiceRequired : ActivationMessages.selectRegionFirst,
    );
  if (locationId === undefined) problems.add('graveyardCity', ActivationMessages.invalid);
  else if (locationId === null)
    problems.add(
      'graveyardCity',
      provinceId ? ActivationMessages.choiceRequired : ActivationMessages.selectProvinceFirst,
    );
  if (capText && !/^\d{5}$/.test(capText)) problems.add('graveyardCap', ActivationMessages.invalid);

  const coordinatesText = value('graveyardAddress', 64);
  const graveyardAddress = coordinatesText ? normalizeCoordinates(coordinatesText) : null;
  if (coordinatesText && !graveyardAddress)
    problems.add('graveyardAddress', ActivationMessages.coordinatesInvalid);

  const obituaryText = value('obituaryID', 15);
  let obituaryId: number | null = null;
  if (obituaryText) {
    const id = /^\d{1,12}$/.test(obituaryText) ? Number(obituaryText) : 0;
    if (id < 1 || id > 2_147_483_647) problems.add('obituaryID', ActivationMessages.invalid);
    else obituaryId = id;
  }

  const newcomer = viewer ? null : checkNewcomer(problems, value);

  if (!isChecked(fields.terms)) problems.add('terms', ActivationMessages.termsRequired);

  return {
    qrCode,
    secureCode,
    name,
    surname,
    gender: (genderText ?? 'M') as Gender,
    dateOfBirth,
    dateOfDeath,
    age,
    aphorism: aphorismText,
    graveyardName,
    graveyard: {
      regionId: regionId ?? null,
      provinceId: provinceId ?? null,
      locationId: locationId ?? null,
      cap: capText && /^\d{5}$/.test(capText) ? capText : null,
    },
    graveyardAddress,
    obituaryId,
    newcomer,
  };
}

/**
 * The owner's identity when nobody is signed in: the registration fields (spec public §5 "Registration",
 * "Activation"): name, surname, username (6+ letters and digits), e-mail and/or phone (9+ digits), the
 * contact method whose contact was given, CF of 16 for Italians, the address (checked by the service).
 */
function checkNewcomer(
  problems: FieldProblems,
  value: (field: string, max: number) => string | null,
): ActivationNewcomer {
  const name = value('name', NAME_MAX);
  const surname = value('surname', NAME_MAX);
  if (!name) problems.add('name', ActivationMessages.required);
  if (!surname) problems.add('surname', ActivationMessages.required);
  const username = value('username', USERNAME_MAX)?.toLowerCase() ?? '';
  const usernameIssue = username ? usernameProblem(username) : ActivationMessages.required;
  if (usernameIssue) problems.add('username', usernameIssue);

  const { email, telephone } = checkBuyerContact(problems, null, {
    email: { field: 'email', text: value('email', 254) },
    phone: { field: 'telephone', text: value('telephone', 30) },
  });
  if (!email && !telephone && !problems.has('email') && !problems.has('telephone')) {
    problems.add('email', ActivationMessages.emailOrPhoneToRegister);
    problems.add('telephone', ActivationMessages.emailOrPhoneToRegister);
  }

  const method = value('contact-method', 10);
  let contact: ContactType = 'email';
  if (!method) problems.add('contact-method', ActivationMessages.choiceRequired);
  else if (!CONTACT_TYPES.includes(method as ContactType))
    problems.add('contact-method', ActivationMessages.invalid);
  else if (!(method === 'email' ? email : telephone)) {
    if (!problems.has('email') && !problems.has('telephone'))
      problems.add('contact-method', ActivationMessages.invalid);
  } else contact = method as ContactType;

  const nationalityText = value('nationality', 6) ?? String(ITALY);
  const nationality = /^\d{1,6}$/.test(nationalityText) ? Number(nationalityText) : 0;
  if (nationality < 1) problems.add('nationality', ActivationMessages.invalid);
  const cfText = value('cf', 16 + 4);
  const cf = cfText ? normalizeCf(cfText) : null;
  // spec panels §5 "Address": nationality 105 requires the CF; CF exactly 16 characters (public §5).
  if (cfText && !cf) problems.add('cf', ActivationMessages.cfInvalid);
  else if (!cfText && nationality === ITALY) problems.add('cf', ActivationMessages.required);

  const id = (field: string) => {
    const parsed = placeId(value(field, 9));
    if (parsed === undefined) problems.add(field, ActivationMessages.invalid);
    return parsed ?? undefined;
  };
  const address: AddressInput = {
    nationality: nationality || undefined,
    region: id('region'),
    province: id('province'),
    location: id('location'),
    cap: value('cap', 5) ?? undefined,
    route: value('route', 200) ?? undefined,
    civic: value('civic', 20) ?? undefined,
    complete_address: value('complete_address', 500) ?? undefined,
  };
  return {
    name: name ?? '',
    surname: surname ?? '',
    username,
    email,
    telephone,
    cf,
    contact,
    address,
  };
}
