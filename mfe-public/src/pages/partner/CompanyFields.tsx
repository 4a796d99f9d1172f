// The /partner form's company data (spec public §3 "Partner company"): name, kind of business, the username
// generated from the name (read-only), VAT number, SDI code and fiscal code.
import { RadioGroup, TextField } from '@ricordo/shared-design';
import { GeneratedUsernameField } from '../../common/forms/GeneratedUsernameField';
import type { UsernameStatus } from '../registrazione/useGeneratedUsername';
import { FIELD_IDS, type PartnerErrors, type PartnerValues } from './partner-rules';
import { PARTNER_TEXTS as T } from './partner-texts';
import type { ChangePartner } from './usePartnerRequest';

export interface CompanyFieldsProps {
  values: PartnerValues;
  errors: PartnerErrors;
  username: string;
  usernameStatus: UsernameStatus;
  change: ChangePartner;
}

export function CompanyFields({ values, errors, username, usernameStatus, change }: CompanyFieldsProps) {
  return (
    <fieldset>
      <legend>{T.company}</legend>
      <TextField
        id={FIELD_IDS.name}
        label={T.name}
        required
        maxLength={200}
        value={values.name}
        error={errors.name}
        onChange={(event) => change({ name: event.target.value }, ['name', 'username'])}
      />
      <RadioGroup
        legend={T.type}
        name="type"
        options={[...T.types]}
        value={values.type}
        onChange={(type) => change({ type: type as PartnerValues['type'] }, [])}
      />
      <GeneratedUsernameField
        id={FIELD_IDS.username}
        username={username}
        status={usernameStatus}
        error={errors.username}
      />
      <TextField
        id={FIELD_IDS.pi}
        label={T.pi}
        required
        maxLength={30}
        value={values.pi}
        error={errors.pi}
        onChange={(event) => change({ pi: event.target.value }, ['pi'])}
      />
      <TextField
        id={FIELD_IDS.sdi}
        label={T.sdi}
        required
        maxLength={100}
        value={values.sdi}
        error={errors.sdi}
        onChange={(event) => change({ sdi: event.target.value }, ['sdi'])}
      />
      <TextField
        id={FIELD_IDS.cf}
        label={T.cf}
        maxLength={20}
        value={values.cf}
        error={errors.cf}
        onChange={(event) => change({ cf: event.target.value.toUpperCase() }, ['cf'])}
      />
    </fieldset>
  );
}
