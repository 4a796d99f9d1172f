// The order form's request (docs/contracts.md "Dedications": multipart `sendform/dedic`) and the reading
// of its field errors.
import {
  ApiError,
  MESSAGES,
  toPublicId,
  api,
  type AddressErrors,
  type CallData,
  type DedicationType,
} from '@ricordo/shared-design';
import type { DedicationErrors, DedicationField, DedicationFormValues } from './flowers-rules';

/** `orderid` is null when the dedication was activated at once (price 0, no order). */
export type DedicationAnswer = CallData<'sendformDedic'>;

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function dedicationFormData(
  values: DedicationFormValues,
  type: DedicationType,
  deceasedId: number,
): FormData {
  const form = new FormData();
  const { address } = values;
  const fields: Record<string, string> = {
    name: values.name.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    phone: values.telephone,
    cf: values.cf.trim(),
    route: address.address.trim(),
    civic: address.number.trim(),
    city: text(address.location),
    province: text(address.province),
    region: text(address.region),
    cap: text(address.cap),
    nationality: text(address.nationID),
    complete_address: address.completeAddress.trim(),
    username: values.loggedIn || !values.register ? '' : values.username,
    dedic: values.dedic.trim(),
    'dedic-type': type,
    'dedic-sign': values.signWithName ? values.signature.trim() : '0',
    'deceased-id': toPublicId(deceasedId),
    'register-flag': !values.loggedIn && values.register ? '1' : '0',
    'contact-method': values.contactMethod ?? '',
    terms: values.terms ? '1' : '0',
    'buy-terms': values.buyTerms ? '1' : '0',
  };
  if (type === 'fiori-reali') {
    fields.flowers = values.flowers ?? '';
    fields['delivery-notes'] = values.deliveryNotes.trim();
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (type === 'dedica-foto' || type === 'dedica-video') {
    const file = values.files[0];
    if (file) form.append('file', file, file.name);
  }
  return form;
}

export async function sendDedication(
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<DedicationAnswer> {
  const { data } = await api.call('sendformDedic', { body: form, onProgress });
  return data;
}

/** Server field names to the form's; the address parts all point at the address. */
const SERVER_FIELDS: Record<string, DedicationField> = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  phone: 'telephone',
  cf: 'cf',
  route: 'address',
  civic: 'address',
  city: 'address',
  province: 'address',
  region: 'address',
  cap: 'address',
  nationality: 'address',
  complete_address: 'address',
  username: 'username',
  'register-flag': 'username',
  dedic: 'dedic',
  'dedic-sign': 'signature',
  file: 'file',
  flowers: 'flowers',
  'delivery-notes': 'deliveryNotes',
  'contact-method': 'contactMethod',
  terms: 'terms',
  'buy-terms': 'buyTerms',
};

const ADDRESS_PARTS: Record<string, keyof AddressErrors> = {
  route: 'address',
  civic: 'number',
  city: 'location',
  province: 'province',
  region: 'region',
  cap: 'cap',
  nationality: 'nationID',
  complete_address: 'completeAddress',
};

/** The field messages of a VALIDATION_FAILED answer; empty when the error is not about fields. */
export function fieldErrorsOf(error: ApiError): DedicationErrors {
  const fields = (error.envelope?.data as { fields?: unknown } | null | undefined)?.fields;
  const errors: DedicationErrors = {};
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return errors;
  for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
    const field = SERVER_FIELDS[key];
    if (!field) continue;
    const message = typeof value === 'string' && value ? value : MESSAGES.invalid;
    errors[field] ??= message;
    const part = ADDRESS_PARTS[key];
    if (part) errors.addressFields = { ...errors.addressFields, [part]: message };
  }
  return errors;
}

/** spec public §8: a code naming TELEPHONE or EMAIL marks that field; a USERNAME code the username. */
export function fieldOfErrorCode(errorCode: string | null): DedicationField | null {
  if (!errorCode) return null;
  if (errorCode.includes('USERNAME')) return 'username';
  if (errorCode.includes('TELEPHONE')) return 'telephone';
  if (errorCode.includes('EMAIL')) return 'email';
  if (errorCode.startsWith('INVALID_FILE') || errorCode.includes('VIDEO') || errorCode.includes('FILE'))
    return 'file';
  if (errorCode === 'IMAGE_TOO_LARGE') return 'file';
  return null;
}
