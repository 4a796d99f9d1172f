// The /partner form's contacts (spec public §5 "Partner": an e-mail or a phone; the phone at least 9
// characters): e-mail, phone, alternative phone and website.
import { PhoneField, TextField } from '@ricordo/shared-design';
import { FIELD_IDS, type PartnerErrors, type PartnerValues } from './partner-rules';
import { PARTNER_TEXTS as T } from './partner-texts';
import type { ChangePartner } from './usePartnerRequest';

export interface PartnerContactFieldsProps {
  values: PartnerValues;
  errors: PartnerErrors;
  change: ChangePartner;
}

export function PartnerContactFields({ values, errors, change }: PartnerContactFieldsProps) {
  return (
    <fieldset>
      <legend>{T.contacts}</legend>
      <TextField
        id={FIELD_IDS.email}
        label={T.email}
        type="email"
        autoComplete="email"
        maxLength={254}
        value={values.email}
        error={errors.email}
        onChange={(event) => change({ email: event.target.value }, ['email', 'phone'])}
      />
      <PhoneField
        id={FIELD_IDS.phone}
        label={T.phone}
        value={values.phone}
        error={errors.phone}
        onChange={(phone) => change({ phone }, ['phone', 'email'])}
      />
      <PhoneField
        id={FIELD_IDS.altPhone}
        label={T.altPhone}
        value={values.altPhone}
        error={errors.altPhone}
        onChange={(altPhone) => change({ altPhone }, ['altPhone'])}
      />
      <TextField
        id={FIELD_IDS.website}
        label={T.website}
        maxLength={255}
        value={values.website}
        error={errors.website}
        onChange={(event) => change({ website: event.target.value }, ['website'])}
      />
    </fieldset>
  );
}
