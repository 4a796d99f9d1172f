// The buyer's personal data in the order forms (spec public §5, §6): name, surname, e-mail, telephone and
// fiscal code. A logged-in buyer's e-mail is the account's and cannot be changed here.
import { CF_LENGTH, PhoneField, TextField } from '@ricordo/shared-design';
import { TEXTS } from '../texts';

export interface BuyerIdentityValues {
  name: string;
  surname: string;
  email: string;
  telephone: string;
  cf: string;
}

export type BuyerIdentityField = keyof BuyerIdentityValues;

export interface BuyerIdentityFieldsProps {
  ids: Record<BuyerIdentityField, string>;
  values: BuyerIdentityValues;
  errors: Partial<Record<BuyerIdentityField, string | null>>;
  onChange: (patch: Partial<BuyerIdentityValues>) => void;
  loggedIn: boolean;
  /** The hint under the locked e-mail of a logged-in buyer. */
  emailLockedHint: string;
  cfRequired?: boolean;
  /** Turns the fiscal code into capitals while it is typed. */
  cfUpperCase?: boolean;
  /** Wraps name and surname in a `div` of this class (side by side on wide screens). */
  pairClassName?: string;
  disabled?: boolean;
}

export function BuyerIdentityFields({
  ids,
  values,
  errors,
  onChange,
  loggedIn,
  emailLockedHint,
  cfRequired,
  cfUpperCase = false,
  pairClassName,
  disabled,
}: BuyerIdentityFieldsProps) {
  const names = (
    <>
      <TextField
        id={ids.name}
        label={TEXTS.name}
        name="name"
        autoComplete="given-name"
        required
        value={values.name}
        error={errors.name}
        disabled={disabled}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <TextField
        id={ids.surname}
        label={TEXTS.surname}
        name="surname"
        autoComplete="family-name"
        required
        value={values.surname}
        error={errors.surname}
        disabled={disabled}
        onChange={(event) => onChange({ surname: event.target.value })}
      />
    </>
  );
  return (
    <>
      {pairClassName ? <div className={pairClassName}>{names}</div> : names}
      <TextField
        id={ids.email}
        label={TEXTS.email}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        readOnly={loggedIn}
        hint={loggedIn ? emailLockedHint : undefined}
        value={values.email}
        error={errors.email}
        disabled={disabled}
        onChange={(event) => onChange({ email: event.target.value })}
      />
      <PhoneField
        id={ids.telephone}
        label={TEXTS.telephone}
        value={values.telephone}
        error={errors.telephone}
        disabled={disabled}
        onChange={(telephone) => onChange({ telephone })}
      />
      <TextField
        id={ids.cf}
        label={TEXTS.cf}
        name="cf"
        autoCapitalize="characters"
        maxLength={CF_LENGTH}
        required={cfRequired}
        value={values.cf}
        error={errors.cf}
        disabled={disabled}
        onChange={(event) =>
          onChange({ cf: cfUpperCase ? event.target.value.toUpperCase() : event.target.value })
        }
      />
    </>
  );
}
