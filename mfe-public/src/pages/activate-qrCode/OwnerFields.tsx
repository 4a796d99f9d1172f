// Who owns the tombstone page: the signed-in account, or a newcomer who registers on the way (the
// registration page's fields and rules: identity, address, username made from name and surname, contact
// method).
import {
  AddressPicker,
  ContactMethodPicker,
  ITALY_NATION_ID,
  type AddressValue,
  type ContactType,
  type UserData,
} from '@ricordo/shared-design';
import {
  BuyerIdentityFields,
  type BuyerIdentityField,
  type BuyerIdentityValues,
} from '../../common/forms/BuyerIdentityFields';
import { GeneratedUsernameField } from '../../common/forms/GeneratedUsernameField';
import type { UsernameStatus } from '../registrazione/useGeneratedUsername';
import { ACTIVATION_TEXTS } from './activation-texts';
import { FIELD_IDS, type ActivationErrors, type ActivationValues } from './activation-rules';

const IDENTITY_IDS: Record<BuyerIdentityField, string> = {
  name: FIELD_IDS.name,
  surname: FIELD_IDS.surname,
  email: FIELD_IDS.email,
  telephone: FIELD_IDS.telephone,
  cf: FIELD_IDS.cf,
};

export interface OwnerFieldsProps {
  user: UserData | null;
  values: Pick<ActivationValues, BuyerIdentityField | 'address' | 'contactMethod'>;
  errors: ActivationErrors;
  username: string;
  usernameStatus: UsernameStatus;
  onIdentity: (patch: Partial<BuyerIdentityValues>) => void;
  onAddress: (address: AddressValue) => void;
  onContactMethod: (value: ContactType | null) => void;
}

export function OwnerFields({
  user,
  values,
  errors,
  username,
  usernameStatus,
  onIdentity,
  onAddress,
  onContactMethod,
}: OwnerFieldsProps) {
  if (user) {
    const contact = user.preferred_contact.type === 'email' ? user.email : user.telephone;
    return (
      <fieldset className="pub-activate-group">
        <legend>{ACTIVATION_TEXTS.ownerSection}</legend>
        <p>{ACTIVATION_TEXTS.ownerSignedIn(`${user.name} ${user.surname}`.trim())}</p>
        {(contact ?? user.email) && (
          <p>{ACTIVATION_TEXTS.ownerConfirmTo((contact ?? user.email) as string)}</p>
        )}
      </fieldset>
    );
  }
  return (
    <fieldset className="pub-activate-group">
      <legend>{ACTIVATION_TEXTS.ownerSection}</legend>
      <p className="pub-muted">{ACTIVATION_TEXTS.ownerIntro}</p>
      <BuyerIdentityFields
        ids={IDENTITY_IDS}
        values={values}
        errors={errors}
        onChange={onIdentity}
        loggedIn={false}
        emailLockedHint={ACTIVATION_TEXTS.emailLocked}
        cfRequired={values.address.nationID === ITALY_NATION_ID}
        cfUpperCase
        pairClassName="pub-activate-pair"
      />
      <AddressPicker
        id={FIELD_IDS.address}
        legend={ACTIVATION_TEXTS.address}
        value={values.address}
        errors={
          errors.addressFields ??
          (errors.address
            ? {
                [values.address.nationID === ITALY_NATION_ID ? 'address' : 'completeAddress']: errors.address,
              }
            : undefined)
        }
        onChange={onAddress}
      />
      <GeneratedUsernameField
        id={FIELD_IDS.username}
        username={username}
        status={usernameStatus}
        error={errors.username}
      />
      <ContactMethodPicker
        id={FIELD_IDS.contactMethod}
        email={values.email}
        telephone={values.telephone}
        value={values.contactMethod}
        error={errors.contactMethod}
        onChange={onContactMethod}
      />
    </fieldset>
  );
}
