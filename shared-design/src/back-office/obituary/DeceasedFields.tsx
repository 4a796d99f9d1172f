import {
  AddressPicker,
  Checkbox,
  EMPTY_ADDRESS,
  FilePicker,
  NotificationZonesPicker,
  RadioGroup,
  TextField,
  PHOTO_EXTENSIONS,
} from '@ricordo/shared-design';
import { AphorismField } from './AphorismField';
import { PartnerSelect } from './PartnerSelect';
import { SavedPhoto } from './SavedPhoto';
import type { SectionProps } from './section-props';
import { OBITUARY_TEXTS as T } from './obituary-texts';
import type { ObituaryFormKind } from './obituary-values';

export interface DeceasedFieldsProps extends SectionProps {
  kind: ObituaryFormKind;
  asAdmin: boolean;
  onKindChange?: (kind: ObituaryFormKind) => void;
  /** The saved photo (edit) and whether it is to be removed. */
  savedPhoto: string | null;
  photoRemoved: boolean;
  onTogglePhoto: () => void;
}

/**
 * Dati Defunto (spec panels §2, §3 "Deceased"): the partner (admins), name, surname, gender, dates, age,
 * photo, the aphorism, the graveyard (region → province → comune → CAP), its name and coordinates, the referring places.
 */
export function DeceasedFields({
  values,
  errors,
  busy,
  change,
  kind,
  asAdmin,
  onKindChange,
  savedPhoto,
  photoRemoved,
  onTogglePhoto,
}: DeceasedFieldsProps) {
  const graveyardErrors = {
    region: errors.graveyardRegion,
    province: errors.graveyardProvince,
    location: errors.graveyardCity,
    cap: errors.graveyardCap,
  };
  return (
    <section aria-labelledby="obituary-deceased-title" className="rc-obituary-section">
      <h3 id="obituary-deceased-title">{T.sectionDeceased}</h3>
      {asAdmin && (
        <PartnerSelect
          value={values.partnerId}
          disabled={busy}
          onChange={(partnerId) => change({ partnerId })}
        />
      )}
      {onKindChange && (
        <Checkbox
          id="obituary-with-notice"
          label={T.withNotice}
          checked={kind === 'both'}
          disabled={busy}
          onChange={(event) => onKindChange(event.target.checked ? 'both' : 'tombstone')}
        />
      )}
      <div className="rc-obituary-grid">
        <TextField
          id="obituary-name"
          label={T.name}
          required
          value={values.name}
          error={errors.name}
          disabled={busy}
          onChange={(event) => change({ name: event.target.value })}
        />
        <TextField
          id="obituary-surname"
          label={T.surname}
          required
          value={values.surname}
          error={errors.surname}
          disabled={busy}
          onChange={(event) => change({ surname: event.target.value })}
        />
        <RadioGroup
          id="obituary-gender"
          legend={T.gender}
          name="obituary-gender"
          required
          value={values.gender || null}
          error={errors.gender}
          options={[
            { value: 'M', label: T.male },
            { value: 'F', label: T.female },
          ]}
          onChange={(gender) => change({ gender: gender as 'M' | 'F' })}
        />
        <TextField
          id="obituary-birth"
          type="date"
          label={T.dateOfBirth}
          value={values.dateOfBirth}
          disabled={busy}
          onChange={(event) => change({ dateOfBirth: event.target.value })}
        />
        <TextField
          id="obituary-death"
          type="date"
          label={T.dateOfDeath}
          value={values.dateOfDeath}
          disabled={busy}
          onChange={(event) => change({ dateOfDeath: event.target.value })}
        />
        <TextField
          id="obituary-age"
          label={T.age}
          hint={T.ageHint}
          inputMode="numeric"
          maxLength={3}
          value={values.age}
          disabled={busy}
          onChange={(event) => change({ age: event.target.value.replace(/\D/g, '') })}
        />
      </div>
      <FilePicker
        id="obituary-photo"
        label={T.photo}
        kind="photo"
        citedFormats={PHOTO_EXTENSIONS}
        value={values.photo ? [values.photo] : []}
        disabled={busy}
        onChange={(files) => change({ photo: files[0] ?? null })}
      />
      {!values.photo && (
        <SavedPhoto
          url={savedPhoto}
          label={T.savedPhoto}
          removed={photoRemoved}
          disabled={busy}
          onToggle={onTogglePhoto}
        />
      )}
      <AphorismField value={values.aphorism} disabled={busy} onChange={(aphorism) => change({ aphorism })} />
      <AddressPicker
        id="obituary-graveyard"
        legend={T.graveyard}
        showNationality={false}
        withStreet={false}
        value={{ ...EMPTY_ADDRESS, ...values.graveyard }}
        errors={graveyardErrors}
        disabled={busy}
        onChange={(address) =>
          change({
            graveyard: {
              region: address.region,
              province: address.province,
              location: address.location,
              cap: address.cap,
            },
          })
        }
      />
      <div className="rc-obituary-grid">
        <TextField
          id="obituary-graveyard-name"
          label={T.graveyardName}
          value={values.graveyardName}
          disabled={busy}
          onChange={(event) => change({ graveyardName: event.target.value })}
        />
        <TextField
          id="obituary-graveyard-address"
          label={T.graveyardAddress}
          hint={T.graveyardAddressHint}
          maxLength={64}
          value={values.graveyardAddress}
          disabled={busy}
          onChange={(event) => change({ graveyardAddress: event.target.value })}
        />
      </div>
      <NotificationZonesPicker
        id="obituary-referring"
        legend={T.referringPlaces}
        hint={T.referringHint}
        value={values.referringPlaces}
        error={errors.referringPlaces}
        disabled={busy}
        onChange={(referringPlaces) => change({ referringPlaces })}
      />
    </section>
  );
}
