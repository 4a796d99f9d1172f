import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocationCache, configureApi, sessionStore } from '@ricordo/shared-design';
import {
  envelope,
  makeUser,
  serveLocations,
  startTestServer,
  type TestServer,
} from '@ricordo/shared-design/testing';
import { DeceasedModifyModal, EditObituaryModal, ObituaryModifyModal } from './EditObituaryModal';

let server: TestServer;
const WAIT = { timeout: 4000 };

const block = (value: string) => ({ value, bold: false, red: false });
const RECORD = {
  ID: 1000,
  name: 'Anna',
  surname: 'Bianchi',
  gender: 'F',
  dateOfBirth: '1940/05/10',
  dateOfDeath: '2026/11/20',
  age: null,
  aphorism: 'La famiglia scelse queste parole.',
  graveyardName: 'Cimitero Maggiore',
  graveyardRegion: 10,
  graveyardProvince: 15,
  graveyardCity: 15146,
  graveyardCap: '20121',
  graveyardAddress: null,
  partnerID: 3,
  showPage: 1,
  photo: '/media/deceased/1000.jpg',
  lapidePhoto: '/media/deceased/1000-lapide.jpg',
  publishDate: Math.floor(new Date(2026, 10, 21).getTime() / 1000),
  hasNotice: true,
  funeralDate: '2026/11/23',
  obituaryNote: '<p>Ciao mamma</p>',
  manifestTexts: {
    firstSentence: block('È mancata'),
    family: block('Lo annunciano i figli'),
    thanks: block(''),
    funeralInfo: block(''),
    announce: { value: 'Ne danno il triste annuncio', bold: true, red: true },
  },
  manifestBg: 1,
  manifestImage: '/media/manifesti/1000.jpg',
  manifestCustom: null,
  funeralPlaces: [{ name: 'Chiesa di San Marco', region: 10, province: 15, location: 15146, cap: '20121' }],
  referringPlaces: [{ region: 10, province: 15, location: 15002, cap: null }],
};

beforeAll(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  clearLocationCache();
  serveLocations(server);
  sessionStore.setState({
    status: 'authenticated',
    user: makeUser({ username: 'partnerdemo', permissions: { platformAccess: 2 }, partnertype: 'partner' }),
    expiringMemorials: [],
  });
  server.on('GET', '/api/obituaries/record/0001000', () => ({ body: envelope(RECORD) }));
  server.on('GET', '/api/obituaries/manifestBg', () => ({ body: envelope({ backgrounds: [] }) }));
  server.on('GET', '/api/obituaries/sentences', () => ({ body: envelope({ groups: [] }) }));
  server.on('GET', '/api/content/getAphorism', () => ({
    body: envelope({ data: { aphorisms: [{ ID: 7, text: 'Dolce è il ricordo.', author: null }] } }),
  }));
  for (const call of ['editDeceasedAndObituary', 'obituaryModify', 'deceasedModify']) {
    server.on('POST', `/api/obituaries/${call}`, () => ({
      body: envelope({ deceasedID: 1000 }, { message: 'Defunto modificato con successo!' }),
    }));
  }
});

const nameField = async () => {
  await waitFor(() => expect(document.getElementById('obituary-name')).toBeInTheDocument(), WAIT);
  return document.getElementById('obituary-name') as HTMLInputElement;
};
const posted = (call: string) =>
  server.requests.filter(
    (request) => request.method === 'POST' && request.path === `/api/obituaries/${call}`,
  );
const field = (body: string, name: string) =>
  new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(body)?.[1];

