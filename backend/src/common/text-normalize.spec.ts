import { describe, expect, it } from 'vitest';
import { normalizeName } from './text-normalize';

describe('normalizeName', () => {
  it('drops accents and case but keeps apostrophes', () => {
    expect(normalizeName('Nicolò')).toBe('nicolo');
    expect(normalizeName("D'Angelo")).toBe("d'angelo");
    expect(normalizeName('D’ÀNGELO')).toBe("d'angelo");
  });

  it('collapses blanks', () => {
    expect(normalizeName('  Maria   Grazia ')).toBe('maria grazia');
  });
});
