// A separate file: the book's lazy chunk must not have been loaded by an earlier test of the same module graph.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { embedServerData, fakeBackend, renderPublic } from '../../test-support';

const NOW_S = Math.floor(Date.now() / 1000);

beforeEach(() => sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] }));
afterEach(() => vi.unstubAllGlobals());

const deceased = {
  result: 'success',
  ID: 1001,
  name: 'Giuseppe',
  surname: 'Martinelli',
  gender: 'M',
  dateOfBirth: '1931-03-12',
  dateOfDeath: '2019-11-02',
  time: NOW_S,
  bookOpen: true,
  photo: [],
  partner: null,
  memorial: null,
  memorialMedia: [],
  dedic: [],
  lamp: null,
};

describe('while the lazy page loads during the take-over', () => {
  it("shows the server's own nodes instead of a spinner, then the page", async () => {
    const server = document.createElement('div');
    server.id = 'ricordo-ssr';
    server.innerHTML = '<section class="pub-book"><h1 id="ssr-title">Giuseppe dal server</h1></section>';
    document.body.append(server);
    const heading = server.querySelector('h1');
    embedServerData({
      page: 'memorial-book',
      deceased,
      condolenceLimit: 365,
      open: true,
      messages: [],
      phrases: [],
    });
    fakeBackend();
    renderPublic('/memorial-book?0001001');
    const remote = document.querySelector('[data-remote="mfe_public"]');
    // The very same element, moved, while the page's chunk is on its way; no spinner.
    expect(remote?.querySelector('#ssr-title')).toBe(heading);
    expect(remote?.querySelector('.pub-center')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Giuseppe Martinelli' })).toBeInTheDocument();
    expect(document.getElementById('ssr-title')).toBeNull();
    server.remove();
  });
});
