import { describe, expect, it } from 'vitest';
import specLimits from './spec-limits.json';
import * as limits from './limits';

// The one file of spec limits that the forms and the server read: its values are the spec's.
describe('spec-limits.json', () => {
  it('holds the values of the spec', () => {
    const { _source: _notes, ...values } = specLimits;
    expect(values).toEqual({
      USERNAME_MIN: 6, // spec public §9, panels §9
      PASSWORD_MIN: 8, // spec public §5, §9
      PASSWORD_MAX: 128, // DESIGN "Security"
      CF_LENGTH: 16, // spec public §9, panels §9
      PHONE_MIN: 9, // spec public §9
      PHONE_MAX: 12, // spec panels §5, §9
      CARD_PHONE_MAX: 9, // spec panels §9 "phone for card modal under 10"
      MAX_PHOTO_BYTES: 15_000_000, // spec panels §9
      MAX_VIDEO_BYTES: 15_000_000, // spec panels §9
      MEMORIAL_MAX_PHOTOS: 10, // spec public §9, panels §9
      PARTNER_MAX_IMAGES: 50, // spec public §9, panels §9
      PARTNER_MAX_VIDEO_BYTES: 200_000_000, // spec public §9 "200MB"
      USER_SEARCH_MAX: 64,
      QR_GENERATION_MAX: 500, // spec panels §9
      LAMP_SCHEDULE_MAX_SECONDS: 365 * 86_400,
      ACTING_REASON_MIN: 5,
      ACTING_REASON_MAX: 500,
    });
  });

  it('names the source of every limit once', () => {
    const { _source: notes, ...values } = specLimits;
    const { _file: _about, ...perLimit } = notes;
    expect(Object.keys(perLimit).sort()).toEqual(Object.keys(values).sort());
  });

  it('is what forms/limits.ts exports, under the same names', () => {
    const { _source: _notes, ...values } = specLimits;
    expect({ ...limits }).toEqual(values);
  });
});
