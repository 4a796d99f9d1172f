import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { displayId, parseId } from './ids';

describe('parseId', () => {
  it('accepts ids with and without the 000 prefix', () => {
    expect(parseId('0001000')).toBe(1000);
    expect(parseId('1000')).toBe(1000);
  });

  it.each(['abc', '', '-1', '1.5', '0', '99999999999999'])('refuses %j with INVALID_ID', (raw) => {
    expect(() => parseId(raw)).toThrow(AppError);
  });

  it('shows the id without the prefix', () => {
    expect(displayId('000999999')).toBe('999999');
    expect(displayId('999999')).toBe('999999');
  });
});
