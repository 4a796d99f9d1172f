// The order form's starting values (the text and region a legacy address may carry) and a logged-in user's
// prefill from the session (spec public §6).
import { EMPTY_ADDRESS, roleOf, type UserData } from '@ricordo/shared-design';
import { savedAddressOf } from '../../common/forms/saved-address';
import type { DedicationFormValues } from './flowers-rules';

export function emptyValues(type: DedicationFormValues['type'], message: string, region: number | null) {
  return {
    type,
    loggedIn: false,
    partner: false,
    dedic: message.slice(0, 1000),
    signWithName: false,
    signature: '',
    files: [],
    flowers: null,
    deliveryNotes: '',
    name: '',
    surname: '',
    email: '',
    telephone: '',
    cf: '',
    address: { ...EMPTY_ADDRESS, region },
    register: false,
    username: '',
    contactMethod: null,
    terms: false,
    buyTerms: false,
  } satisfies DedicationFormValues;
}

/** spec public §6: a logged-in user's order form is prefilled from the session. */
export function fromSession(user: UserData): Partial<DedicationFormValues> {
  const address = savedAddressOf(user);
  return {
    loggedIn: true,
    partner: roleOf(user) === 'partner',
    name: user.name ?? '',
    surname: user.surname ?? '',
    email: user.email ?? '',
    telephone: user.telephone ?? '',
    cf: user.cf ?? '',
    contactMethod: user.preferred_contact?.type ?? null,
    register: false,
    ...(address ? { address } : {}),
  };
}
