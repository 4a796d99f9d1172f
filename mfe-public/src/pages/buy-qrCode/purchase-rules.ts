// The checks of the plaque purchase form (spec public §5 "Purchase"), run at 'Procedi'; the server checks
// them again. Also the form's request body (docs/contracts.md "Plaques": POST /api/qrcodes/qrCode).
import {
  MESSAGES,
  cf as cfRule,
  email as emailRule,
  phone,
  required,
  validateAddress,
  type AddressErrors,
  type AddressValue,
  type ContactType,
  type NotificationFrequency,
} from '@ricordo/shared-design';
import type { BuyerIdentityField, BuyerIdentityValues } from '../../common/forms/BuyerIdentityFields';
import { usernameMessage } from '../registrazione/registration-rules';
import type { UsernameStatus } from '../registrazione/useGeneratedUsername';

export interface PurchaseValues extends BuyerIdentityValues {
  address: AddressValue;
  /** A shipping address other than the buyer's. */
  shipping: boolean;
  shippingName: string;
  shippingSurname: string;
  shippingAddress: AddressValue;
  /** Register an account with the purchase (anonymous buyers only). */
  register: boolean;
  username: string;
  usernameStatus: UsernameStatus;
  contactMethod: ContactType | null;
  /** How often the new account hears of new obituaries (spec public §3: realtime, daily, never). */
  notificationFrequency: PurchaseNotificationFrequency;
  terms: boolean;
  buyTerms: boolean;
}

/** The purchase-side notification selector (spec public §3), in order; 'daily' is the default (§4). */
export const PURCHASE_FREQUENCIES = [
  'realtime',
  'daily',
  'never',
] as const satisfies readonly NotificationFrequency[];
export type PurchaseNotificationFrequency = (typeof PURCHASE_FREQUENCIES)[number];

export type PurchaseField =
  | BuyerIdentityField
  | 'address'
  | 'shippingName'
  | 'shippingSurname'
  | 'shippingAddress'
  | 'username'
  | 'contactMethod'
  | 'notificationFrequency'
  | 'terms'
  | 'buyTerms';

export type PurchaseErrors = Partial<Record<PurchaseField, string>> & {
  addressFields?: AddressErrors;
  shippingAddressFields?: AddressErrors;
};

/** Form order, for focusing the first field in error. */
export const PURCHASE_FIELD_ORDER: readonly PurchaseField[] = [
  'name',
  'surname',
  'email',
  'telephone',
  'cf',
  'address',
  'shippingName',
  'shippingSurname',
  'shippingAddress',
  'username',
  'contactMethod',
  'notificationFrequency',
  'terms',
  'buyTerms',
];

function firstOf(errors: AddressErrors): string | undefined {
  return Object.values(errors).find(Boolean);
}

export function validatePurchase(values: PurchaseValues): PurchaseErrors {
  const errors: PurchaseErrors = {};
  const set = (field: PurchaseField, message: string | null | undefined) => {
    if (message) errors[field] = message;
  };
  set('name', required(values.name));
  set('surname', required(values.surname));
  if (!values.email.trim() && !values.telephone.trim()) {
    set('email', MESSAGES.emailOrPhone);
  } else {
    set('email', emailRule(values.email));
    set('telephone', phone(values.telephone));
  }
  set('cf', cfRule(values.cf));
  const address = validateAddress(values.address);
  if (firstOf(address)) {
    errors.addressFields = address;
    set('address', firstOf(address));
  }
  if (values.shipping) {
    set('shippingName', required(values.shippingName));
    set('shippingSurname', required(values.shippingSurname));
    const shipping = validateAddress(values.shippingAddress);
    if (firstOf(shipping)) {
      errors.shippingAddressFields = shipping;
      set('shippingAddress', firstOf(shipping));
    }
  }
  if (values.register) {
    // The username comes from name and surname: without them, their own messages say what is missing.
    if (values.name.trim() && values.surname.trim())
      set('username', values.username ? usernameMessage(values.usernameStatus) : MESSAGES.usernameTooShort);
    if (!values.contactMethod) set('contactMethod', MESSAGES.choiceRequired);
  }
  if (!values.terms) set('terms', MESSAGES.termsRequired);
  if (!values.buyTerms) set('buyTerms', MESSAGES.termsRequired);
  return errors;
}

function addressFields(prefix: 'purchase' | 'shipping', address: AddressValue): Record<string, string> {
  return {
    [`${prefix}-route`]: address.address.trim(),
    [`${prefix}-civic`]: address.number.trim(),
    [`${prefix}-city`]: address.location === null ? '' : String(address.location),
    [`${prefix}-province`]: address.province === null ? '' : String(address.province),
    [`${prefix}-region`]: address.region === null ? '' : String(address.region),
    [`${prefix}-cap`]: address.cap ?? '',
  };
}

/** The form body of POST /api/qrcodes/qrCode. `continueWithout`: 'Continua senza registrarti'. */
export function purchaseBody(values: PurchaseValues, continueWithout: boolean): URLSearchParams {
  const body = new URLSearchParams({
    'purchase-name': values.name.trim(),
    'purchase-surname': values.surname.trim(),
    'purchase-email': values.email.trim(),
    'purchase-telephone': values.telephone,
    'purchase-cf': values.cf.trim().toUpperCase(),
    ...addressFields('purchase', values.address),
    'purchase-nationality': String(values.address.nationID),
    // A buyer abroad gives the address as one text (docs/contracts.md "Plaques").
    'purchase-complete_address': values.address.completeAddress.trim(),
    shipping: values.shipping ? '1' : '0',
    register: values.register ? '1' : '0',
    terms: values.terms ? '1' : '0',
    'buy-terms': values.buyTerms ? '1' : '0',
  });
  if (values.shipping) {
    body.set('shipping-name', values.shippingName.trim());
    body.set('shipping-surname', values.shippingSurname.trim());
    for (const [key, value] of Object.entries(addressFields('shipping', values.shippingAddress)))
      body.set(key, value);
  }
  if (values.register) {
    body.set('username', values.username);
    body.set('contact-method', values.contactMethod ?? '');
    body.set('notificationFrequency', values.notificationFrequency);
  }
  if (continueWithout) body.set('continue', '1');
  return body;
}
