// The deceased's data (spec public §3 "Deceased/tombstone": nameTo, surnameTo, gender M/F, dates, age).
import { RadioGroup, TextField } from '@ricordo/shared-design';
import { ACTIVATION_TEXTS } from './activation-texts';
import { FIELD_IDS, type ActivationErrors, type ActivationValues } from './activation-rules';

type DeceasedValues = Pick<
  ActivationValues,
  'nameTo' | 'surnameTo' | 'gender' | 'bornDate' | 'deathDate' | 'age'
>;

export interface DeceasedFieldsProps {
  values: DeceasedValues;
  errors: ActivationErrors;
  today: string;
  onChange: (patch: Partial<DeceasedValues>) => void;
}

export function DeceasedFields({ values, errors, today, onChange }: DeceasedFieldsProps) {
  return (
    <fieldset className="pub-activate-group">
      <legend>{ACTIVATION_TEXTS.deceasedSection}</legend>
      <div className="pub-activate-pair">
        <TextField
          id={FIELD_IDS.nameTo}
          label={ACTIVATION_TEXTS.nameTo}
          name="nameTo"
          required
          maxLength={100}
          value={values.nameTo}
          error={errors.nameTo}
          onChange={(event) => onChange({ nameTo: event.target.value })}
        />
        <TextField
          id={FIELD_IDS.surnameTo}
          label={ACTIVATION_TEXTS.surnameTo}
          name="surnameTo"
          required
          maxLength={100}
          value={values.surnameTo}
          error={errors.surnameTo}
          onChange={(event) => onChange({ surnameTo: event.target.value })}
        />
      </div>
      <RadioGroup
        id={FIELD_IDS.gender}
        legend={ACTIVATION_TEXTS.gender}
        name="gender"
        required
        value={values.gender}
        error={errors.gender}
        options={[
          { value: 'M', label: ACTIVATION_TEXTS.male },
          { value: 'F', label: ACTIVATION_TEXTS.female },
        ]}
        onChange={(gender) => onChange({ gender: gender === 'F' ? 'F' : 'M' })}
      />
      <div className="pub-activate-pair">
        <TextField
          id={FIELD_IDS.bornDate}
          label={ACTIVATION_TEXTS.bornDate}
          name="bornDate"
          type="date"
          max={today}
          value={values.bornDate}
          error={errors.bornDate}
          onChange={(event) => onChange({ bornDate: event.target.value })}
        />
        <TextField
          id={FIELD_IDS.deathDate}
          label={ACTIVATION_TEXTS.deathDate}
          name="deathDate"
          type="date"
          max={today}
          value={values.deathDate}
          error={errors.deathDate}
          onChange={(event) => onChange({ deathDate: event.target.value })}
        />
      </div>
      <TextField
        id={FIELD_IDS.age}
        label={ACTIVATION_TEXTS.age}
        name="age"
        inputMode="numeric"
        maxLength={3}
        value={values.age}
        error={errors.age}
        hint={ACTIVATION_TEXTS.ageHint}
        onChange={(event) => onChange({ age: event.target.value.replace(/\D/g, '') })}
      />
    </fieldset>
  );
}
