import type { Lamp } from './lamp.entity';

/** Lamp modes (spec panels §4, §9): 1 Sempre Accesa, 2 Effetto Fiamma, 3 Evanescenza; 0 = off. */
export const LAMP_MODES = [1, 2, 3] as const;
export const FLAME_MODE = 2;
/** A paid candle dedication shows the flame for a day (docs/contracts.md "Faults, candles, demo"). */
export const CANDLE_FLAME_MS = 24 * 60 * 60_000;

/**
 * What the server wants a lamp to do (docs/contracts.md "Lamps"), published retained on
 * `{prefix}/{serial}/desired` with its version `v`. A sleeping lamp reads it at its next connection.
 */
export interface DesiredState {
  /** What to run now: 0 off (no paid period left), else the mode. */
  mode: number;
  /** Unix seconds: the lamp switches itself off then, even without reaching the server (paid period end). */
  onUntil: number | null;
  /** Unix seconds: a temporary mode (a candle's flame) ends then and the lamp goes to `thenMode`. */
  modeUntil: number | null;
  thenMode: number | null;
  /** Seconds to sleep before the next check-in (secondiProssimaConnessione). */
  nextConnection: number;
  /** Seconds the lamp keeps its state without reaching the server (secondiFunzionamentoSenzaConnessione). */
  withoutConnection: number;
  /** Production ids of the connected lamps the manager enabled, sorted. */
  units: string[];
}

export interface DesiredMessage extends DesiredState {
  v: number;
}

const seconds = (instant: Date) => Math.floor(instant.getTime() / 1000);

/** The desired state of a lamp at `now`: off without a paid period; a candle's flame over the set mode. */
export function desiredStateOf(
  lamp: Pick<
    Lamp,
    'mode' | 'paidUntil' | 'flameUntil' | 'secondsNextConnection' | 'secondsWithoutConnection'
  >,
  enabledUnits: string[],
  now: Date,
): DesiredState {
  const common = {
    nextConnection: lamp.secondsNextConnection,
    withoutConnection: lamp.secondsWithoutConnection,
    units: [...enabledUnits].sort(),
  };
  // spec panels §4: a lamp needs a payment to be on; with no paid period left it is switched off.
  if (!lamp.paidUntil || lamp.paidUntil.getTime() <= now.getTime()) {
    return { mode: 0, onUntil: null, modeUntil: null, thenMode: null, ...common };
  }
  const flame = lamp.flameUntil !== null && lamp.flameUntil.getTime() > now.getTime();
  if (flame && lamp.mode !== FLAME_MODE) {
    const until = Math.min(lamp.flameUntil!.getTime(), lamp.paidUntil.getTime());
    return {
      mode: FLAME_MODE,
      onUntil: seconds(lamp.paidUntil),
      modeUntil: Math.floor(until / 1000),
      thenMode: lamp.mode,
      ...common,
    };
  }
  return { mode: lamp.mode, onUntil: seconds(lamp.paidUntil), modeUntil: null, thenMode: null, ...common };
}

/** The stored form (lamps.desired_state): stable key order, so equal states compare equal as text. */
export function serializeDesiredState(state: DesiredState): string {
  return JSON.stringify({
    mode: state.mode,
    onUntil: state.onUntil,
    modeUntil: state.modeUntil,
    thenMode: state.thenMode,
    nextConnection: state.nextConnection,
    withoutConnection: state.withoutConnection,
    units: state.units,
  });
}

export function desiredMessage(version: number, stored: string): DesiredMessage {
  return { v: version, ...(JSON.parse(stored) as DesiredState) };
}
