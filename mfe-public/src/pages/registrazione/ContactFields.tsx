// The registration form's contacts (spec public §2 "/registrazione", §5): telephone, e-mail (checked on blur
// for an existing account), the optional promotion code, and the contact method for the account's messages.
import { ContactMethodPicker, PhoneField, TextField } from '@ricordo/shared-design';
import { TEXTS } from '../../common/texts';
import { FIELD_IDS } from './registration-field-ids';
import type { RegistrationForm } from './useRegistrationForm';

export function ContactFields({ form }: { form: RegistrationForm }) {
  const { values, errors, change, mail } = form;
  return (
    <>
      <PhoneField
        id={FIELD_IDS.telephone}
        label={TEXTS.telephone}
        value={values.telephone}
        error={errors.telephone}
        onChange={(telephone) => change({ telephone }, ['telephone'])}
      />
      <TextField
        id={FIELD_IDS.email}
        label={TEXTS.email}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        value={values.email}
        error={errors.email ?? mail.taken}
        onBlur={(event) => mail.check(event.target.value)}
        onChange={(event) => form.changeEmail(event.target.value)}
      />
      <TextField
        id="reg-agent"
        label={TEXTS.promotionCode}
        name="agent"
        autoCapitalize="characters"
        value={values.agent}
        onChange={(event) => change({ agent: event.target.value })}
      />
      <ContactMethodPicker
        id={FIELD_IDS.contactMethod}
        email={values.email}
        telephone={values.telephone}
        value={values.contactMethod}
        error={errors.contactMethod}
        onChange={(contactMethod) => change({ contactMethod }, ['contactMethod'])}
      />
    </>
  );
}
