import { useComuni, useCountries, useProvinces, useRegions } from '../location/location-hooks';
import { MESSAGES } from '../messages';
import { CapLookup } from './CapLookup';
import { useFieldIds } from './field-parts';
import { capsOf } from './NotificationZonesPicker';
import { Select } from './Select';
import { TextField } from './TextField';
import { ITALY_NATION_ID, withNationality, type AddressPickerProps } from './AddressPicker';

function toId(text: string): number | null {
  if (text === '') return null;
  const id = Number(text);
  return Number.isFinite(id) ? id : null;
}

/**
 * Address with the Italian location cascade (spec panels §4): nationality → region → province → comune →
 * CAP, then street ('Indirizzo') and civic number ('Civico'). A new region clears province, comune and CAP
 * and loads its provinces; a new province clears comune and CAP and loads its comuni; a comune sets its
 * main CAP, offered as a select when the comune has several; 'Compila dal CAP' fills the four from a CAP.
 * Another nationality shows one free-text 'Indirizzo completo' instead.
 */
export function AddressPickerBody({
  value,
  onChange,
  errors = {},
  showNationality = true,
  withStreet = true,
  legend = 'Indirizzo di residenza',
  disabled,
  id,
  capLookup = true,
}: AddressPickerProps) {
  const { controlId } = useFieldIds(id);
  const italian = value.nationID === ITALY_NATION_ID;
  const countries = useCountries();
  const regions = useRegions();
  const provinces = useProvinces(italian ? value.region : null);
  const comuni = useComuni(italian ? value.province : null);
  const comune = comuni.data.find((item) => item.ID === value.location);
  const caps = capsOf(comune);
  // Until the countries arrive, the current nationality still has a name to show.
  const countryOptions =
    countries.data.length > 0
      ? countries.data.map((country) => ({ value: country.id, label: country.nicename }))
      : [
          {
            value: value.nationID,
            label: value.nationID === ITALY_NATION_ID ? 'Italia' : String(value.nationID),
          },
        ];

  return (
    <fieldset className="rc-address" id={controlId}>
      <legend className="rc-address__legend">{legend}</legend>
      <div className="rc-address__grid">
        {showNationality && (
          <Select
            id={`${controlId}-nationality`}
            className="rc-address__wide"
            label={MESSAGES.nationality}
            options={countryOptions}
            value={value.nationID}
            error={errors.nationID ?? countries.error}
            disabled={disabled}
            onChange={(event) => onChange(withNationality(value, Number(event.target.value)))}
          />
        )}
        {italian ? (
          <>
            {capLookup && (
              <div className="rc-address__wide">
                <CapLookup
                  id={`${controlId}-cap-lookup`}
                  disabled={disabled}
                  onFound={(comune, cap) =>
                    onChange({
                      ...value,
                      region: comune.regionID,
                      province: comune.provinceID,
                      location: comune.ID,
                      cap,
                    })
                  }
                />
              </div>
            )}
            <Select
              id={`${controlId}-region`}
              label={MESSAGES.region}
              required
              placeholder={MESSAGES.selectPlaceholder}
              options={regions.data.map((item) => ({ value: item.ID, label: item.name }))}
              value={value.region ?? ''}
              error={errors.region ?? regions.error}
              disabled={disabled}
              onChange={(event) =>
                onChange({
                  ...value,
                  region: toId(event.target.value),
                  province: null,
                  location: null,
                  cap: null,
                })
              }
            />
            <Select
              id={`${controlId}-province`}
              label={MESSAGES.province}
              required
              placeholder={MESSAGES.selectPlaceholder}
              options={provinces.data.map((item) => ({
                value: item.ID,
                label: `${item.name} (${item.sigla})`,
              }))}
              value={value.province ?? ''}
              error={errors.province ?? provinces.error}
              disabled={disabled || value.region === null}
              aria-busy={provinces.loading || undefined}
              onChange={(event) =>
                onChange({ ...value, province: toId(event.target.value), location: null, cap: null })
              }
            />
            <Select
              id={`${controlId}-city`}
              label={MESSAGES.city}
              required
              placeholder={MESSAGES.selectPlaceholder}
              options={comuni.data.map((item) => ({ value: item.ID, label: item.name }))}
              value={value.location ?? ''}
              error={errors.location ?? comuni.error}
              disabled={disabled || value.province === null}
              aria-busy={comuni.loading || undefined}
              onChange={(event) => {
                const location = toId(event.target.value);
                const chosen = comuni.data.find((item) => item.ID === location);
                onChange({ ...value, location, cap: chosen ? (capsOf(chosen)[0] ?? null) : null });
              }}
            />
            {caps.length > 1 ? (
              <Select
                id={`${controlId}-cap`}
                label={MESSAGES.cap}
                required
                options={caps.map((cap) => ({ value: cap, label: cap }))}
                value={value.cap ?? ''}
                placeholder={value.cap && caps.includes(value.cap) ? undefined : MESSAGES.selectPlaceholder}
                error={errors.cap}
                disabled={disabled}
                onChange={(event) => onChange({ ...value, cap: event.target.value || null })}
              />
            ) : (
              <TextField
                id={`${controlId}-cap`}
                label={MESSAGES.cap}
                required
                readOnly
                value={value.cap ?? ''}
                error={errors.cap}
                disabled={disabled}
              />
            )}
            {withStreet && (
              <div className="rc-address__row rc-address__wide">
                <TextField
                  id={`${controlId}-address`}
                  label={MESSAGES.street}
                  required
                  autoComplete="address-line1"
                  value={value.address}
                  error={errors.address}
                  disabled={disabled}
                  onChange={(event) => onChange({ ...value, address: event.target.value })}
                />
                <TextField
                  id={`${controlId}-number`}
                  label={MESSAGES.civic}
                  required
                  autoComplete="address-line2"
                  value={value.number}
                  error={errors.number}
                  disabled={disabled}
                  onChange={(event) => onChange({ ...value, number: event.target.value })}
                />
              </div>
            )}
          </>
        ) : (
          <TextField
            id={`${controlId}-complete-address`}
            className="rc-address__wide"
            label={MESSAGES.completeAddress}
            required
            autoComplete="street-address"
            value={value.completeAddress}
            error={errors.completeAddress}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, completeAddress: event.target.value })}
          />
        )}
      </div>
    </fieldset>
  );
}
