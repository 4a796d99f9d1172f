import { FieldProblems, ITALY, normalizeEmail, normalizeTelephone } from '../accounts/account-rules';
import type { ContactType, User } from '../accounts/user.entity';
import { PHONE_MIN } from '../../common/spec-limits';

/** Italian texts the order forms share: /flowers and /buy-qrCode (spec public §5 "Order form", "Purchase"). */
export const OrderFormMessages = {
  required: 'Campo obbligatorio',
  invalid: 'Campo non valido',
  choiceRequired: 'Devi effettuare una scelta',
  termsRequired: 'Devi accettare i termini',
  emailOrPhone: 'Inserisci una mail o un numero di telefono valido',
  phoneInvalid: 'Numero di telefono non valido',
  emailInvalid: 'Email non valida',
  cfInvalid: 'Il codice fiscale deve contenere 16 caratteri',
  tooLong: 'Testo troppo lungo',
  created: 'Ordine creato, procedi con il pagamento',
} as const;

/** The contact methods an order form offers (`contact-method`). */
export const CONTACT_TYPES: readonly ContactType[] = ['email', 'wa', 'sms'];

/** A checkbox of an order form, sent as '1', 'true' or 'on'. */
export function isChecked(value: string | undefined): boolean {
  return value === '1' || value === 'true' || value === 'on';
}

/** The buyer's e-mail and phone fields of an order form: each form's field name and its trimmed text. */
export interface BuyerContactFields {
  email: { field: string; text: string | null };
  phone: { field: string; text: string | null };
}

/**
 * The buyer's e-mail and phone: a signed-in viewer's e-mail is the session's (the form's field is locked
 * and ignored); a phone needs PHONE_MIN national digits (spec public §5 "Order form": at least 9); a
 * signed-in viewer who leaves the phone empty keeps the account's. Problems are added under the form's own
 * field names; whether one of the two is required is each form's rule.
 */
export function checkBuyerContact(
  problems: FieldProblems,
  viewer: User | null,
  { email: emailField, phone: phoneField }: BuyerContactFields,
): { email: string | null; telephone: string | null } {
  let email: string | null;
  if (viewer) email = viewer.email;
  else {
    email = emailField.text ? normalizeEmail(emailField.text) : null;
    if (emailField.text && !email) problems.add(emailField.field, OrderFormMessages.emailInvalid);
  }
  const phoneText = phoneField.text;
  let telephone = checkPhone(problems, phoneField.field, phoneText);
  if (viewer && !phoneText) telephone = viewer.telephone;
  return { email, telephone };
}

/**
 * A phone field of a form (empty allowed): its normalized number, or null with 'Numero di telefono non
 * valido' under `field` when it has fewer than PHONE_MIN national digits or is no number.
 */
export function checkPhone(problems: FieldProblems, field: string, text: string | null): string | null {
  if (!text) return null;
  const telephone = normalizeTelephone(text);
  const nationalDigits = telephone ? telephone.slice(telephone.indexOf('-') + 1).length : 0;
  if (telephone && nationalDigits >= PHONE_MIN) return telephone;
  problems.add(field, OrderFormMessages.phoneInvalid);
  return null;
}

/** The nationality field (a countries id, Italy when absent): its id, or 0 with 'Campo non valido'. */
export function checkNationality(problems: FieldProblems, field: string, text: string | null): number {
  const nationalityText = text ?? String(ITALY);
  const nationality = /^\d{1,6}$/.test(nationalityText) ? Number(nationalityText) : 0;
  if (nationality < 1) problems.add(field, OrderFormMessages.invalid);
  return nationality;
}

const ITALIAN_ADDRESS_PARTS = ['route', 'civic', 'city', 'province', 'region', 'cap'] as const;
export type ItalianAddressPart = (typeof ITALIAN_ADDRESS_PARTS)[number];

/** An Italian address needs every part and a five-digit CAP; `fieldOf` names each part's form field. */
export function checkItalianAddress(
  problems: FieldProblems,
  address: Record<ItalianAddressPart, string | null>,
  fieldOf: (part: ItalianAddressPart) => string,
): void {
  for (const part of ITALIAN_ADDRESS_PARTS)
    if (!address[part]) problems.add(fieldOf(part), OrderFormMessages.required);
  if (address.cap && !/^\d{5}$/.test(address.cap)) problems.add(fieldOf('cap'), OrderFormMessages.invalid);
}
