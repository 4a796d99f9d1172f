import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, failure } from '@ricordo/shared-design/testing';
import { probedLocation, renderSectionAt, sectionServer } from '../../test-utils';
import ModificaMemorialSection from '.';

const server = sectionServer();
const SLOW = { timeout: 4000 };
const DAY = 86_400;

const photo = (ID: number) => ({ ID, type: 'photo', file: `/media/memorial/7/${ID}.jpg` });
function memorialAnswer(options: { expiration?: number; photos?: number; video?: boolean } = {}) {
  const media = Array.from({ length: options.photos ?? 2 }, (_, i) => photo(i + 1));
  if (options.video ?? true) media.push({ ID: 50, type: 'video', file: '/media/memorial/7/v.mp4' });
  return {
    body: envelope({
      deceased: { ID: 7, name: 'Anna', surname: 'Rossi' },
      memorial: {
        ID: 3,
        bio: '<p>Una vita</p>',
        expirationDate: options.expiration ?? Math.floor(Date.now() / 1000) + 100 * DAY,
      },
      memorialMedia: media,
    }),
  };
}

function renderSection(path = '/admin-panel?DeceasedID=0007#modifica-memorial') {
  renderSectionAt(<ModificaMemorialSection title="Modifica memorial" />, path);
}

const edits = () => server.requests.filter((request) => request.path === '/api/admin/memorial/edit');
const location = probedLocation;

