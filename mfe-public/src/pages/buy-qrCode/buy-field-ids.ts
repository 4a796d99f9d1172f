// The ids of the purchase form's fields, so that a failed check focuses the first one in error (for an
// address, its first sub-field in error).
import type { AddressErrors } from '@ricordo/shared-design';
import type { PurchaseErrors, PurchaseField } from './purchase-rules';

export const FIELD_IDS: Record<PurchaseField, string> = {
  name: 'buy-name',
  surname: 'buy-surname',
  email: 'buy-email',
  telephone: 'buy-telephone',
  cf: 'buy-cf',
  address: 'buy-address',
  shippingName: 'buy-shipping-name',
  shippingSurname: 'buy-shipping-surname',
  shippingAddress: 'buy-shipping-address',
  username: 'buy-username',
  contactMethod: 'buy-contact-method',
  notificationFrequency: 'buy-notification-frequency',
  terms: 'buy-terms',
  buyTerms: 'buy-buy-terms',
};

/** The AddressPicker's sub-field ids, in its order. */
const ADDRESS_PARTS: Array<[keyof AddressErrors, string]> = [
  ['region', 'region'],
  ['province', 'province'],
  ['location', 'city'],
  ['cap', 'cap'],
  ['address', 'address'],
  ['number', 'number'],
  ['completeAddress', 'complete-address'],
];

export function focusField(field: PurchaseField, errors: PurchaseErrors) {
  const parts =
    field === 'address'
      ? errors.addressFields
      : field === 'shippingAddress'
        ? errors.shippingAddressFields
        : null;
  const part = parts ? ADDRESS_PARTS.find(([key]) => parts[key]) : undefined;
  const element = document.getElementById(part ? `${FIELD_IDS[field]}-${part[1]}` : FIELD_IDS[field]);
  if (!element) return;
  element.scrollIntoView?.({ block: 'center' });
  if (element.matches('input, select, textarea')) element.focus();
  else element.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled])')?.focus();
}
