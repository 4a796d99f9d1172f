// The checks of the registration form (spec public §5), run at 'Procedi'; the server checks them again.
import {
  MESSAGES,
  email as emailRule,
  phoneDigits,
  required,
  validateNotificationZones,
  PHONE_MAX,
  type ContactType,
  type NotificationZone,
} from '@ricordo/shared-design';
import type { UsernameStatus } from './useGeneratedUsername';

export interface RegistrationValues {
  name: string;
  surname: string;
  username: string;
  usernameStatus: UsernameStatus;
  telephone: string;
  email: string;
  contactMethod: ContactType | null;
  activeNotification: boolean;
  zones: NotificationZone[];
  terms: boolean;
}

export type RegistrationField =
  'name' | 'surname' | 'username' | 'telephone' | 'email' | 'contactMethod' | 'zones' | 'terms';

export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** Form order, for focusing the first field in error. */
export const FIELD_ORDER: readonly RegistrationField[] = [
  'name',
  'surname',
  'username',
  'telephone',
  'email',
  'contactMethod',
  'zones',
  'terms',
];

/**
 * spec public §5: "Telephone invalid if longer than 4 and shorter than 12 characters". The count is of
 * the value with its dial code ('+39-' is 4 characters: an empty number), so a number needs at least 8
 * digits after '+39-'. At most 12 digits (PHONE_MAX).
 */
export function registrationPhone(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const digits = phoneDigits(text);
  if (!digits || text.length < 12 || digits.length > PHONE_MAX) return MESSAGES.telephoneInvalid;
  return null;
}

export function usernameMessage(status: UsernameStatus): string | null {
  if (status === 'short') return MESSAGES.usernameTooShort;
  if (status === 'taken') return MESSAGES.usernameTaken;
  return null;
}

export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const set = (field: RegistrationField, message: string | null) => {
    if (message) errors[field] = message;
  };
  set('name', required(values.name));
  set('surname', required(values.surname));
  // The username comes from name and surname: without them, their own messages say what is missing.
  if (values.name.trim() && values.surname.trim())
    set('username', values.username ? usernameMessage(values.usernameStatus) : MESSAGES.usernameTooShort);
  if (values.email.trim() === '' && values.telephone.trim() === '') {
    set('email', MESSAGES.emailOrPhoneToRegister);
  } else {
    set('telephone', registrationPhone(values.telephone));
    set('email', emailRule(values.email));
  }
  if (!values.contactMethod) set('contactMethod', MESSAGES.choiceRequired);
  if (values.activeNotification) set('zones', validateNotificationZones(values.zones));
  if (!values.terms) set('terms', MESSAGES.termsRequired);
  return errors;
}
