import type { ThrottleRule } from '../auth/request-throttle.service';

const MINUTE = 60_000;

/** Per address: a flood of condolences or code guesses from one address is refused with 429. */
export const CONDOLENCE_THROTTLES = {
  book: { bucket: 'condolence', limit: 5, windowMs: 10 * MINUTE },
  checkPhone: { bucket: 'condolence-phone', limit: 30, windowMs: 10 * MINUTE },
  code: { bucket: 'condolence-code', limit: 10, windowMs: 10 * MINUTE },
} satisfies Record<string, ThrottleRule>;

/** spec public §9: the book is open this many days from publication unless configured otherwise. */
export const DEFAULT_CONDOLENCE_LIMIT_DAYS = 365;
/** spec public §9: the demo memorial's book never closes. */
export const DEMO_DECEASED_ID = 1000;
/** Lifetime of a confirmation link or code. */
export const CONFIRM_TTL_MS = 48 * 60 * MINUTE;
