// The ids of the order form's fields, so that a failed check focuses the first one in error.
import type { DedicationField } from './flowers-rules';

export const FIELD_IDS: Record<DedicationField, string> = {
  dedic: 'fl-dedic',
  signature: 'fl-signature',
  file: 'fl-file',
  flowers: 'fl-flowers',
  deliveryNotes: 'fl-delivery-notes',
  name: 'fl-name',
  surname: 'fl-surname',
  email: 'fl-email',
  telephone: 'fl-telephone',
  cf: 'fl-cf',
  address: 'fl-address',
  username: 'fl-username',
  contactMethod: 'fl-contact-method',
  terms: 'fl-terms',
  buyTerms: 'fl-buy-terms',
};

export function focusField(field: DedicationField): void {
  const element = document.getElementById(FIELD_IDS[field]);
  if (!element) return;
  if (element.matches('input, select, textarea')) element.focus();
  else element.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled])')?.focus();
}
