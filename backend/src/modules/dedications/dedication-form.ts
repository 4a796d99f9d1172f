import {
  FieldProblems,
  ITALY,
  NAME_MAX,
  normalizeCf,
  present,
  usernameProblem,
} from '../accounts/account-rules';
import type { ContactType, User } from '../accounts/user.entity';
import {
  checkBuyerContact,
  checkItalianAddress,
  checkNationality,
  CONTACT_TYPES,
  isChecked,
} from '../orders/buyer-form';
import {
  DEDICATION_TYPES,
  FLOWER_PRODUCTS,
  type DedicationType,
  type FlowerProduct,
} from './dedication.entity';
import { DedicationMessages } from './dedications.errors';

export const DEDICATION_TEXT_MAX = 1000;
export const SIGNATURE_MAX = 100;
export const ADDRESS_FIELD_MAX = 200;
export const DELIVERY_NOTES_MAX = 1000;

/** A checked order form of /flowers (docs/contracts.md "Dedications"). */
export interface DedicationForm {
  type: DedicationType;
  deceasedRawId: string;
  name: string;
  surname: string;
  email: string | null;
  telephone: string | null;
  cf: string | null;
  contact: ContactType;
  address: {
    route: string | null;
    civic: string | null;
    city: string | null;
    province: string | null;
    region: string | null;
    cap: string | null;
    nationality: number;
    completeAddress: string | null;
  };
  text: string | null;
  /** null = anonymous ('0'). */
  sign: string | null;
  /** The giver asked for an account (not signed in, register-flag '1'). */
  register: { username: string } | null;
  flowers: FlowerProduct | null;
  deliveryNotes: string | null;
}

/** The kind of file a dedication type carries, or null when it has none. */
export function mediaKindOf(type: string | undefined): 'photo' | 'video' | null {
  if (type === 'dedica-foto') return 'photo';
  if (type === 'dedica-video') return 'video';
  return null;
}

function bounded(problems: FieldProblems, field: string, value: string | null, max: number): string | null {
  if (value !== null && value.length > max) problems.add(field, DedicationMessages.tooLong);
  return value;
}

/**
 * What every gift form carries (spec public §5): its type among `types`, the deceased's id, the text (at
 * most DEDICATION_TEXT_MAX) and the signature ('0' or empty = anonymous, at most SIGNATURE_MAX).
 */
function checkGiftContent(
  problems: FieldProblems,
  value: (name: string) => string | null,
  types: readonly DedicationType[],
): { type: DedicationType | null; deceasedRawId: string; text: string | null; sign: string | null } {
  const typeText = value('dedic-type');
  const type = types.find((known) => known === typeText) ?? null;
  if (!typeText) problems.add('dedic-type', DedicationMessages.required);
  else if (!type) problems.add('dedic-type', DedicationMessages.invalid);

  const deceasedRawId = value('deceased-id') ?? '';
  if (!deceasedRawId) problems.add('deceased-id', DedicationMessages.required);
  else if (!/^\d{1,12}$/.test(deceasedRawId)) problems.add('deceased-id', DedicationMessages.invalid);

  const text = value('dedic');
  if (text && text.length > DEDICATION_TEXT_MAX) problems.add('dedic', DedicationMessages.textTooLong);
  const signText = value('dedic-sign');
  const sign = signText && signText !== '0' ? signText : null;
  bounded(problems, 'dedic-sign', sign, SIGNATURE_MAX);
  return { type, deceasedRawId, text, sign };
}

/**
 * Every field rule of spec public §5 "Order form" (all fields checked except the text, which is only
 * bounded), as 400 VALIDATION_FAILED with a message per field. A signed-in viewer's e-mail is the
 * session's, never the form's; partner users may leave the CF empty.
 */
