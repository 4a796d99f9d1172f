import type { ThrottleRule } from '../../auth/request-throttle.service';
import { temporaryCodeExpired } from '../temporary-qrcodes.service';
import type { QrCode } from '../qr-code.entity';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long the confirmation link works (as the registration link a newcomer gets with it). */
export const ACTIVATION_LINK_TTL_MS = 48 * HOUR;
/**
 * A pending activation whose link has expired no longer holds the plaque: it may be requested again (the
 * message went to a mistyped address, or was never opened). A minute of margin over the link's life.
 */
export const PENDING_HOLD_MS = ACTIVATION_LINK_TTL_MS + MINUTE;
/** Committed tombstone photos live under media/tombstones (docs/contracts.md "Uploads"). */
export const TOMBSTONE_MEDIA_FOLDER = 'tombstones';

export const ACTIVATION_THROTTLES = {
  /** Activation requests per address: each may create an account and send a message. */
  submit: { bucket: 'plaque-activation', limit: 20, windowMs: 10 * MINUTE },
  /** Wrong verification codes per plaque, whoever types them: guessing stops at 429. */
  wrongCode: { bucket: 'plaque-activation-code', limit: 10, windowMs: HOUR },
  /** GET check per address (the form asks once per typed code). */
  check: { bucket: 'plaque-check', limit: 60, windowMs: 10 * MINUTE },
} satisfies Record<string, ThrottleRule>;

/** The 409 answers of the registration part point at the activation form's own field names. */
export const ACCOUNT_FIELDS = { username: 'username', email: 'email', telephone: 'telephone' };

export type PlaqueState = 'available' | 'pending' | 'active' | 'expired';

/** Where a scan of the plaque (or of its condolence QR) sends the visitor (docs/contracts.md "Plaques"). */
export type ScanKind = 'memorial' | 'book';

/** A temporary code past its 30 days is expired whatever else; then active, pending (link still valid), available. */
export function plaqueStateOf(plaque: QrCode, now: Date): PlaqueState {
  if (temporaryCodeExpired(plaque, now)) return 'expired';
  if (plaque.activationStatus === 'active') return 'active';
  if (
    plaque.activationStatus === 'pending' &&
    plaque.activationRequestedAt !== null &&
    plaque.activationRequestedAt.getTime() > now.getTime() - PENDING_HOLD_MS
  )
    return 'pending';
  return 'available';
}