describe('edit modals (spec panels §2: full-screen Aggiungi defunto, obituaryModify, deceasedModify)', () => {
  it("'Aggiungi defunto' opens full screen with the record's data and saves through editDeceasedAndObituary", async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const onClose = vi.fn();
    render(<EditObituaryModal deceasedId={1000} onClose={onClose} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi defunto' }, WAIT);
    const name = await nameField();
    expect(name).toHaveValue('Anna');
    expect(within(dialog).getByRole('heading', { name: 'Dati Manifesto' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Dati Lapide Digitale' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Data di nascita')).toHaveValue('1940-05-10');
    expect(within(dialog).getByLabelText('Famiglia')).toHaveValue('Lo annunciano i figli');
    expect(within(dialog).getByRole('button', { name: 'Rosso: Annuncio' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('img', { name: 'Manifesto di Anna Bianchi' })).toHaveAttribute(
      'src',
      '/media/manifesti/1000.jpg',
    );
    // No terms and no memorial on an edit.
    expect(within(dialog).queryByLabelText('Accetto i termini e le condizioni del servizio')).toBeNull();

    await user.clear(name);
    await user.type(name, 'Annamaria');
    await user.click(within(dialog).getByRole('button', { name: 'Rimuovi Foto attuale della lapide' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const done = await screen.findByText('Defunto modificato con successo!', {}, { timeout: 5000 });
    const body = posted('editDeceasedAndObituary')[0].body;
    expect(field(body, 'deceasedID')).toBe('0001000');
    expect(field(body, 'admin-add-name')).toBe('Annamaria');
    expect(field(body, 'lapidePhotoErased')).toBe('1');
    expect(field(body, 'manifestChanged')).toBe('1');
    expect(field(body, 'terms')).toBeUndefined();
    expect(JSON.parse(field(body, 'referring-place')!)).toEqual([
      { region: 10, province: 15, location: 15002, cap: null },
    ]);
    expect(
      within(done.closest('[role="dialog"]') as HTMLElement).queryByRole('button', {
        name: 'Aggiungine un altro',
      }),
    ).toBeNull();
    await user.click(
      within(done.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Chiudi' }),
    );
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  }, 20000);

  it('obituaryModify edits the notice only, by obituaryID', async () => {
    const user = userEvent.setup();
    render(<ObituaryModifyModal deceasedId={1000} onClose={() => {}} onSaved={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Modifica necrologio' }, WAIT);
    await nameField();
    expect(within(dialog).queryByRole('heading', { name: 'Dati Lapide Digitale' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await screen.findByText('Defunto modificato con successo!', {}, { timeout: 5000 });
    const body = posted('obituaryModify')[0].body;
    expect(field(body, 'obituaryID')).toBe('0001000');
    expect(field(body, 'manifestChanged')).toBe('0');
    expect(field(body, 'notphoto')).toBe('0');
    // Unchanged: the family's own aphorism sent back as it is; the day unchanged, no publish_date (the
    // server keeps the publication time).
    expect(field(body, 'admin-add-aphorism')).toBe('La famiglia scelse queste parole.');
    expect(field(body, 'publish_date')).toBeUndefined();
  }, 20000);

  it('deceasedModify edits the tombstone, by deceasedID', async () => {
    const user = userEvent.setup();
    render(<DeceasedModifyModal deceasedId={1000} onClose={() => {}} onSaved={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Modifica defunto' }, WAIT);
    await nameField();
    expect(within(dialog).queryByRole('heading', { name: 'Dati Manifesto' })).toBeNull();
    // 'Scegli una frase' among getAphorism's, as on /activate-qrCode; the saved one prefilled.
    expect(within(dialog).getByLabelText('Frase sulla lapide')).toHaveValue(
      'La famiglia scelse queste parole.',
    );
    await user.selectOptions(
      await within(dialog).findByLabelText('Scegli una frase', {}, WAIT),
      'Dolce è il ricordo.',
    );
    expect(within(dialog).getByLabelText('Frase sulla lapide')).toHaveValue('Dolce è il ricordo.');
    await user.click(within(dialog).getByRole('button', { name: 'Rimuovi Foto attuale del defunto' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(posted('deceasedModify')).toHaveLength(1), { timeout: 5000 });
    const body = posted('deceasedModify')[0].body;
    expect(field(body, 'deceasedID')).toBe('0001000');
    expect(field(body, 'notPhoto')).toBe('1');
    expect(field(body, 'first_sentence')).toBeUndefined();
    expect(field(body, 'admin-add-aphorism')).toBe('Dolce è il ricordo.');
  }, 20000);

  it('opened again after a save, the dialog shows the record as saved, not as first read', async () => {
    const user = userEvent.setup();
    let aphorism = RECORD.aphorism;
    server.on('GET', '/api/obituaries/record/0001000', () => ({ body: envelope({ ...RECORD, aphorism }) }));
    server.on('POST', '/api/obituaries/deceasedModify', (request) => {
      aphorism = field(request.body, 'admin-add-aphorism') ?? '';
      return { body: envelope({ deceasedID: 1000 }, { message: 'Defunto modificato con successo!' }) };
    });
    // As the panels' tables hold it: rendered all along, open while a record is chosen.
    function Table() {
      const [open, setOpen] = useState<number | null>(null);
      return (
        <>
          <button onClick={() => setOpen(1000)}>Modifica</button>
          <DeceasedModifyModal deceasedId={open} onClose={() => setOpen(null)} onSaved={() => {}} />
        </>
      );
    }
    render(<Table />);
    await user.click(screen.getByRole('button', { name: 'Modifica' }));
    let dialog = await screen.findByRole('dialog', { name: 'Modifica defunto' }, WAIT);
    await nameField();
    const sentence = within(dialog).getByLabelText('Frase sulla lapide');
    await user.clear(sentence);
    await user.type(sentence, 'Parole nuove.');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const done = await screen.findByText('Defunto modificato con successo!', {}, { timeout: 5000 });
    await user.click(
      within(done.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Chiudi' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifica defunto' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Modifica' }));
    dialog = await screen.findByRole('dialog', { name: 'Modifica defunto' }, WAIT);
    await nameField();
    expect(within(dialog).getByLabelText('Frase sulla lapide')).toHaveValue('Parole nuove.');
  }, 20000);
});
