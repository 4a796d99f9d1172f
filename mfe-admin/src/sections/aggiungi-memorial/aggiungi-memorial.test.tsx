import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '@ricordo/shared-design/testing';
import { probedLocation, renderSectionAt, sectionServer } from '../../test-utils';
import AggiungiMemorialSection from '.';

const server = sectionServer();
const SLOW = { timeout: 4000 };

const deceased = { ID: 7, name: 'Anna', surname: 'Rossi' };
const noMemorial = () => ({ body: envelope({ deceased, memorial: null, memorialMedia: [] }) });

function renderSection(path = '/admin-panel?DeceasedID=0007#aggiungi-memorial') {
  renderSectionAt(<AggiungiMemorialSection title="Attiva memorial" />, path);
}

async function writeBiography(html: string) {
  const area = await screen.findByRole('textbox', { name: /Biografia/ }, SLOW);
  area.innerHTML = html;
  fireEvent.input(area);
}

const adds = () => server.requests.filter((request) => request.path === '/api/admin/addMemorialToDeceased');
const location = probedLocation;

describe('#aggiungi-memorial', () => {
  it('sends biography, two photos and a video behind the spinner (at least 1 s), then goes to #pages', async () => {
    server.on('GET', '/api/admin/memorial/0007', noMemorial);
    server.on('POST', '/api/admin/addMemorialToDeceased', () => ({
      body: envelope(
        { memorialID: 3, deceasedID: 7, expirationDate: 0, photos: 2, videos: 1 },
        { message: 'Memorial aggiunto con successo' },
      ),
    }));
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText(/Defunto: Anna Rossi/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Carica immagine \d+ di 10$/)).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Elimina memorial' })).toBeNull();
    await writeBiography('<p>Una vita</p>');
    await user.upload(screen.getByLabelText('Carica immagine 1 di 10'), [
      new File(['a'], 'uno.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'due.png', { type: 'image/png' }),
    ]);
    expect(screen.getAllByLabelText(/^Carica immagine \d+ di 10$/)).toHaveLength(8);
    expect(screen.getByLabelText('Carica immagine 3 di 10')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Carica video'),
      new File(['v'], 'festa.mp4', { type: 'video/mp4' }),
    );
    expect(screen.queryByLabelText('Carica video')).toBeNull();

    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Procedi' }));
    expect(await screen.findByRole('status', { name: /Invio in corso: \d+%/ }, SLOW)).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Successo' }, SLOW);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(within(dialog).getByText('Memorial aggiunto con successo')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Vai al defunto' })).toHaveAttribute(
      'href',
      '/memorial?0007',
    );
    const [sent] = adds();
    expect(sent.body).toMatch(/name="deceased-id"\r\n\r\n0007\r\n/);
    expect(sent.body).toMatch(/name="deceased-bio"\r\n\r\n<p>Una vita<\/p>\r\n/);
    expect(sent.body).not.toContain('name="image-to-remove"');
    expect(sent.body).toContain('name="images"; filename="uno.jpg"');
    expect(sent.body).toContain('name="images"; filename="due.png"');
    expect(sent.body).toContain('name="video"; filename="festa.mp4"');
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(location()).toBe('/admin-panel#pages');
  }, 20_000);

  it("asks 'Non hai caricato nessun media, desideri continuare?' and refuses a wrong file", async () => {
    server.on('GET', '/api/admin/memorial/0007', noMemorial);
    server.on('POST', '/api/admin/addMemorialToDeceased', () => ({
      body: envelope({ memorialID: 3, deceasedID: 7, expirationDate: 0, photos: 0, videos: 0 }),
    }));
    const user = userEvent.setup({ applyAccept: false });
    renderSection();
    await writeBiography('<p>Una vita</p>');
    await user.upload(
      screen.getByLabelText('Carica immagine 1 di 10'),
      new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }),
    );
    const alert = await screen.findByRole('dialog', { name: 'Attenzione' });
    expect(within(alert).getByText('Formato del file non valido')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Chiudi' }));

    await user.click(screen.getByRole('button', { name: 'Procedi' }));
    const question = screen.getByRole('dialog', { name: 'Attenzione' });
    expect(
      within(question).getByText('Non hai caricato nessun media, desideri continuare?'),
    ).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(adds()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Procedi' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Attenzione' })).getByRole('button', { name: 'Si' }),
    );
    // No message from the server: the spec's own success text.
    const done = await screen.findByRole('dialog', { name: 'Successo' }, SLOW);
    expect(within(done).getByText('Memorial aggiunto con successo')).toBeInTheDocument();
    expect(adds()).toHaveLength(1);
  });

  it('points a deceased with an active memorial to the edit form', async () => {
    server.on('GET', '/api/admin/memorial/0007', () => ({
      body: envelope({
        deceased,
        memorial: { ID: 3, bio: '<p>x</p>', expirationDate: Math.floor(Date.now() / 1000) + 86_400 },
        memorialMedia: [],
      }),
    }));
    renderSection();
    const link = await screen.findByRole('link', { name: 'Modifica memorial' }, SLOW);
    expect(screen.getByText(/Il defunto ha già un memorial attivo/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Procedi' })).toBeNull();
    fireEvent.click(link);
    expect(location()).toBe('/admin-panel?DeceasedID=0007#modifica-memorial');
  });

  it('restarts an expired memorial, its gallery taking slots', async () => {
    server.on('GET', '/api/admin/memorial/0007', () => ({
      body: envelope({
        deceased,
        memorial: { ID: 3, bio: '<p>x</p>', expirationDate: Math.floor(Date.UTC(2025, 5, 1, 12) / 1000) },
        memorialMedia: [{ ID: 1, type: 'photo', file: '/media/memorial/7/1.jpg' }],
      }),
    }));
    renderSection();
    expect(
      await screen.findByText(/Il memorial è scaduto il 01\/06\/2025: sarà riattivato per un anno/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Carica immagine \d+ di 10$/)).toHaveLength(9);
  });
});
