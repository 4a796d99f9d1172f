// The fields a refused registration names (spec public §8): by its errorCode, or by the server's field
// errors (the request body's names mapped to the form's).
import { MESSAGES, type ApiError } from '@ricordo/shared-design';
import type { RegistrationErrors, RegistrationField } from './registration-rules';

/** Server field names (the request body's) to the form's. */
const SERVER_FIELDS: Record<string, RegistrationField> = {
  name: 'name',
  surname: 'surname',
  username: 'username',
  telephone: 'telephone',
  email: 'email',
  'contact-method': 'contactMethod',
  notificationList: 'zones',
  terms: 'terms',
};

/** spec public §8: a code containing USERNAME, TELEPHONE or EMAIL marks and focuses that field. */
export function fieldOfErrorCode(errorCode: string | null): RegistrationField | null {
  if (!errorCode) return null;
  if (errorCode.includes('USERNAME')) return 'username';
  if (errorCode.includes('TELEPHONE')) return 'telephone';
  if (errorCode.includes('EMAIL')) return 'email';
  return null;
}

export function fieldErrorsOf(error: ApiError): RegistrationErrors {
  const fields = (error.envelope?.data as { fields?: unknown } | null | undefined)?.fields;
  const errors: RegistrationErrors = {};
  if (fields && typeof fields === 'object' && !Array.isArray(fields)) {
    for (const [key, message] of Object.entries(fields as Record<string, unknown>)) {
      const field = SERVER_FIELDS[key];
      if (field) errors[field] = typeof message === 'string' && message ? message : MESSAGES.invalid;
    }
  }
  return errors;
}
