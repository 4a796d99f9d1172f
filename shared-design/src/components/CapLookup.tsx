// 'Compila dal CAP' (spec public §7 GET locationFromCap/{cap}): a five-digit CAP fills region, province,
// comune and CAP of the address; a CAP shared by several comuni asks which one. Part of the address picker's
// chunk. An unknown CAP says so; a failed call says nothing (the cascade still works by hand).
import { useEffect, useRef, useState } from 'react';
import { api } from '../api/client';
import type { Schema } from '../api/call-types';
import { MESSAGES } from '../messages';
import { Select } from './Select';
import { TextField } from './TextField';

export type CapComune = Schema<'CapComuneItemDto'>;

export interface CapLookupProps {
  id: string;
  disabled?: boolean;
  /** The comune chosen for the typed CAP. */
  onFound: (comune: CapComune, cap: string) => void;
}

export function CapLookup({ id, disabled, onFound }: CapLookupProps) {
  const [cap, setCap] = useState('');
  const [choices, setChoices] = useState<CapComune[]>([]);
  const [notFound, setNotFound] = useState(false);
  const found = useRef(onFound);
  found.current = onFound;

  useEffect(() => {
    setChoices([]);
    setNotFound(false);
    if (!/^\d{5}$/.test(cap)) return undefined;
    const controller = new AbortController();
    api.call('locationFromCap', { path: { cap }, signal: controller.signal }).then(
      ({ data }) => {
        if (controller.signal.aborted) return;
        if (data.comuni.length === 1) found.current(data.comuni[0], cap);
        else if (data.comuni.length > 1) setChoices(data.comuni);
        else setNotFound(true);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [cap]);

  return (
    <>
      <TextField
        id={id}
        label={MESSAGES.capLookup}
        hint={MESSAGES.capLookupHint}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={cap}
        error={notFound ? MESSAGES.capNotFound : undefined}
        disabled={disabled}
        onChange={(event) => setCap(event.target.value.replace(/\D/g, '').slice(0, 5))}
      />
      {choices.length > 1 && (
        <Select
          id={`${id}-choice`}
          label={MESSAGES.capLookupChoice}
          placeholder={MESSAGES.selectPlaceholder}
          options={choices.map((item) => ({ value: item.ID, label: item.name }))}
          value=""
          disabled={disabled}
          onChange={(event) => {
            const chosen = choices.find((item) => item.ID === Number(event.target.value));
            if (!chosen) return;
            setChoices([]);
            onFound(chosen, cap);
          }}
        />
      )}
    </>
  );
}
