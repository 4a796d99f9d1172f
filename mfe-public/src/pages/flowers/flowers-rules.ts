// The checks of the dedication order form (spec public §5 "Order form for dedications"), run at submit;
// the server checks them again and answers VALIDATION_FAILED with `data.fields` in the same words.
import {
  CONTACT_PHONE_MIN_DIGITS,
  ITALY_NATION_ID,
  MESSAGES,
  cf as cfRule,
  email as emailRule,
  phone as phoneRule,
  phoneDigits,
  required,
  username as usernameRule,
  validateAddress,
  type AddressErrors,
  type AddressValue,
  type ContactType,
  type DedicationType,
} from '@ricordo/shared-design';
import type { BuyerIdentityField, BuyerIdentityValues } from '../../common/forms/BuyerIdentityFields';
import type { FlowerKey } from './flowers-texts';

/** Longest dedication text the server takes (docs/contracts.md "Dedications": `dedic` ≤ 1000). */
export const DEDIC_MAX = 1000;

export interface DedicationFormValues extends BuyerIdentityValues {
  type: DedicationType;
  loggedIn: boolean;
  /** Partner accounts may leave the CF empty (spec public §5). */
  partner: boolean;
  dedic: string;
  signWithName: boolean;
  signature: string;
  files: File[];
  flowers: FlowerKey | null;
  deliveryNotes: string;
  address: AddressValue;
  register: boolean;
  username: string;
  contactMethod: ContactType | null;
  terms: boolean;
  buyTerms: boolean;
}

export type DedicationField =
  | 'dedic'
  | 'signature'
  | 'file'
  | 'flowers'
  | 'deliveryNotes'
  | BuyerIdentityField
  | 'address'
  | 'username'
  | 'contactMethod'
  | 'terms'
  | 'buyTerms';

/** Form order, for focusing the first field in error. */
export const FIELD_ORDER: readonly DedicationField[] = [
  'dedic',
  'signature',
  'file',
  'flowers',
  'deliveryNotes',
  'name',
  'surname',
  'email',
  'telephone',
  'cf',
  'address',
  'username',
  'contactMethod',
  'terms',
  'buyTerms',
];

export interface DedicationErrors extends Partial<Record<DedicationField, string>> {
  addressFields?: AddressErrors;
}

export function needsFile(type: DedicationType): boolean {
  return type === 'dedica-foto' || type === 'dedica-video';
}

export function validateDedicationForm(values: DedicationFormValues): DedicationErrors {
  const errors: DedicationErrors = {};
  const set = (field: DedicationField, message: string | null) => {
    if (message && !errors[field]) errors[field] = message;
  };

  if (values.dedic.length > DEDIC_MAX) set('dedic', MESSAGES.invalid);
  if (values.signWithName) set('signature', required(values.signature));
  if (needsFile(values.type) && values.files.length === 0) set('file', MESSAGES.atLeastOneFile);
  // Delivery notes are optional: the grave's place is known from the deceased.
  if (values.type === 'fiori-reali' && !values.flowers) set('flowers', MESSAGES.choiceRequired);

  set('name', required(values.name));
  set('surname', required(values.surname));
  set('email', emailRule(values.email));
  set('telephone', phoneRule(values.telephone));
  // spec public §5: without a logged user, a phone of 6+ digits or an e-mail is needed.
  const digits = phoneDigits(values.telephone)?.length ?? 0;
  if (!values.loggedIn && !values.email.trim() && digits < CONTACT_PHONE_MIN_DIGITS)
    set('telephone', MESSAGES.emailOrPhone);

  const italian = values.address.nationID === ITALY_NATION_ID;
  if (italian && !values.partner) set('cf', required(values.cf));
  set('cf', cfRule(values.cf));

  const addressErrors = validateAddress(values.address);
  if (Object.keys(addressErrors).length > 0) {
    errors.addressFields = addressErrors;
    errors.address = Object.values(addressErrors)[0];
  }

  if (!values.loggedIn && values.register) {
    set('username', required(values.username));
    set('username', usernameRule(values.username));
  }
  if (!values.loggedIn && !values.contactMethod) set('contactMethod', MESSAGES.choiceRequired);
  if (!values.terms) set('terms', MESSAGES.termsRequired);
  if (!values.buyTerms) set('buyTerms', MESSAGES.termsRequired);
  return errors;
}

export function hasErrors(errors: DedicationErrors): boolean {
  return FIELD_ORDER.some((field) => errors[field]);
}
