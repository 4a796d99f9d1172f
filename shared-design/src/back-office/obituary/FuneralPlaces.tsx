import { useEffect, useRef } from 'react';
import {
  Button,
  MESSAGES,
  Select,
  TextField,
  capsOf,
  useComuni,
  useProvinces,
  useRegions,
  type SelectOption,
} from '@ricordo/shared-design';
import { EMPTY_FUNERAL_PLACE, type FuneralPlaceValue } from './obituary-values';
import { OBITUARY_TEXTS as T } from './obituary-texts';

const toId = (text: string) => (text === '' ? null : Number(text));

interface RowProps {
  index: number;
  place: FuneralPlaceValue;
  regions: SelectOption[];
  onChange: (place: FuneralPlaceValue) => void;
  onRemove: (() => void) | null;
  disabled?: boolean;
}

/** One funeral place: church or hall, then the region → province → comune → CAP cascade (spec panels §4). */
function FuneralPlaceRow({ index, place, regions, onChange, onRemove, disabled }: RowProps) {
  const provinces = useProvinces(place.region);
  const comuni = useComuni(place.province);
  const caps = capsOf(comuni.data.find((item) => item.ID === place.location));
  const n = index + 1;
  const prefix = `funeral-place-${n}`;
  return (
    <fieldset className="rc-zone" id={prefix}>
      <legend className="rc-zone__legend">{T.funeralPlace(n)}</legend>
      <div className="rc-zone__fields">
        <TextField
          id={`${prefix}-name`}
          label={T.placeName}
          value={place.name}
          maxLength={200}
          disabled={disabled}
          onChange={(event) => onChange({ ...place, name: event.target.value })}
        />
        <Select
          id={`${prefix}-region`}
          label={MESSAGES.region}
          placeholder={MESSAGES.selectPlaceholder}
          options={regions}
          value={place.region ?? ''}
          disabled={disabled}
          onChange={(event) =>
            onChange({
              ...place,
              region: toId(event.target.value),
              province: null,
              location: null,
              cap: null,
            })
          }
        />
        <Select
          id={`${prefix}-province`}
          label={MESSAGES.province}
          placeholder={MESSAGES.selectPlaceholder}
          options={provinces.data.map((item) => ({ value: item.ID, label: `${item.name} (${item.sigla})` }))}
          value={place.province ?? ''}
          error={provinces.error}
          disabled={disabled || place.region === null}
          onChange={(event) =>
            onChange({ ...place, province: toId(event.target.value), location: null, cap: null })
          }
        />
        <Select
          id={`${prefix}-city`}
          label={MESSAGES.city}
          placeholder={MESSAGES.selectPlaceholder}
          options={comuni.data.map((item) => ({ value: item.ID, label: item.name }))}
          value={place.location ?? ''}
          error={comuni.error}
          disabled={disabled || place.province === null}
          onChange={(event) => {
            const location = toId(event.target.value);
            const comune = comuni.data.find((item) => item.ID === location);
            onChange({ ...place, location, cap: capsOf(comune)[0] ?? null });
          }}
        />
        <Select
          id={`${prefix}-cap`}
          label={MESSAGES.cap}
          placeholder={MESSAGES.selectPlaceholder}
          options={caps.map((cap) => ({ value: cap, label: cap }))}
          value={place.cap ?? ''}
          disabled={disabled || place.location === null}
          onChange={(event) => onChange({ ...place, cap: event.target.value || null })}
        />
      </div>
      {onRemove && (
        <Button
          variant="text"
          className="rc-zone__remove"
          aria-label={T.removePlaceLabel(n)}
          disabled={disabled}
          onClick={onRemove}
        >
          {T.removePlace}
        </Button>
      )}
    </fieldset>
  );
}

export interface FuneralPlacesProps {
  value: FuneralPlaceValue[];
  onChange: (places: FuneralPlaceValue[]) => void;
  /** 'La prima riga è obbligatoria' or 'Inserisci regione, provincia e città per ogni riga parzialmente compilata'. */
  error?: string | null;
  disabled?: boolean;
}

/**
 * The notice's funeral places (spec panels §5): the first row is mandatory, later rows are added with
 * 'Aggiungi luogo' (the new row's name gets the focus) and removed with 'Rimuovi'.
 */
export function FuneralPlaces({ value, onChange, error, disabled }: FuneralPlacesProps) {
  const regions = useRegions();
  const regionOptions = regions.data.map((item) => ({ value: item.ID, label: item.name }));
  const rows = value.length > 0 ? value : [EMPTY_FUNERAL_PLACE];
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(`funeral-place-${focusRow.current}-name`)?.focus();
    focusRow.current = null;
  });
  return (
    <div
      id="funeral-places"
      role="group"
      aria-labelledby="funeral-places-legend"
      aria-describedby={error ? 'funeral-places-error' : undefined}
      className="rc-field rc-zones"
      tabIndex={-1}
    >
      <span id="funeral-places-legend" className="rc-field__label">
        {T.funeralPlaces}
      </span>
      {rows.map((place, index) => (
        <FuneralPlaceRow
          // Rows have no identity of their own; position is what the user sees ('Luogo 2').
          key={index}
          index={index}
          place={place}
          regions={regionOptions}
          disabled={disabled}
          onChange={(next) => onChange(rows.map((row, at) => (at === index ? next : row)))}
          onRemove={index > 0 ? () => onChange(rows.filter((_, at) => at !== index)) : null}
        />
      ))}
      {error && (
        <span id="funeral-places-error" className="rc-field__error" role="alert">
          {error}
        </span>
      )}
      <div>
        <Button
          variant="secondary"
          disabled={disabled}
          onClick={() => {
            focusRow.current = rows.length + 1;
            onChange([...rows, { ...EMPTY_FUNERAL_PLACE }]);
          }}
        >
          {T.addPlace}
        </Button>
      </div>
    </div>
  );
}
