// The registration form's name and surname, and the read-only username generated from them (spec public §2
// "/registrazione", §5).
import { TextField } from '@ricordo/shared-design';
import { GeneratedUsernameField } from '../../common/forms/GeneratedUsernameField';
import { TEXTS } from '../../common/texts';
import { FIELD_IDS } from './registration-field-ids';
import type { RegistrationForm } from './useRegistrationForm';

export function NameFields({ form }: { form: RegistrationForm }) {
  const { values, errors, changeName } = form;
  return (
    <>
      <TextField
        id={FIELD_IDS.name}
        label={TEXTS.name}
        name="name"
        autoComplete="given-name"
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => changeName({ name: event.target.value }, 'name')}
      />
      <TextField
        id={FIELD_IDS.surname}
        label={TEXTS.surname}
        name="surname"
        autoComplete="family-name"
        required
        value={values.surname}
        error={errors.surname}
        onChange={(event) => changeName({ surname: event.target.value }, 'surname')}
      />
      <GeneratedUsernameField
        id={FIELD_IDS.username}
        username={form.username}
        status={form.usernameStatus}
        error={form.usernameError}
      />
    </>
  );
}
