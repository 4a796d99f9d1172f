import { describe, expect, it } from 'vitest';
import { lampIcon } from './lamp-icon';

describe('lamp icon (spec public §4, panels §4)', () => {
  it.each([
    [0, 0, 'off'],
    [0, 2, 'off'],
    [1, 0, 'on'],
    [1, 1, 'on'],
    [1, 2, 'flame'],
    [1, 3, 'fading'],
    [2, 1, 'off'],
    [5, 2, 'off'],
  ] as const)('effective %i, mode %i → %s', (effective, mode, icon) => {
    expect(lampIcon(effective, mode)).toBe(icon);
  });

  it('never draws lit a lamp whose mode is unknown', () => {
    expect([lampIcon(1, 4), lampIcon(1, -1), lampIcon(1, null), lampIcon(1, undefined)]).toEqual([
      'off',
      'off',
      'off',
      'off',
    ]);
  });
});
