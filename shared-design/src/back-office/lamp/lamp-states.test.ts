import { describe, expect, it } from 'vitest';
import { lampState, lampSummary, modeLabel } from './lamp-states';

describe('lamp states (spec panels §4)', () => {
  it('names the states', () => {
    expect([lampState(1), lampState(0), lampState(2), lampState(7)]).toEqual([
      'accesa',
      'spenta',
      'anomalia',
      'anomalia',
    ]);
  });

  it('sums a lamp up in one line: the mode only while it is on', () => {
    expect(lampSummary(1, 2)).toBe('Accesa · Effetto Fiamma');
    expect(lampSummary(1, 3)).toBe('Accesa · Evanescenza');
    expect(lampSummary(0, 2)).toBe('Spenta');
    expect(lampSummary(2, 1)).toBe('In anomalia');
    expect(modeLabel(9)).toBe('—');
  });
});
