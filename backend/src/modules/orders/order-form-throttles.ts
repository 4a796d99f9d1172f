import type { ThrottleRule } from '../auth/request-throttle.service';

const MINUTE = 60_000;

/** Per address: orders are created without an account, so a flood from one address is refused with 429. */
export const ORDER_FORM_THROTTLES = {
  dedication: { bucket: 'dedication-order', limit: 20, windowMs: 10 * MINUTE },
  plaque: { bucket: 'plaque-order', limit: 10, windowMs: 10 * MINUTE },
} satisfies Record<string, ThrottleRule>;
