// The tombstone: its photo, the aphorism (one of getAphorism's or the family's own words), the cemetery and
// the burial place with the kit's cascade, and the grave's coordinates (typed, or read from the phone at the
// grave).
import { useState } from 'react';
import {
  AddressPicker,
  Button,
  FilePicker,
  Select,
  TextArea,
  TextField,
  type AddressValue,
} from '@ricordo/shared-design';
import type { Aphorism } from './activation-api';
import { ACTIVATION_TEXTS } from './activation-texts';
import { APHORISM_MAX, FIELD_IDS, type ActivationErrors, type ActivationValues } from './activation-rules';

type TombstoneValues = Pick<
  ActivationValues,
  'photo' | 'aphorism' | 'graveyardName' | 'burial' | 'coordinates'
>;

export interface TombstoneFieldsProps {
  values: TombstoneValues;
  errors: ActivationErrors;
  aphorisms: Aphorism[];
  onChange: (patch: Partial<TombstoneValues>) => void;
  onBurial: (burial: AddressValue) => void;
}

export function TombstoneFields({ values, errors, aphorisms, onChange, onBurial }: TombstoneFieldsProps) {
  const [positionFailed, setPositionFailed] = useState(false);
  const chosen = aphorisms.find((item) => item.text === values.aphorism.trim());

  const readPosition = () => {
    setPositionFailed(false);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        onChange({ coordinates: `${coords.latitude.toFixed(6)}, ${coords.longitude.toFixed(6)}` }),
      () => setPositionFailed(true),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <>
      <fieldset className="pub-activate-group">
        <legend>{ACTIVATION_TEXTS.tombstoneSection}</legend>
        <FilePicker
          id={FIELD_IDS.photo}
          label={ACTIVATION_TEXTS.photo}
          kind="photo"
          hint={ACTIVATION_TEXTS.photoHint}
          value={values.photo}
          error={errors.photo}
          onChange={(photo) => onChange({ photo })}
        />
        {aphorisms.length > 0 && (
          <Select
            id="act-aphorism-choice"
            label={ACTIVATION_TEXTS.aphorismChoice}
            placeholder={ACTIVATION_TEXTS.aphorismPlaceholder}
            options={aphorisms.map((item) => ({
              value: String(item.ID),
              label: item.author ? `${item.text} (${item.author})` : item.text,
            }))}
            value={chosen ? String(chosen.ID) : ''}
            onChange={(event) => {
              const picked = aphorisms.find((item) => String(item.ID) === event.target.value);
              onChange({ aphorism: picked?.text ?? '' });
            }}
          />
        )}
        <TextArea
          id={FIELD_IDS.aphorism}
          label={ACTIVATION_TEXTS.aphorism}
          name="aphorism"
          rows={3}
          maxLength={APHORISM_MAX}
          value={values.aphorism}
          error={errors.aphorism}
          hint={ACTIVATION_TEXTS.aphorismHint}
          onChange={(event) => onChange({ aphorism: event.target.value })}
        />
      </fieldset>
      <fieldset className="pub-activate-group">
        <legend>{ACTIVATION_TEXTS.burialSection}</legend>
        <TextField
          id={FIELD_IDS.graveyardName}
          label={ACTIVATION_TEXTS.graveyardName}
          name="graveyardName"
          maxLength={200}
          value={values.graveyardName}
          error={errors.graveyardName}
          onChange={(event) => onChange({ graveyardName: event.target.value })}
        />
        <AddressPicker
          id={FIELD_IDS.burial}
          legend={ACTIVATION_TEXTS.burialPlace}
          showNationality={false}
          withStreet={false}
          value={values.burial}
          errors={errors.burialFields ?? (errors.burial ? { region: errors.burial } : undefined)}
          onChange={onBurial}
        />
        <TextField
          id={FIELD_IDS.coordinates}
          label={ACTIVATION_TEXTS.coordinates}
          name="graveyardAddress"
          inputMode="decimal"
          value={values.coordinates}
          error={errors.coordinates ?? (positionFailed ? ACTIVATION_TEXTS.positionUnavailable : null)}
          hint={ACTIVATION_TEXTS.coordinatesHint}
          onChange={(event) => onChange({ coordinates: event.target.value })}
        />
        {'geolocation' in navigator && (
          <div>
            <Button type="button" variant="secondary" onClick={readPosition}>
              {ACTIVATION_TEXTS.useMyPosition}
            </Button>
          </div>
        )}
      </fieldset>
    </>
  );
}
