export { LAMP_MODES, lampState, lampSummary, modeLabel, STATE_LABELS } from './lamp-states';
export type { LampState } from './lamp-states';