export function checkDedicationForm(
  fields: Record<string, string>,
  viewer: User | null,
  hasFile: boolean,
): DedicationForm {
  const problems = new FieldProblems();
  const value = (name: string) => present(fields[name]);

  const { type, deceasedRawId, text, sign } = checkGiftContent(problems, value, DEDICATION_TYPES);

  const name = bounded(problems, 'name', value('name'), NAME_MAX);
  const surname = bounded(problems, 'surname', value('surname'), NAME_MAX);
  if (!name) problems.add('name', DedicationMessages.required);
  if (!surname) problems.add('surname', DedicationMessages.required);

  const { email, telephone } = checkBuyerContact(problems, viewer, {
    email: { field: 'email', text: viewer ? null : value('email') },
    phone: { field: 'phone', text: value('phone') },
  });
  if (!viewer && !email && !telephone && !problems.has('email') && !problems.has('phone')) {
    problems.add('email', DedicationMessages.emailOrPhone);
    problems.add('phone', DedicationMessages.emailOrPhone);
  }

  const method = value('contact-method');
  let contact: ContactType = 'email';
  if (!method) problems.add('contact-method', DedicationMessages.choiceRequired);
  else if (!CONTACT_TYPES.includes(method as ContactType))
    problems.add('contact-method', DedicationMessages.invalid);
  else if ((method === 'email' ? email : telephone) === null) {
    if (!problems.has('email') && !problems.has('phone'))
      problems.add('contact-method', DedicationMessages.invalid);
  } else contact = method as ContactType;

  const nationality = checkNationality(problems, 'nationality', value('nationality'));
  const italian = nationality === ITALY;

  const cfText = value('cf');
  const cf = cfText ? normalizeCf(cfText) : null;
  if (cfText && !cf) problems.add('cf', DedicationMessages.cfInvalid);
  const partner = viewer?.platformAccess === 2;
  if (!cfText && italian && !partner) problems.add('cf', DedicationMessages.required);

  const address = {
    route: bounded(problems, 'route', value('route'), ADDRESS_FIELD_MAX),
    civic: bounded(problems, 'civic', value('civic'), 20),
    city: bounded(problems, 'city', value('city'), ADDRESS_FIELD_MAX),
    province: bounded(problems, 'province', value('province'), ADDRESS_FIELD_MAX),
    region: bounded(problems, 'region', value('region'), ADDRESS_FIELD_MAX),
    cap: value('cap'),
    nationality,
    completeAddress: bounded(problems, 'complete_address', value('complete_address'), 500),
  };
  if (italian) checkItalianAddress(problems, address, (part) => part);
  else if (!address.completeAddress) problems.add('complete_address', DedicationMessages.required);

  let register: DedicationForm['register'] = null;
  if (!viewer && isChecked(fields['register-flag'])) {
    const username = value('username')?.toLowerCase() ?? '';
    const problem = username ? usernameProblem(username) : DedicationMessages.required;
    if (problem) problems.add('username', problem);
    register = { username };
  }

  if (!isChecked(fields.terms)) problems.add('terms', DedicationMessages.termsRequired);
  if (!isChecked(fields['buy-terms'])) problems.add('buy-terms', DedicationMessages.termsRequired);

  if (mediaKindOf(type ?? undefined) && !hasFile) problems.add('file', DedicationMessages.fileRequired);

  let flowers: FlowerProduct | null = null;
  let deliveryNotes: string | null = null;
  if (type === 'fiori-reali') {
    const chosen = value('flowers');
    flowers = FLOWER_PRODUCTS.find((product) => product === chosen) ?? null;
    if (!flowers)
      problems.add('flowers', chosen ? DedicationMessages.invalid : DedicationMessages.choiceRequired);
    deliveryNotes = bounded(problems, 'delivery-notes', value('delivery-notes'), DELIVERY_NOTES_MAX);
  }

  problems.throwIfAny();
  return {
    type: type as DedicationType,
    deceasedRawId,
    name: name as string,
    surname: surname as string,
    email,
    telephone,
    cf,
    contact,
    address,
    text,
    sign,
    register,
    flowers,
    deliveryNotes,
  };
}

/** The gifts an admin adds from #pages (spec panels §2 /aggiungi-dono-admin): the virtual ones, no delivery. */
export const ADMIN_GIFT_TYPES: readonly DedicationType[] = DEDICATION_TYPES.filter(
  (type) => type !== 'fiori-reali',
);

/** How an admin's gift is published: at once in full, or waiting for the owner's decision like any other. */
export const ADMIN_GIFT_PUBLISH = ['accepted', 'pending'] as const;
export type AdminGiftPublish = (typeof ADMIN_GIFT_PUBLISH)[number];

/** A checked dedicAdmin form: a gift with no payment and no giver's data. */
export interface AdminGiftForm {
  type: DedicationType;
  deceasedRawId: string;
  text: string | null;
  /** null = anonymous ('0' or empty). */
  sign: string | null;
  publish: AdminGiftPublish;
  /** insert-time: when the gift was left; null = now. */
  insertTime: Date | null;
  /** notification-flag: whether the page's owner is told (the approval request, or the published gift). */
  notify: boolean;
}

const DAY_MS = 86_400_000;

/**
 * insert-time (spec public §3 "Admin add-gift form also has insert-time (ms timestamp)"): a real instant,
 * at most a day ahead (as editDedic's); empty = now.
 */
export function checkInsertTime(
  problems: FieldProblems,
  raw: string | null | undefined,
  now = Date.now(),
): Date | null {
  if (!raw) return null;
  const ms = /^\d{1,16}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(ms) || ms <= 0 || ms > now + DAY_MS) {
    problems.add('insert-time', DedicationMessages.invalid);
    return null;
  }
  return new Date(ms);
}

/** notification-flag: '1'/'true'/'on' or '0'/'false'/'off'; left out = on (the owner is told, as before). */
function checkNotificationFlag(problems: FieldProblems, raw: string | null | undefined): boolean {
  if (!raw) return true;
  if (['1', 'true', 'on'].includes(raw)) return true;
  if (['0', 'false', 'off'].includes(raw)) return false;
  problems.add('notification-flag', DedicationMessages.invalid);
  return true;
}

/**
 * The rules of dedicAdmin (spec panels §2, §5 "dedication types photo/video require a file"): the type, the
 * deceased, text and signature bounded as on /flowers, the file a photo or video gift needs, the admin's
 * choice of publication, the time of the gift and whether the owner is told (spec public §3 insert-time,
 * notification-flag). No buyer, contact, address or terms: nobody pays.
 */
export function checkAdminGiftForm(fields: Record<string, string>, hasFile: boolean): AdminGiftForm {
  const problems = new FieldProblems();
  const value = (name: string) => present(fields[name]);

  const { type, deceasedRawId, text, sign } = checkGiftContent(problems, value, ADMIN_GIFT_TYPES);

  const publishText = value('publish');
  const publish = ADMIN_GIFT_PUBLISH.find((known) => known === publishText) ?? null;
  if (!publishText) problems.add('publish', DedicationMessages.choiceRequired);
  else if (!publish) problems.add('publish', DedicationMessages.invalid);

  const insertTime = checkInsertTime(problems, value('insert-time'));
  const notify = checkNotificationFlag(problems, value('notification-flag'));

  if (mediaKindOf(type ?? undefined) && !hasFile) problems.add('file', DedicationMessages.fileRequired);

  problems.throwIfAny();
  return {
    type: type as DedicationType,
    deceasedRawId,
    text,
    sign,
    publish: publish as AdminGiftPublish,
    insertTime,
    notify,
  };
}
