/**
 * A lamp's check-in (docs/contracts.md "Lamps"), published on `{prefix}/{serial}/checkin`:
 * `{ seq, state, mode, battery, firmware, v, fault?, units?, ts? }`.
 */
export interface Checkin {
  serial: string;
  /** Increases with every check-in of the lamp (kept across reboots): older or equal ones are replays. */
  seq: number;
  /** statoLampadaEffettivo: 1 on, 0 off, above 1 a fault code. */
  state: number;
  /** The mode running: 0 off, 1-3. */
  mode: number;
  /** livelloBatteria 0-100. */
  battery: number;
  firmware: string;
  /** The desired version the lamp has applied (0 before it got any). */
  v: number;
  /** A fault the lamp detected (e.g. 'led', 'battery'), null when none. */
  fault: string | null;
  /** Production ids of the connected lamps it sees; null when it did not say. */
  units: string[] | null;
  /** The lamp's own clock, unix seconds (informative only). */
  ts: number | null;
}

/** Payloads larger than this are ignored (a check-in is about 150 bytes). */
export const MAX_CHECKIN_BYTES = 2048;
const MAX_UNITS = 32;
const WORD = /^[A-Za-z0-9._-]{1,32}$/;
const UNIT = /^[A-Za-z0-9_-]{1,40}$/;

export type CheckinParse =
  { ok: true; checkin: Checkin } | { ok: false; reason: 'oversized' | 'malformed'; detail: string };

const isInteger = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

/** Reads a check-in payload; anything unexpected is refused with a reason, never thrown. */
export function parseCheckin(serial: string, payload: Buffer): CheckinParse {
  if (payload.length > MAX_CHECKIN_BYTES)
    return { ok: false, reason: 'oversized', detail: `${payload.length} bytes` };
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed', detail: 'not JSON' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, reason: 'malformed', detail: 'not an object' };
  const b = body as Record<string, unknown>;
  if (!isInteger(b.seq, 0, Number.MAX_SAFE_INTEGER)) return malformed('seq');
  if (!isInteger(b.state, 0, 255)) return malformed('state');
  if (!isInteger(b.mode, 0, 3)) return malformed('mode');
  if (!isInteger(b.battery, 0, 100)) return malformed('battery');
  if (typeof b.firmware !== 'string' || !WORD.test(b.firmware)) return malformed('firmware');
  if (!isInteger(b.v, 0, 2_147_483_647)) return malformed('v');
  const fault = b.fault ?? null;
  if (fault !== null && (typeof fault !== 'string' || !WORD.test(fault))) return malformed('fault');
  const units = b.units ?? null;
  if (
    units !== null &&
    (!Array.isArray(units) ||
      units.length > MAX_UNITS ||
      units.some((unit) => typeof unit !== 'string' || !UNIT.test(unit)))
  )
    return malformed('units');
  const ts = b.ts ?? null;
  if (ts !== null && !isInteger(ts, 0, 100_000_000_000)) return malformed('ts');
  return {
    ok: true,
    checkin: {
      serial,
      seq: b.seq,
      state: b.state,
      mode: b.mode,
      battery: b.battery,
      firmware: b.firmware,
      v: b.v,
      fault: fault as string | null,
      units: units === null ? null : [...new Set(units as string[])],
      ts: ts as number | null,
    },
  };
}

function malformed(field: string): CheckinParse {
  return { ok: false, reason: 'malformed', detail: `bad ${field}` };
}
