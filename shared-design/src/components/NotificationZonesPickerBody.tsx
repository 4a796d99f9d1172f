import { useEffect, useRef } from 'react';
import type { NotificationZone } from '../api/types';
import { useComuni, useProvinces, useRegions } from '../location/location-hooks';
import { MESSAGES } from '../messages';
import { Button } from './Button';
import { describedBy, useFieldIds } from './field-parts';
import { Select, type SelectOption } from './Select';
import {
  ANY_OPTION_VALUE,
  capsOf,
  EMPTY_ZONE,
  type NotificationZonesPickerProps,
} from './NotificationZonesPicker';

function toId(value: string): number | null {
  if (value === '' || value === ANY_OPTION_VALUE) return null;
  const id = Number(value);
  return Number.isFinite(id) ? id : null;
}

const anyOption: SelectOption = { value: ANY_OPTION_VALUE, label: MESSAGES.all };

interface ZoneRowProps {
  index: number;
  idPrefix: string;
  zone: NotificationZone;
  regions: SelectOption[];
  regionsError: string | null;
  onChange: (zone: NotificationZone) => void;
  onRemove: (() => void) | null;
  disabled?: boolean;
}

function ZoneRow({
  index,
  idPrefix,
  zone,
  regions,
  regionsError,
  onChange,
  onRemove,
  disabled,
}: ZoneRowProps) {
  const provinces = useProvinces(zone.region);
  const comuni = useComuni(zone.province);
  const comune = comuni.data.find((item) => item.ID === zone.location);
  const caps = capsOf(comune);
  const number = index + 1;

  return (
    <fieldset className="rc-zone" id={`${idPrefix}-zone-${number}`}>
      <legend className="rc-zone__legend">{MESSAGES.zoneLegend(number)}</legend>
      <div className="rc-zone__fields">
        <Select
          id={`${idPrefix}-zone-${number}-region`}
          label={MESSAGES.region}
          placeholder={MESSAGES.selectPlaceholder}
          options={regions}
          value={zone.region ?? ''}
          error={regionsError}
          disabled={disabled}
          onChange={(event) =>
            // spec panels §4: a new region clears province, city and CAP.
            onChange({ region: toId(event.target.value), province: null, location: null, cap: null })
          }
        />
        <Select
          id={`${idPrefix}-zone-${number}-province`}
          label={MESSAGES.province}
          options={[
            anyOption,
            ...provinces.data.map((item) => ({ value: item.ID, label: `${item.name} (${item.sigla})` })),
          ]}
          value={zone.province ?? ANY_OPTION_VALUE}
          error={provinces.error}
          disabled={disabled || zone.region === null}
          aria-busy={provinces.loading || undefined}
          onChange={(event) =>
            onChange({ ...zone, province: toId(event.target.value), location: null, cap: null })
          }
        />
        <Select
          id={`${idPrefix}-zone-${number}-city`}
          label={MESSAGES.city}
          options={[anyOption, ...comuni.data.map((item) => ({ value: item.ID, label: item.name }))]}
          value={zone.location ?? ANY_OPTION_VALUE}
          error={comuni.error}
          disabled={disabled || zone.province === null}
          aria-busy={comuni.loading || undefined}
          onChange={(event) => onChange({ ...zone, location: toId(event.target.value), cap: null })}
        />
        <Select
          id={`${idPrefix}-zone-${number}-cap`}
          label={MESSAGES.cap}
          options={[anyOption, ...caps.map((cap) => ({ value: cap, label: cap }))]}
          value={zone.cap ?? ANY_OPTION_VALUE}
          disabled={disabled || zone.location === null}
          onChange={(event) =>
            onChange({
              ...zone,
              cap: event.target.value === ANY_OPTION_VALUE ? null : event.target.value,
            })
          }
        />
      </div>
      {onRemove && (
        <Button
          variant="text"
          className="rc-zone__remove"
          aria-label={MESSAGES.removeZoneLabel(number)}
          disabled={disabled}
          onClick={onRemove}
        >
          {MESSAGES.removeZone}
        </Button>
      )}
    </fieldset>
  );
}

/**
 * The zones a user wants to hear about (obituary notifications, referring places): each row is region →
 * province → comune → CAP, where the lower levels offer 'Tutti' (stored as null). A new region clears the
 * levels below it and loads its provinces; a new province loads its comuni. Rows are added with
 * 'Aggiungi zona' (the new row's region gets the focus) and removed with 'Rimuovi'.
 * Callers require at least one zone (`validateNotificationZones`) and send `completeZones(value)`.
 */
export function NotificationZonesPickerBody({
  value,
  onChange,
  error,
  legend = 'Zone di interesse',
  hint,
  disabled,
  id,
}: NotificationZonesPickerProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const regions = useRegions();
  const regionOptions = regions.data.map((item) => ({ value: item.ID, label: item.name }));
  const rows = value.length > 0 ? value : [EMPTY_ZONE];
  const focusRow = useRef<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusRow.current === null) return;
    const target = document.getElementById(`${controlId}-zone-${focusRow.current}-region`);
    focusRow.current = null;
    target?.focus();
  });

  const replace = (index: number, zone: NotificationZone) =>
    onChange(rows.map((row, position) => (position === index ? zone : row)));

  return (
    <div
      id={controlId}
      role="group"
      aria-labelledby={`${controlId}-legend`}
      aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
      className="rc-field rc-zones"
    >
      <span id={`${controlId}-legend`} className="rc-field__label">
        {legend}
      </span>
      {hint && (
        <span id={hintId} className="rc-field__hint">
          {hint}
        </span>
      )}
      {rows.map((zone, index) => (
        <ZoneRow
          // Rows have no identity of their own; position is what the user sees ('Zona 2').
          key={index}
          index={index}
          idPrefix={controlId}
          zone={zone}
          regions={regionOptions}
          regionsError={index === 0 ? regions.error : null}
          disabled={disabled}
          onChange={(next) => replace(index, next)}
          onRemove={
            value.length > 0
              ? () => {
                  onChange(value.filter((_, position) => position !== index));
                  addButton.current?.focus();
                }
              : null
          }
        />
      ))}
      {error && (
        <span id={errorId} className="rc-field__error" role="alert">
          {error}
        </span>
      )}
      <div>
        <Button
          ref={addButton}
          variant="secondary"
          disabled={disabled}
          onClick={() => {
            focusRow.current = rows.length + 1;
            onChange([...rows, { ...EMPTY_ZONE }]);
          }}
        >
          {MESSAGES.addZone}
        </Button>
      </div>
    </div>
  );
}
