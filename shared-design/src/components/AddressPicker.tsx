import { lazy, Suspense, type ReactNode } from 'react';
import { MESSAGES } from '../messages';
import { Spinner } from './Spinner';

/** spec panels §3/§9: Italy is nationality 105, the default. */
export const ITALY_NATION_ID = 105;

/** An address as the forms hold it (the account's `addresses[]` item without its type). */
export interface AddressValue {
  nationID: number;
  region: number | null;
  province: number | null;
  location: number | null;
  cap: string | null;
  /** Street ('via'), Italian addresses. */
  address: string;
  /** Civic number, Italian addresses. */
  number: string;
  /** One free-text line, foreign addresses. */
  completeAddress: string;
}

export type AddressErrors = Partial<Record<keyof AddressValue, string>>;

export const EMPTY_ADDRESS: AddressValue = Object.freeze({
  nationID: ITALY_NATION_ID,
  region: null,
  province: null,
  location: null,
  cap: null,
  address: '',
  number: '',
  completeAddress: '',
});

/**
 * The address rules of spec panels §5 "Address": Italian addresses need region, province, comune, CAP,
 * street and civic number; foreign ones only the complete address. Returns the message of each field
 * that fails ('Devi effettuare una scelta', 'Devi prima selezionare una regione', 'Devi prima selezionare
 * una provincia', "Devi inserire tutti i dati dell'indirizzo"); an empty object when the address is whole.
 */
export function validateAddress(value: AddressValue): AddressErrors {
  const errors: AddressErrors = {};
  if (value.nationID !== ITALY_NATION_ID) {
    if (!value.completeAddress.trim()) errors.completeAddress = MESSAGES.addressIncomplete;
    return errors;
  }
  if (value.region === null) errors.region = MESSAGES.choiceRequired;
  if (value.province === null)
    errors.province = value.region === null ? MESSAGES.selectRegionFirst : MESSAGES.choiceRequired;
  if (value.location === null)
    errors.location = value.province === null ? MESSAGES.selectProvinceFirst : MESSAGES.choiceRequired;
  else if (!value.cap) errors.cap = MESSAGES.choiceRequired;
  if (!value.address.trim()) errors.address = MESSAGES.addressIncomplete;
  if (!value.number.trim()) errors.number = MESSAGES.addressIncomplete;
  return errors;
}

/** The value after a nationality change (spec panels §4): abroad drops the structured fields, Italy the free line. */
export function withNationality(value: AddressValue, nationID: number): AddressValue {
  if (nationID === ITALY_NATION_ID) return { ...value, nationID, completeAddress: '' };
  return {
    ...value,
    nationID,
    region: null,
    province: null,
    location: null,
    cap: null,
    address: '',
    number: '',
  };
}

export interface AddressPickerProps {
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  /** Messages under the fields, e.g. from `validateAddress`. */
  errors?: AddressErrors;
  /** Shows the nationality select (spec: default 105 Italia); hidden, the address stays as its nationID says. */
  showNationality?: boolean;
  /**
   * Shows street and civic number (true by default); without them the picker is a place only (region →
   * province → comune → CAP), e.g. the burial place of a plaque activation.
   */
  withStreet?: boolean;
  /** Title of the group; 'Indirizzo di residenza' by default. */
  legend?: ReactNode;
  disabled?: boolean;
  /** Prefix of the fields' ids (`{id}-region`, `{id}-address`, …), so a form can focus one. */
  id?: string;
  /** Offers 'Compila dal CAP' above an Italian address (GET locationFromCap; true by default). */
  capLookup?: boolean;
}

// The kit is on every page's first download (the memorial page's JavaScript is at its budget); the address
// picker is needed only by forms, so its code is a chunk of its own, fetched when a form shows it.
const Body = lazy(async () => ({ default: (await import('./AddressPickerBody')).AddressPickerBody }));

/**
 * Address with the region → province → comune → CAP cascade and the foreign-address switch; see
 * AddressPickerBody. Shows a spinner while its code loads.
 */
export function AddressPicker(props: AddressPickerProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <Body {...props} />
    </Suspense>
  );
}
