// The checks of the registration form (spec public §5), run at 'Procedi'; the server checks them again.
import {
  MESSAGES,
  email as emailRule,
  phone,
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
 * spec public §5 gives the registration phone "a bound of 4 to 12"; a registration phone is also a contact
 * method, which needs 6 digits or more (spec public §4, §9). As the server: 6 to 12 digits after the dial
 * code, else 'Numero di telefono non valido'.
 */
export const REGISTRATION_PHONE_MIN = 6;

export function registrationPhone(value: string): string | null {
  return phone(value, { min: REGISTRATION_PHONE_MIN, max: PHONE_MAX });
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
    set('telephone', MESSAGES.emailOrPhoneToRegister);
  } else {
    set('telephone', registrationPhone(values.telephone));
    set('email', emailRule(values.email));
  }
  if (!values.contactMethod) set('contactMethod', MESSAGES.choiceRequired);
  if (values.activeNotification) set('zones', validateNotificationZones(values.zones));
  if (!values.terms) set('terms', MESSAGES.termsRequired);
  return errors;
}
