import { describe, expect, it } from 'vitest';
import { formatTime, fromSeconds, parseTime, toSeconds } from './lamp-rules';

describe('lamp rules', () => {
  it('converts days and a time to seconds and back', () => {
    expect(toSeconds({ days: 2, hours: 3, minutes: 4, seconds: 5 })).toBe(
      2 * 86_400 + 3 * 3_600 + 4 * 60 + 5,
    );
    expect(fromSeconds(183_845)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(toSeconds({ days: 0, hours: 0, minutes: 0, seconds: 1 })).toBe(1);
  });

  it('reads time inputs with or without seconds', () => {
    expect(parseTime('01:30')).toEqual({ hours: 1, minutes: 30, seconds: 0 });
    expect(parseTime('00:00:07')).toEqual({ hours: 0, minutes: 0, seconds: 7 });
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(formatTime({ hours: 1, minutes: 2, seconds: 3 })).toBe('01:02:03');
  });
});
