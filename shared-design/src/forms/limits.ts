/**
 * The spec's limits that the forms check before sending: one constant per limit, for the kit, the shell
 * and every panel. The values live once in spec-limits.json (beside this file, each with its spec section
 * in "_source"); the server reads the same file through the package export
 * '@ricordo/shared-design/spec-limits.json' (backend/src/common/spec-limits.ts), so a limit changes in one
 * place for the forms and the server.
 */
import specLimits from './spec-limits.json';

export const {
  USERNAME_MIN,
  PASSWORD_MIN,
  PASSWORD_MAX,
  CF_LENGTH,
  PHONE_MIN,
  PHONE_MAX,
  CARD_PHONE_MAX,
  MAX_PHOTO_BYTES,
  MAX_VIDEO_BYTES,
  MEMORIAL_MAX_PHOTOS,
  PARTNER_MAX_IMAGES,
  PARTNER_MAX_VIDEO_BYTES,
  USER_SEARCH_MAX,
  QR_GENERATION_MAX,
  LAMP_SCHEDULE_MAX_SECONDS,
  ACTING_REASON_MIN,
  ACTING_REASON_MAX,
} = specLimits;