describe('#modifica-memorial', () => {
  it('shows the expiry chip, removes and restores a photo, and sends the removals with the new files', async () => {
    server.on('GET', '/api/admin/memorial/0007', () => memorialAnswer());
    server.on('POST', '/api/admin/memorial/edit', () => ({
      body: envelope(
        { memorialID: 3, deceasedID: 7, expirationDate: 0, photos: 2, videos: 0 },
        { message: 'Memorial modificato con successo' },
      ),
    }));
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText(/^Scade il \d{2}\/\d{2}\/\d{4}$/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Defunto: Anna Rossi/)).toBeInTheDocument();
    // Two photos taken: slots 3 to 10 are free.
    expect(screen.getByLabelText('Carica immagine 3 di 10')).toBeInTheDocument();
    expect(screen.queryByLabelText('Carica immagine 2 di 10')).toBeNull();
    expect(screen.getAllByLabelText(/^Carica immagine \d+ di 10$/)).toHaveLength(8);

    await user.click(screen.getByRole('button', { name: 'Rimuovi Foto 1' }));
    expect(screen.getAllByLabelText(/^Carica immagine \d+ di 10$/)).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: /Immagini rimosse \(1\)/ }));
    await user.click(screen.getByRole('button', { name: 'Ripristina Immagini rimosse 1' }));
    expect(screen.queryByRole('button', { name: /Immagini rimosse/ })).toBeNull();
    expect(screen.getAllByLabelText(/^Carica immagine \d+ di 10$/)).toHaveLength(8);

    // The restored photo took the last slot; remove the other one for good, and the video; add one photo.
    expect(screen.getByRole('img', { name: 'Foto 2' })).toHaveAttribute('src', '/media/memorial/7/1.jpg');
    await user.click(screen.getByRole('button', { name: 'Rimuovi Foto 1' }));
    await user.click(screen.getByRole('button', { name: 'Rimuovi Video del memorial' }));
    await user.upload(
      screen.getByLabelText('Carica immagine 2 di 10'),
      new File(['jpeg-bytes'], 'nonna.jpg', { type: 'image/jpeg' }),
    );
    expect(
      screen.getByRole('button', { name: 'Rimuovi Foto 2: nonna.jpg (da caricare)' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Procedi' }));
    expect(await screen.findByRole('status', { name: /Invio in corso/ }, SLOW)).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Successo' }, SLOW);
    expect(within(dialog).getByText('Memorial modificato con successo')).toBeInTheDocument();
    const [sent] = edits();
    expect(sent.headers['x-csrf-token']).toBeDefined();
    expect(sent.body).toMatch(/name="deceased-id"\r\n\r\n0007\r\n/);
    expect(sent.body).toMatch(/name="memorial-id"\r\n\r\n3\r\n/);
    expect(sent.body).toMatch(/name="image-to-remove"\r\n\r\n\[2\]\r\n/);
    expect(sent.body).toMatch(/name="remove-video"\r\n\r\n1\r\n/);
    expect(sent.body).toMatch(/name="deceased-bio"\r\n\r\n<p>Una vita<\/p>\r\n/);
    expect(sent.body).toContain('name="images"; filename="nonna.jpg"');

    // Closing reloads the memorial.
    const reads = () =>
      server.requests.filter((request) => request.path === '/api/admin/memorial/0007').length;
    expect(reads()).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await screen.findByText(/^Scade il/, {}, SLOW);
    expect(reads()).toBe(2);
  });

  it("a removed video comes back only without a current one: 'Devi rimuovere il video corrente per procedere'", async () => {
    server.on('GET', '/api/admin/memorial/0007', () => memorialAnswer());
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Rimuovi Video del memorial' }, SLOW));
    await user.upload(
      screen.getByLabelText('Carica video'),
      new File(['mp4'], 'nuovo.mp4', { type: 'video/mp4' }),
    );
    expect(screen.getByText('nuovo.mp4 (da caricare)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Video rimosso' }));
    await user.click(screen.getByRole('button', { name: 'Ripristina Video rimosso' }));
    const alert = await screen.findByRole('dialog', { name: 'Attenzione' });
    expect(within(alert).getByText('Devi rimuovere il video corrente per procedere')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Chiudi' }));
    await user.click(screen.getByRole('button', { name: 'Rimuovi nuovo.mp4' }));
    await user.click(screen.getByRole('button', { name: 'Ripristina Video rimosso' }));
    expect(screen.getByRole('button', { name: 'Rimuovi Video del memorial' })).toBeInTheDocument();
  });

  it('an expired memorial shows the black chip; ten photos refuse another; the biography is required', async () => {
    server.on('GET', '/api/admin/memorial/0007', () =>
      memorialAnswer({ expiration: Math.floor(Date.UTC(2025, 0, 15, 12) / 1000), photos: 10, video: false }),
    );
    const user = userEvent.setup();
    renderSection();
    const chip = await screen.findByText('Memorial scaduto il 15/01/2025', {}, SLOW);
    expect(chip).toHaveClass('rc-chip--dark');
    expect(screen.queryByLabelText(/^Carica immagine/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Rimuovi Foto 10' }));
    await user.upload(screen.getByLabelText('Carica immagine 10 di 10'), [
      new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
    ]);
    const alert = await screen.findByRole('dialog', { name: 'Attenzione' });
    expect(within(alert).getByText("hai gia' caricato 10 immagini")).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Chiudi' }));
    await user.click(screen.getByRole('button', { name: /Immagini rimosse/ }));
    await user.click(screen.getByRole('button', { name: 'Ripristina Immagini rimosse 1' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Attenzione' })).getByText(
        "hai gia' caricato 10 immagini",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));

    const area = await screen.findByRole('textbox', { name: /Biografia/ }, SLOW);
    area.innerHTML = '';
    fireEvent.input(area);
    await user.click(screen.getByRole('button', { name: 'Procedi' }));
    expect(await screen.findByText('Campo obbligatorio')).toBeInTheDocument();
    expect(edits()).toHaveLength(0);
  });

  it("'Elimina memorial' asks 'Attenzione', deletes, and the result dialog leads to #pages", async () => {
    server.on('GET', '/api/admin/memorial/0007', () => memorialAnswer());
    server.on('POST', '/api/admin/deleteMemorial', () => ({
      body: envelope({ deceasedID: 7, memorialID: 3 }, { message: 'Memorial eliminato con successo' }),
    }));
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Elimina memorial' }, SLOW));
    const question = screen.getByRole('dialog', { name: 'Attenzione' });
    expect(within(question).getByText('Sei sicuro di voler eliminare il memorial?')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(server.requests.some((request) => request.path === '/api/admin/deleteMemorial')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Elimina memorial' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Attenzione' })).getByRole('button', { name: 'Si' }),
    );
    const done = await screen.findByRole('dialog', { name: 'Successo' }, SLOW);
    expect(within(done).getByText('Memorial eliminato con successo')).toBeInTheDocument();
    const sent = server.requests.find((request) => request.path === '/api/admin/deleteMemorial');
    expect(sent?.body).toContain('0007');
    await user.click(within(done).getByRole('button', { name: 'Chiudi' }));
    expect(location()).toBe('/admin-panel#pages');
  });

  it('shows the server message in an Errore dialog and stays', async () => {
    server.on('GET', '/api/admin/memorial/0007', () => memorialAnswer({ photos: 1 }));
    server.on('POST', '/api/admin/memorial/edit', () => ({
      status: 400,
      body: failure("hai gia' caricato un video", 'MAX_VIDEOS_REACHED'),
    }));
    const user = userEvent.setup();
    renderSection('/admin-panel#modifica-memorial?DeceasedID=0007');
    await user.click(await screen.findByRole('button', { name: 'Procedi' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Errore' }, SLOW);
    expect(within(dialog).getByText("hai gia' caricato un video")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(location()).toBe('/admin-panel#modifica-memorial?DeceasedID=0007');
  });

  it('goes back to #pages without a valid id or when the deceased fails to load', async () => {
    renderSection('/admin-panel#modifica-memorial');
    expect(location()).toBe('/admin-panel#pages');
  });

  it('sends a deceased that fails to load back to #pages', async () => {
    server.on('GET', '/api/admin/memorial/0009', () => ({
      status: 404,
      body: failure('Defunto con id 9 non trovato', 'DECEASED_NOT_FOUND'),
    }));
    renderSection('/admin-panel?DeceasedID=0009#modifica-memorial');
    // The 'Errore' alert with the server's message first (spec public §8.16).
    const alert = await screen.findByRole('dialog', { name: 'Errore' }, SLOW);
    expect(alert).toHaveAccessibleDescription('Defunto con id 9 non trovato');
    expect(screen.queryByText('/admin-panel#pages')).toBeNull();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Chiudi' }));
    await screen.findByText('/admin-panel#pages', {}, SLOW);
  });
});
