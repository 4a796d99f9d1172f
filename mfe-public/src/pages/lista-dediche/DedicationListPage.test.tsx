import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend, renderPublic } from '../../test-support';
import { deceasedIdOf } from './DedicationListPage';

afterEach(() => vi.unstubAllGlobals());

const deceased = {
  ID: 1000,
  name: 'Giuseppe',
  surname: 'Verdi',
  dedic: [
    {
      ID: 5,
      type: 'dedica-cero',
      text: 'Sempre con noi',
      time: 1_763_000_000,
      showAuthor: 'Paola',
      status: 'active',
      media: null,
    },
  ],
};

describe('/lista-dediche', () => {
  it("reads the id after '=' ('?deceasedID=000…' or '?=000…')", () => {
    expect(deceasedIdOf('?deceasedID=0001000')).toBe(1000);
    expect(deceasedIdOf('?=0001000')).toBe(1000);
    expect(deceasedIdOf('?deceasedID=abc')).toBeNull();
  });

  it("shows 'Lista dediche di {name}' with the published dedications and a link to the memorial", async () => {
    const calls = fakeBackend((url) =>
      url.pathname === '/api/deceased/deceasedData/1000' ? { data: deceased } : undefined,
    );
    renderPublic('/lista-dediche?deceasedID=0001000');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Lista dediche di Giuseppe Verdi' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getByText('Sempre con noi')).toBeInTheDocument();
    expect(within(list).getByText('Paola')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai alla lapide digitale' })).toHaveAttribute(
      'href',
      '/memorial?0001000',
    );
    expect(calls.map((url) => url.pathname)).toEqual(['/api/deceased/deceasedData/1000']);
  });

  it("says 'Defunto non trovato' for an unknown id or a query without one", async () => {
    fakeBackend((url) =>
      url.pathname === '/api/deceased/deceasedData/999'
        ? { status: 404, message: 'Defunto non trovato', errorCode: 'NOT_FOUND' }
        : undefined,
    );
    renderPublic('/lista-dediche?deceasedID=000999');
    expect(
      await screen.findByRole('heading', { name: 'Defunto non trovato' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
