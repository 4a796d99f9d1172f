import { toPublicId, type LampIcon } from '@ricordo/shared-design';

/**
 * Lamp fields of deceasedData (null without a lamp): the effective state the lamp reported, the mode it
 * confirmed running, and its manager, the only visitor who may open its popup.
 */
export interface LampFields {
  effectiveState: number;
  setState: number;
  idGestore?: number;
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
