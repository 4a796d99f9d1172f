/** Cookie holding the opaque session token (DESIGN "Security"). */
export const SESSION_COOKIE = 'ricordo_sid';
/** Cookie of a browser that signed in before (TrustedDevicesService); sent only to /api/auth. */
export const DEVICE_COOKIE = 'ricordo_device';
/** Cookie holding an anonymous visitor's CSRF secret (httpOnly: scripts never read it). */
export const CSRF_COOKIE = 'ricordo_csrf';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Idle and absolute session lifetimes; shorter for admin and partner accounts (DESIGN "Security"). */
export const SESSION_LIFETIME = {
  client: { idleMs: 14 * DAY, absoluteMs: 30 * DAY },
  staff: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR },
} as const;

/** lastSeenAt is written at most this often, so reads do not turn into writes. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;

/** Login throttling (DESIGN "Security": per account and per address). */
export const LOGIN_THROTTLE = { windowMs: 15 * MINUTE, perAccount: 5, perIp: 20 } as const;

/**
 * A browser that signed in before: five wrong passwords lock that browser (not the account) for the
 * login window; its cookie lasts half a year and is renewed at each login.
 */
export const TRUSTED_DEVICE = {
  failuresBeforeLock: LOGIN_THROTTLE.perAccount,
  lockMs: LOGIN_THROTTLE.windowMs,
  lifetimeMs: 180 * DAY,
} as const;

export const AUTOLOGIN_TOKEN_TTL_MS = 10 * MINUTE;
