// DESIGN "Layout": the backend imports no front-end source. This is the kit's one data file of spec limits
// (no code), the package export made for the server; eslint.config.mjs opens this path only.
import specLimits from '@ricordo/shared-design/spec-limits.json';

/**
 * The spec's limits the server checks, read from the one file the forms read too: the kit's
 * forms/spec-limits.json, through the package export '@ricordo/shared-design/spec-limits.json' (a JSON
 * file, so the backend takes no front-end code; `node dist/main.js` requires it from the workspace link).
 * Each entry's spec section is in the file's "_source"; the kit's forms/limits.ts has the same names.
 */

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
