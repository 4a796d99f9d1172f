// The condolence form's values and rules (spec public §5 "Condolence"): one reducer for what the visitor
// types, the check before sending, and the bodies of the book and of the optional registration.
import { useReducer } from 'react';
import {
  MESSAGES,
  completeZones,
  validateNotificationZones,
  type CallBody,
  type ContactType,
  type NotificationZone,
} from '@ricordo/shared-design';
import type { BookForm } from './book-api';
import { BOOK_TEXTS, MAX_TEXT } from './book-texts';

export type BookErrors = Partial<
  Record<'text' | 'name' | 'accountName' | 'accountSurname' | 'number' | 'email' | 'zones' | 'terms', string>
>;

export interface BookValues {
  text: string;
  /** The signature shown with the message (the server's `name`). */
  signature: string;
  /** A guest's own name and surname, contact and choices (not asked of a signed-in visitor). */
  name: string;
  surname: string;
  telephone: string;
  email: string;
  channel: ContactType | null;
  register: boolean;
  zones: NotificationZone[];
  terms: boolean;
}

export const EMPTY_BOOK: BookValues = {
  text: '',
  signature: '',
  name: '',
  surname: '',
  telephone: '',
  email: '',
  channel: null,
  register: false,
  zones: [],
  terms: false,
};

type BookAction =
  | { [K in keyof BookValues]: { type: 'set'; field: K; value: BookValues[K] } }[keyof BookValues]
  /** After a message is sent: a new message and its choices; who the visitor is stays filled in. */
  | { type: 'sent' };

function reduce(values: BookValues, action: BookAction): BookValues {
  if (action.type === 'sent') {
    return { ...values, text: '', signature: '', register: false, zones: [], terms: false };
  }
  return { ...values, [action.field]: action.value };
}

export interface BookFormValues {
  values: BookValues;
  set: <K extends keyof BookValues>(field: K, value: BookValues[K]) => void;
  sent: () => void;
}

export function useBookValues(): BookFormValues {
  const [values, dispatch] = useReducer(reduce, EMPTY_BOOK);
  return {
    values,
    set: (field, value) => dispatch({ type: 'set', field, value } as BookAction),
    sent: () => dispatch({ type: 'sent' }),
  };
}

export function phoneDigitsOf(value: string): string {
  return value.replace(/^\+\d{1,4}-/, '').replace(/\D/g, '');
}

/**
 * The form's errors before sending. `shownNumberError` is the number's error on screen: the blur check's
 * 'Telefono non valido' for the number as it stands stays (a change clears it).
 */
export function validateBook(
  values: BookValues,
  signedIn: boolean,
  shownNumberError: string | undefined,
): BookErrors {
  const found: BookErrors = {};
  const { text, signature, name, surname, telephone, email, register, zones, terms } = values;
  if (!text.trim()) found.text = BOOK_TEXTS.textRequired;
  else if (text.trim().length > MAX_TEXT) found.text = `Massimo ${MAX_TEXT} caratteri`;
  if (!signature.trim()) found.name = MESSAGES.required;
  if (!signedIn) {
    if (!name.trim()) found.accountName = MESSAGES.required;
    if (!surname.trim()) found.accountSurname = MESSAGES.required;
    if (!phoneDigitsOf(telephone) && !email.trim()) found.number = BOOK_TEXTS.contactRequired;
    else if (shownNumberError === MESSAGES.telephoneInvalid) found.number = MESSAGES.telephoneInvalid;
    if (register) {
      const zoneError = validateNotificationZones(zones);
      if (zoneError) found.zones = zoneError;
    }
    if (!terms) found.terms = BOOK_TEXTS.formIncomplete;
  }
  return found;
}

/** The book's body: a guest also sends who they are (spec public §5: a phone only with 8+ characters). */
export function bookBody(values: BookValues, deceasedId: number, signedIn: boolean): BookForm {
  const { telephone, channel } = values;
  const number = telephone.length >= 8 && phoneDigitsOf(telephone) ? telephone : undefined;
  return {
    name: values.signature.trim(),
    text: values.text.trim(),
    qrcode: `000${deceasedId}`,
    ...(signedIn
      ? {}
      : {
          accountName: values.name.trim(),
          accountSurname: values.surname.trim(),
          number,
          email: values.email.trim() || undefined,
          channel: channel ?? undefined,
          terms: values.terms,
        }),
  };
}

/** The registration a guest asked for with their message: daily notices for the chosen zones. */
export function registrationBody(values: BookValues, username: string): CallBody<'registration'> {
  const { name, surname, telephone, email, channel, zones } = values;
  return {
    name: name.trim(),
    surname: surname.trim(),
    username,
    telephone: phoneDigitsOf(telephone) ? telephone : '',
    email: email.trim(),
    agent: '',
    'contact-method': channel ?? (email.trim() ? 'email' : 'wa'),
    activeNotification: true,
    notificationFrequency: 'daily',
    notificationList: completeZones(zones),
    terms: true,
  };
}
