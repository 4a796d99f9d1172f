/** The lamp icon of the memorial page (spec public §4 "Lamp icon on memorial page"). */
export type LampIcon = 'off' | 'on' | 'flame' | 'fading';

/**
 * Lamp fields of deceasedData. The lamps issue has not landed yet, so the server answers `lamp: null`;
 * this is the shape the page reads once it does: the effective state reported by the lamp and the state
 * the manager set.
 */
export interface LampFields {
  effectiveState: number;
  setState: number;
  idGestore?: number;
}

/**
 * The state table: effective 0 → off; effective 1 with set state 0 or 1 → on (always); 1 with 2 → flame;
 * 1 with 3 → fading; effective above 1 → off. Anything else (negative, unknown set state) → off.
 */
export function lampIcon(lamp: LampFields): LampIcon {
  if (lamp.effectiveState !== 1) return 'off';
  if (lamp.setState === 0 || lamp.setState === 1) return 'on';
  if (lamp.setState === 2) return 'flame';
  if (lamp.setState === 3) return 'fading';
  return 'off';
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The lamp of deceasedData, or null when there is none (or its fields are not readable). */
export function readLamp(value: unknown): LampFields | null {
  if (typeof value !== 'object' || value === null) return null;
  const { effectiveState, setState, idGestore } = value as Record<string, unknown>;
  if (!isNumber(effectiveState) || !isNumber(setState)) return null;
  return { effectiveState, setState, idGestore: isNumber(idGestore) ? idGestore : undefined };
}

export const LAMP_LABELS: Record<LampIcon, string> = {
  off: 'Lampada votiva spenta',
  on: 'Lampada votiva accesa',
  flame: 'Lampada votiva con fiamma',
  fading: 'Lampada votiva in esaurimento',
};
