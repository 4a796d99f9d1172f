import { Select } from '@ricordo/shared-design';
import { useApiData } from '../hooks';
import { OBITUARY_TEXTS as T } from './obituary-texts';

/** spec panels §3: partnerID -1 is none ('Nessuno'). */
export const NO_PARTNER = '-1';

export interface PartnerSelectProps {
  value: number | null;
  onChange: (partnerId: number | null) => void;
  disabled?: boolean;
}

/**
 * The partner a record belongs to (spec panels §2, administrators only): 'Nessuno' and the active funeral
 * partners (lamp managers are not offered).
 */
export function PartnerSelect({ value, onChange, disabled }: PartnerSelectProps) {
  const partners = useApiData('adminPartners', { query: { list: 'partners', maxResults: 100 } });
  const options = (partners.data?.items ?? [])
    .filter((partner) => partner.type === 'partner' && partner.active === 1)
    .map((partner) => ({ value: String(partner.ID), label: partner.name }));
  return (
    <Select
      id="obituary-partner"
      label={T.partner}
      value={value === null ? NO_PARTNER : String(value)}
      error={partners.error}
      disabled={disabled}
      aria-busy={partners.loading || undefined}
      options={[{ value: NO_PARTNER, label: T.partnerNone }, ...options]}
      onChange={(event) => onChange(event.target.value === NO_PARTNER ? null : Number(event.target.value))}
    />
  );
}
