import type { ThrottleRule } from '../auth/request-throttle.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Request limits of the public account calls (DESIGN "Security": `userExist`/`mailExist` throttled; the
 * brief: registration too). Per address, and per target account where a message goes out, so that nobody
 * can flood someone else's inbox. A registration form typing a name costs a handful of lookups.
 */
export const ACCOUNT_THROTTLES = {
  lookup: { bucket: 'lookup', limit: 60, windowMs: 15 * MINUTE },
  registration: { bucket: 'registration', limit: 10, windowMs: HOUR },
  recovery: { bucket: 'recovery', limit: 10, windowMs: HOUR },
  recoveryPerAccount: { bucket: 'recovery-account', limit: 3, windowMs: HOUR },
  /** 'Cedi proprietà' user search: a dialog needs a few; 30 × 10 answers per 10 minutes lists nobody's base. */
  userSearch: { bucket: 'user-search', limit: 30, windowMs: 10 * MINUTE },
  userSearchPerAddress: { bucket: 'user-search-ip', limit: 120, windowMs: 10 * MINUTE },
} satisfies Record<string, ThrottleRule>;
