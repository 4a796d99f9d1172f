export { LAMP_MODES, lampIcon, lampState, lampSummary, modeLabel, STATE_LABELS } from './lamp-states';
export type { LampState } from './lamp-states';
