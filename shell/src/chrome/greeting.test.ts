import { describe, expect, it } from 'vitest';
import { greeting } from './greeting';

describe('greeting', () => {
  it('upper-cases the name', () => {
    expect(greeting('Maria', false)).toBe('CIAO MARIA');
  });

  it('keeps a long name whole on wide screens', () => {
    expect(greeting('Onoranze Funebri San Giuseppe', false)).toBe('CIAO ONORANZE FUNEBRI SAN GIUSEPPE');
  });

  it('cuts a long name at 22 characters with an ellipsis on narrow screens', () => {
    const text = greeting('Onoranze Funebri San Giuseppe', true);
    expect(text).toBe('CIAO ONORANZE FUNEBRI SAN…');
    expect(Array.from(text.replace('CIAO ', '')).length).toBeLessThanOrEqual(22);
  });

  it('leaves a name of exactly 22 characters untouched on narrow screens', () => {
    expect(greeting('abcdefghijklmnopqrstuv', true)).toBe('CIAO ABCDEFGHIJKLMNOPQRSTUV');
  });
});
