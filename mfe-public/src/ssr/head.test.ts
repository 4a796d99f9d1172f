import { describe, expect, it } from 'vitest';
import type { DeceasedData } from '@ricordo/shared-design';
import { bookHead, memorialHead } from './head';

const person = {
  ID: 1000,
  name: 'Giuseppe',
  surname: 'Verdi',
  dateOfBirth: '1932-03-14',
  dateOfDeath: '2019-11-02',
  aphorism: 'Chi vive nel cuore di chi resta non muore mai.',
  photo: ['/media/demo/giuseppe.jpg'],
  notice: null,
} as unknown as DeceasedData;

const URL_BASE = 'https://ricordo.test';

describe('the head of a page that is not public (docs/contracts.md "Page privacy")', () => {
  it('keeps the share preview and indexing of a public page', () => {
    const head = memorialHead({ ...person, privacy: 'public' }, URL_BASE, `${URL_BASE}/memorial?0001000`);
    expect(head).toContain('<meta property="og:title" content="Giuseppe Verdi">');
    expect(head).not.toContain('noindex');
  });

  it.each(['link', 'private'] as const)(
    "gives a '%s' page its title only, with noindex and no preview",
    (privacy) => {
      const page = { ...person, privacy };
      for (const head of [
        memorialHead(page, URL_BASE, `${URL_BASE}/memorial?0001000`),
        bookHead(
          { deceased: page } as Parameters<typeof bookHead>[0],
          URL_BASE,
          `${URL_BASE}/memorial-book?0001000`,
        ),
      ]) {
        expect(head).toContain('<meta name="robots" content="noindex, nofollow">');
        expect(head).toMatch(/<title>[^<]*Giuseppe Verdi - Ricordo<\/title>/);
        expect(head).not.toMatch(/og:|twitter:|ld\+json|description|giuseppe\.jpg/);
      }
    },
  );
});
