import { toPublicId } from '@ricordo/shared-design';

/** The lamp icon of the memorial page (spec public §4 "Lamp icon on memorial page"). */
export type LampIcon = 'off' | 'on' | 'flame' | 'fading';

/**
 * Lamp fields of deceasedData (null without a lamp): the effective state the lamp reported, the mode it
 * confirmed running, and its manager, the only visitor who may open its popup.
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

/**
 * The lamp popup of its manager (spec panels §2 `lampadaData`) is the lamp panel's: the icon links there,
 * and #lampade opens the popup of the deceased in the query. The memorial page ships no panel code.
 */
export function lampPanelPath(deceasedId: number): string {
  return `/lampade-panel?DeceasedID=${toPublicId(deceasedId)}#lampade`;
}

export const LAMP_MANAGE_LABEL = 'apri la lampada nel pannello lampade';

export const LAMP_LABELS: Record<LampIcon, string> = {
  off: 'Lampada votiva spenta',
  on: 'Lampada votiva accesa',
  flame: 'Lampada votiva con fiamma',
  fading: 'Lampada votiva in esaurimento',
};
