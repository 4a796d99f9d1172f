export {
  formatDate,
  formatDateTime,
  romeDay,
  romeDayStart,
  addDays,
  romeDateTimeInput,
  romeDateTimeValue,
  DISPLAY_TIME_ZONE,
} from './dates';
export type { DateInput } from './dates';
export { formatEuro, formatPrice } from './money';
export { toPublicId, parseDeceasedId, truncateName } from './ids';
export { DEDICATION_LABELS, DEDICATION_NAMES, dedicationLabel } from './dedications';
