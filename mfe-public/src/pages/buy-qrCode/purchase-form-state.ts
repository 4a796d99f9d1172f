// The purchase form's starting values, the session user's prefill (spec public §6: "order and purchase
// forms are prefilled, the e-mail field is locked") and the server's field names mapped to the form's.
import { EMPTY_ADDRESS, type UserData } from '@ricordo/shared-design';
import { savedAddressOf } from '../../common/forms/saved-address';
import type { PurchaseErrors, PurchaseField, PurchaseValues } from './purchase-rules';

export const EMPTY_PURCHASE: PurchaseValues = {
  name: '',
  surname: '',
  email: '',
  telephone: '',
  cf: '',
  address: EMPTY_ADDRESS,
  shipping: false,
  shippingName: '',
  shippingSurname: '',
  shippingAddress: EMPTY_ADDRESS,
  register: false,
  username: '',
  usernameStatus: 'empty',
  contactMethod: null,
  notificationFrequency: 'daily',
  terms: false,
  buyTerms: false,
};

/** The form filled from the account; what the buyer already typed wins over an empty account field. */
export function prefilledFrom(user: UserData, current: PurchaseValues): PurchaseValues {
  return {
    ...current,
    name: user.name || current.name,
    surname: user.surname || current.surname,
    email: user.email ?? '',
    telephone: user.telephone || current.telephone,
    cf: user.cf || current.cf,
    address: savedAddressOf(user) ?? current.address,
    register: false,
  };
}

const SERVER_FIELDS: Record<string, PurchaseField> = {
  'purchase-name': 'name',
  'purchase-surname': 'surname',
  'purchase-email': 'email',
  'purchase-telephone': 'telephone',
  'purchase-cf': 'cf',
  'shipping-name': 'shippingName',
  'shipping-surname': 'shippingSurname',
  username: 'username',
  'contact-method': 'contactMethod',
  notificationFrequency: 'notificationFrequency',
  terms: 'terms',
  'buy-terms': 'buyTerms',
};

/** data.fields of a 400 VALIDATION_FAILED as the form's errors. */
export function errorsOfServerFields(fields: unknown): PurchaseErrors {
  const errors: PurchaseErrors = {};
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return errors;
  for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
    const message = typeof value === 'string' && value ? value : 'Campo non valido';
    let field: PurchaseField | undefined = SERVER_FIELDS[key];
    if (!field && key.startsWith('purchase-')) field = 'address';
    if (!field && key.startsWith('shipping-')) field = 'shippingAddress';
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}
