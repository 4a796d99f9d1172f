import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemorialMedia } from '@ricordo/shared-design';
import { PublicApp } from '../../app';
import { fakeBackend } from '../../test-support';

const MEDIA: MemorialMedia[] = [
  { ID: 1, type: 'photo', file: '/media/demo/a.jpg' },
  { ID: 2, type: 'photo', file: '/media/demo/b.jpg' },
  { ID: 3, type: 'video', file: '/media/demo/c.mp4' },
];

const deceased = (memorialMedia: MemorialMedia[]) => ({
  result: 'success',
  ID: 1000,
  name: 'Giuseppe',
  surname: 'Verdi',
  gender: 'M',
  dateOfBirth: null,
  dateOfDeath: null,
  time: 1572700000,
  aphorism: null,
  graveyardName: null,
  graveRegion: null,
  graveRegionID: null,
  graveProvince: null,
  graveProvinceID: null,
  graveLocation: null,
  graveLocationID: null,
  graveCap: null,
  photo: [],
  'photo-lapide': null,
  partner: null,
  memorial: { ID: 1, bio: '', expirationDate: 2082754800 },
  memorialMedia,
  dedic: [],
  lamp: null,
});

async function renderGallery(media: MemorialMedia[]) {
  fakeBackend((url) =>
    url.pathname === '/api/deceased/deceasedData/1000' ? { data: deceased(media) } : undefined,
  );
  render(
    <MemoryRouter initialEntries={['/memorial?0001000']}>
      <PublicApp basePath="/" />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Giuseppe Verdi' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('memorial gallery', () => {
  it("lists thumbnails under 'Foto e video', lazy and sized, with alt text", async () => {
    await renderGallery(MEDIA);
    const section = screen.getByRole('region', { name: 'Foto e video' });
    const buttons = within(section).getAllByRole('button', { name: /di 3, Giuseppe Verdi$/ });
    expect(buttons.map((button) => button.getAttribute('data-gallery-index'))).toEqual(['0', '1', '2']);
    const first = within(section).getByRole('img', { name: 'Foto 1 di 3, Giuseppe Verdi' });
    expect(first).toHaveAttribute('src', '/media/demo/a.jpg');
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('width', '160');
    expect(first).toHaveAttribute('height', '120');
    expect(within(section).getByRole('button', { name: 'Video 3 di 3, Giuseppe Verdi' })).toBeInTheDocument();
  });

  it("marks the gallery collapsed until 'Mostra tutte', then focuses the first revealed item", async () => {
    await renderGallery(MEDIA);
    const section = screen.getByRole('region', { name: 'Foto e video' });
    expect(section).toHaveAttribute('data-gallery-collapsed', 'true');
    await userEvent.click(within(section).getByRole('button', { name: 'Mostra tutte' }));
    expect(section).not.toHaveAttribute('data-gallery-collapsed');
    expect(within(section).queryByRole('button', { name: 'Mostra tutte' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Video 3 di 3, Giuseppe Verdi' })).toHaveFocus();
  });

  it("has no 'Mostra tutte' for two items", async () => {
    await renderGallery(MEDIA.slice(0, 2));
    const section = screen.getByRole('region', { name: 'Foto e video' });
    expect(section).not.toHaveAttribute('data-gallery-collapsed');
    expect(within(section).queryByRole('button', { name: 'Mostra tutte' })).not.toBeInTheDocument();
  });

  it('shows nothing without media', async () => {
    await renderGallery([]);
    expect(screen.queryByRole('region', { name: 'Foto e video' })).not.toBeInTheDocument();
  });

  it('opens the lightbox at the clicked item; arrows move, Escape closes and refocuses it', async () => {
    await renderGallery(MEDIA);
    const thumb = screen.getByRole('button', { name: 'Foto 2 di 3, Giuseppe Verdi' });
    await userEvent.click(thumb);
    const dialog = await screen.findByRole('dialog', { name: 'Foto e video' });
    expect(within(dialog).getByRole('img', { name: 'Foto 2 di 3, Giuseppe Verdi' })).toHaveAttribute(
      'src',
      '/media/demo/b.jpg',
    );
    expect(dialog).toHaveTextContent('2 di 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(dialog).toHaveTextContent('1 di 3');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });
});
