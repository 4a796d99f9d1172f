// A lamp's state and mode as every panel names them (spec panels §4): the lamp manager's table and popup,
// and the owner's list of tombstones in the client panel.

/** spec panels §4: set modes. */
export const LAMP_MODES = [
  { value: 1, label: 'Sempre Accesa' },
  { value: 2, label: 'Effetto Fiamma' },
  { value: 3, label: 'Evanescenza' },
] as const;

export function modeLabel(mode: number | null | undefined): string {
  return LAMP_MODES.find((item) => item.value === mode)?.label ?? '—';
}

export type LampState = 'accesa' | 'spenta' | 'anomalia';

/** spec panels §4: effective state 1 'Accesa', 0 'Spenta', other 'In anomalia'. */
export function lampState(effective: number): LampState {
  if (effective === 1) return 'accesa';
  if (effective === 0) return 'spenta';
  return 'anomalia';
}

export const STATE_LABELS: Record<LampState, string> = {
  accesa: 'Accesa',
  spenta: 'Spenta',
  anomalia: 'In anomalia',
};

/** One line for a lamp that is on: 'Accesa · Effetto Fiamma'; otherwise the state alone. */
export function lampSummary(effective: number, mode: number | null): string {
  const state = lampState(effective);
  return state === 'accesa' ? `${STATE_LABELS[state]} · ${modeLabel(mode)}` : STATE_LABELS[state];
}
