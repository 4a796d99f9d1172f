// The timing of the family's moderation of dedications: a dedication waiting for a decision is recalled to
// the page's moderators once after REMINDER_AFTER_MS, and after DEADLINE_MS the page's choice decides it.

const HOUR_MS = 3_600_000;

/** The moderators are reminded once when a dedication still waits after 48 hours. */
export const REMINDER_AFTER_MS = 48 * HOUR_MS;
/** After 7 days without a decision the page's choice (AfterDeadline) is applied. */
export const DEADLINE_MS = 7 * 24 * HOUR_MS;
export const DEADLINE_DAYS = 7;
export const REMINDER_AFTER_HOURS = 48;

/**
 * What happens after the deadline: 'publish' accepts it as the family would (text, signature, media shown);
 * 'lapse' applies the refusal rule (spec public §1: published anonymously without text, a photo or video
 * as virtual flowers), so a paid gift is never lost and nothing unread by the family is shown.
 */
export type AfterDeadline = 'publish' | 'lapse';
export const AFTER_DEADLINE_CHOICES: readonly AfterDeadline[] = ['publish', 'lapse'];

/**
 * The default is 'lapse': the spec gives the family the last word on what their page shows, and a lapse
 * keeps that promise (the giver's gift still appears, anonymously) where an automatic publication would
 * show a stranger's words no one in the family has read.
 */
export const DEFAULT_AFTER_DEADLINE: AfterDeadline = 'lapse';

/** The Italian names of the choices (client panel #dedic; the reminder). */
export const AFTER_DEADLINE_LABELS: Record<AfterDeadline, string> = {
  publish: 'Pubblica automaticamente',
  lapse: 'Lascia scadere',
};

export function isAfterDeadline(value: unknown): value is AfterDeadline {
  return value === 'publish' || value === 'lapse';
}
