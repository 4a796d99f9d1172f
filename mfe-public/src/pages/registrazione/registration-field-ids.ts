// The ids of the registration form's fields, so that a failed check focuses the first one in error (for a
// group, its first enabled input).
import type { RegistrationField } from './registration-rules';

export const FIELD_IDS: Record<RegistrationField, string> = {
  name: 'reg-name',
  surname: 'reg-surname',
  username: 'reg-username',
  telephone: 'reg-telephone',
  email: 'reg-email',
  contactMethod: 'reg-contact-method',
  zones: 'reg-zones',
  terms: 'reg-terms',
};

export function focusField(field: RegistrationField) {
  const element = document.getElementById(FIELD_IDS[field]);
  if (!element) return;
  if (element.matches('input, select, textarea')) element.focus();
  else element.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled])')?.focus();
}
