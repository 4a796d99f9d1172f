import { useEffect, useState } from 'react';
import { Select, TextField } from '@ricordo/shared-design';
import { useApiData } from '../hooks';
import { OBITUARY_TEXTS as T } from './obituary-texts';

/** spec panels §3: partnerID -1 is none ('Nessuno'). */
export const NO_PARTNER = '-1';

/** How long the typing rests before the server is asked, and how many partners it answers. */
export const PARTNER_SEARCH_DELAY_MS = 300;
const PARTNER_OPTIONS = 20;

export interface PartnerSelectProps {
  value: number | null;
  onChange: (partnerId: number | null) => void;
  disabled?: boolean;
}

/** `text` once it has not changed for `delay` ms. */
function useSettled(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/**
 * The partner a record belongs to (spec panels §2, administrators only): 'Nessuno' and the active funeral
 * partners (lamp managers are not offered). The server searches them all by name as the admin types
 * (GET adminPartnerOptions), so an old funeral home can be chosen however many there are;
 * the partner already chosen is read by its id and stays offered.
 */
export function PartnerSelect({ value, onChange, disabled }: PartnerSelectProps) {
  const [typed, setTyped] = useState('');
  const name = useSettled(typed.trim(), PARTNER_SEARCH_DELAY_MS);
  const found = useApiData('adminPartnerOptions', {
    query: { maxResults: PARTNER_OPTIONS, ...(name ? { name } : {}) },
  });
  const chosen = useApiData('adminPartnerOptions', value === null ? null : { query: { id: String(value) } });
  const items = [...(chosen.data?.items ?? [])];
  for (const item of found.data?.items ?? [])
    if (!items.some((other) => other.ID === item.ID)) items.push(item);
  const options = items.map((partner) => ({ value: String(partner.ID), label: partner.name }));
  return (
    <>
      <TextField
        id="obituary-partner-search"
        type="search"
        label={T.partnerSearch}
        hint={T.partnerSearchHint}
        value={typed}
        disabled={disabled}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Select
        id="obituary-partner"
        label={T.partner}
        value={value === null ? NO_PARTNER : String(value)}
        error={found.error ?? chosen.error}
        disabled={disabled}
        aria-busy={found.loading || chosen.loading || undefined}
        options={[{ value: NO_PARTNER, label: T.partnerNone }, ...options]}
        onChange={(event) => onChange(event.target.value === NO_PARTNER ? null : Number(event.target.value))}
      />
    </>
  );
}
