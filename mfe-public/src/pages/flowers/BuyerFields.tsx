// The buyer part of the order form (spec public §3, §5, §6): personal data and address, for a visitor the
// optional registration and the contact method; a logged-in user's data come from the session, with the
// e-mail locked. Both terms boxes close the form.
import {
  AddressPicker,
  Checkbox,
  ContactMethodPicker,
  ITALY_NATION_ID,
  TextField,
  type ContactType,
} from '@ricordo/shared-design';
import { BuyerIdentityFields } from '../../common/forms/BuyerIdentityFields';
import { TermsCheckbox } from '../../common/forms/TermsCheckbox';
import { TEXTS } from '../../common/texts';
import type { DedicationErrors, DedicationFormValues } from './flowers-rules';
import { FIELD_IDS } from './field-ids';
import { FLOWERS_TEXTS } from './flowers-texts';

export interface BuyerFieldsProps {
  values: DedicationFormValues;
  errors: DedicationErrors;
  onChange: (patch: Partial<DedicationFormValues>) => void;
  onContactMethod: (value: ContactType | null) => void;
  disabled?: boolean;
}

export function BuyerFields({ values, errors, onChange, onContactMethod, disabled }: BuyerFieldsProps) {
  const { loggedIn } = values;
  return (
    <>
      <BuyerIdentityFields
        ids={FIELD_IDS}
        values={values}
        errors={errors}
        onChange={onChange}
        loggedIn={loggedIn}
        emailLockedHint={FLOWERS_TEXTS.emailLocked}
        cfRequired={values.address.nationID === ITALY_NATION_ID && !values.partner}
        cfUpperCase
        pairClassName="pub-flowers__pair"
        disabled={disabled}
      />
      <AddressPicker
        id={FIELD_IDS.address}
        value={values.address}
        errors={errors.addressFields}
        disabled={disabled}
        onChange={(address) => onChange({ address })}
      />
      {!loggedIn && (
        <>
          <Checkbox
            label={FLOWERS_TEXTS.register}
            name="register-flag"
            checked={values.register}
            disabled={disabled}
            onChange={(event) => onChange({ register: event.target.checked })}
          />
          {values.register && (
            <TextField
              id={FIELD_IDS.username}
              label={FLOWERS_TEXTS.username}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              required
              hint={FLOWERS_TEXTS.usernameHint}
              value={values.username}
              error={errors.username}
              disabled={disabled}
              onChange={(event) => onChange({ username: event.target.value.trim() })}
            />
          )}
          <ContactMethodPicker
            id={FIELD_IDS.contactMethod}
            email={values.email}
            telephone={values.telephone}
            value={values.contactMethod}
            error={errors.contactMethod}
            disabled={disabled}
            onChange={onContactMethod}
          />
        </>
      )}
      <TermsCheckbox
        id={FIELD_IDS.terms}
        name="terms"
        checked={values.terms}
        error={errors.terms}
        disabled={disabled}
        onChange={(terms) => onChange({ terms })}
        before={TEXTS.termsBefore}
        to="/terms"
        linkText={TEXTS.termsLink}
        privacyHint
      />
      <TermsCheckbox
        id={FIELD_IDS.buyTerms}
        name="buy-terms"
        checked={values.buyTerms}
        error={errors.buyTerms}
        disabled={disabled}
        onChange={(buyTerms) => onChange({ buyTerms })}
        before={FLOWERS_TEXTS.buyTermsBefore}
        to="/buy-terms"
        linkText={FLOWERS_TEXTS.buyTermsLink}
      />
    </>
  );
}
