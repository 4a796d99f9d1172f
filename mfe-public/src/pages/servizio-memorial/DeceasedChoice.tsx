// The choice of one of my deceased for the memorial (spec public §5 "Memorial"): each with its memorial's
// state (none, expiring on…, expired on…); without any deceased, the form says so.
import { MESSAGES, RadioGroup, formatDate } from '@ricordo/shared-design';
import { IDS } from './memorial-field-ids';
import { MEMORIAL_TEXTS } from './memorial-texts';
import { hasActiveMemorial, type MyDeceased } from './my-deceased';

function deceasedLabel(item: MyDeceased): string {
  const name = `${item.name} ${item.surname}`.trim();
  if (!item.memorialID || item.expirationDate === null) return `${name} (${MEMORIAL_TEXTS.noMemorial})`;
  const date = formatDate(item.expirationDate);
  return hasActiveMemorial(item)
    ? `${name} (memorial ${MEMORIAL_TEXTS.expires(date)})`
    : `${name} (${MESSAGES.memorialExpired(date)})`;
}

export interface DeceasedChoiceProps {
  list: MyDeceased[];
  value: number | null;
  error: string | undefined;
  onChange: (deceasedId: number) => void;
}

export function DeceasedChoice({ list, value, error, onChange }: DeceasedChoiceProps) {
  return list.length === 0 ? (
    <p className="pub-alert" role="alert">
      {MEMORIAL_TEXTS.noDeceased}
    </p>
  ) : (
    <RadioGroup
      id={IDS.deceased}
      legend={MEMORIAL_TEXTS.chooseLegend}
      name="deceasedID"
      value={value === null ? null : String(value)}
      error={error}
      options={list.map((item) => ({ value: String(item.ID), label: deceasedLabel(item) }))}
      onChange={(chosen) => onChange(Number(chosen))}
    />
  );
}
