import { useEffect, useState } from 'react';
import { Select, TextArea } from '@ricordo/shared-design';
import { loadAphorisms, type Aphorism } from './obituary-api';
import { OBITUARY_TEXTS as T } from './obituary-texts';

/** The longest aphorism, as on /activate-qrCode. */
export const APHORISM_MAX = 500;

export interface AphorismFieldProps {
  value: string;
  disabled: boolean;
  onChange: (aphorism: string) => void;
}

/**
 * The tombstone's sentence (spec panels §3 "aphorism"; sent as admin-add-aphorism): 'Scegli una frase' among
 * getAphorism's suggestions, as /activate-qrCode offers it, or the family's own words, kept as they are.
 */
export function AphorismField({ value, disabled, onChange }: AphorismFieldProps) {
  const [aphorisms, setAphorisms] = useState<Aphorism[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    loadAphorisms(controller.signal).then(setAphorisms, () => undefined);
    return () => controller.abort();
  }, []);
  const chosen = aphorisms.find((item) => item.text === value.trim());
  return (
    <>
      {aphorisms.length > 0 && (
        <Select
          id="obituary-aphorism-choice"
          label={T.aphorismChoice}
          placeholder={T.aphorismPlaceholder}
          options={aphorisms.map((item) => ({
            value: String(item.ID),
            label: item.author ? `${item.text} (${item.author})` : item.text,
          }))}
          value={chosen ? String(chosen.ID) : ''}
          disabled={disabled}
          onChange={(event) => {
            const picked = aphorisms.find((item) => String(item.ID) === event.target.value);
            onChange(picked?.text ?? '');
          }}
        />
      )}
      <TextArea
        id="obituary-aphorism"
        label={T.aphorism}
        hint={T.aphorismHint}
        rows={3}
        maxLength={APHORISM_MAX}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
