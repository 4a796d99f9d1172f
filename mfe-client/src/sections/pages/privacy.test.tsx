import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, failure, type TestServer } from '@ricordo/shared-design/testing';
import { mountPanel, received, startBackend } from '../../test-utils';

let server: TestServer;

beforeAll(async () => {
  server = await startBackend();
});

afterAll(async () => {
  await server.close();
});

const PAGE = {
  ID: 1000,
  name: 'Giuseppe',
  surname: 'Verdi',
  dateOfBirth: null,
  dateOfDeath: '2019-11-02',
  photo: null,
  'photo-lapide': null,
  showPage: 1,
  enabled: 1,
  memorialID: 0,
  expirationDate: null,
  ownerPending: 0,
  lamp: null,
  qrcodeAttivazione: null,
  verification_code: null,
};

const LINK = 'https://ricordo.it/pagina/1000/Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0fGhI';

type Privacy = {
  privacy: 'public' | 'link' | 'private';
  link: string | null;
  role: string;
  mayWiden: boolean;
};

function answering(start: Privacy) {
  let state = start;
  server.on('GET', '/api/account/deceased/1000/privacy', () => ({ body: envelope(state) }));
  server.on('PUT', '/api/account/deceased/1000/privacy', (request) => {
    const { privacy } = JSON.parse(request.body) as { privacy: Privacy['privacy'] };
    state = { ...state, privacy, link: privacy === 'link' ? LINK : null };
    return { body: envelope(state, { message: 'Visibilità della pagina aggiornata' }) };
  });
}

async function openDialog() {
  mountPanel('#pages');
  const row = (await screen.findByRole('cell', { name: /Giuseppe Verdi/ })).closest('tr') as HTMLElement;
  await userEvent.click(
    within(row).getByRole('button', { name: 'Visibilità della pagina di Giuseppe Verdi' }),
  );
  return screen.findByRole('dialog', { name: 'Visibilità della pagina di Giuseppe Verdi' });
}

beforeEach(() => {
  server.requests.length = 0;
  server.on('GET', '/api/account/getDeceasedByID/42', () => ({ body: envelope({ deceased_list: [PAGE] }) }));
});

describe("#pages 'Visibilità della pagina'", () => {
  it('offers the three choices with their Italian explanations, and saves the one picked', async () => {
    answering({ privacy: 'public', link: null, role: 'owner', mayWiden: true });
    const dialog = await openDialog();
    const group = await within(dialog).findByRole('radiogroup', { name: 'Chi può vedere la pagina' });
    expect(within(group).getByRole('radio', { name: /^Pubblica/ })).toBeChecked();
    expect(
      within(group).getByRole('radio', { name: /^Solo con il link.*non compare nella ricerca/i }),
    ).toBeEnabled();
    expect(within(group).getByRole('radio', { name: /^Privata.*persone che inviti/ })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Salva' })).toBeDisabled();
    await userEvent.click(within(group).getByRole('radio', { name: /^Solo con il link/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Visibilità della pagina aggiornata')).toBeInTheDocument();
    const [put] = received(server, 'PUT', '/api/account/deceased/1000/privacy');
    expect(JSON.parse(put.body)).toEqual({ privacy: 'link' });
    // Now 'Solo con il link': the secret link, to copy.
    expect(await within(dialog).findByLabelText('Link segreto della pagina')).toHaveValue(LINK);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copia il link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('Link copiato')).toBeInTheDocument();
  });

  it('lets a manager only narrow the page, and says why', async () => {
    answering({ privacy: 'link', link: LINK, role: 'manager', mayWiden: false });
    const dialog = await openDialog();
    const group = await within(dialog).findByRole('radiogroup', { name: 'Chi può vedere la pagina' });
    expect(within(group).getByRole('radio', { name: /^Pubblica/ })).toBeDisabled();
    expect(within(group).getByRole('radio', { name: /^Solo con il link/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /^Privata/ })).toBeEnabled();
    expect(dialog).toHaveTextContent('Come gestore puoi solo restringere la visibilità');
  });

  it("shows the server's refusal and makes a new link", async () => {
    answering({ privacy: 'link', link: LINK, role: 'owner', mayWiden: true });
    server.on('PUT', '/api/account/deceased/1000/privacy', () => ({
      status: 403,
      body: failure(
        'Solo il proprietario della pagina può renderla più visibile',
        'PRIVACY_WIDEN_OWNER_ONLY',
      ),
    }));
    server.on('POST', '/api/account/deceased/1000/privacy/newLink', () => ({
      body: envelope(
        { privacy: 'link', link: `${LINK}x`, role: 'owner', mayWiden: true },
        { message: 'Nuovo link creato: quello di prima non apre più la pagina' },
      ),
    }));
    const dialog = await openDialog();
    const group = await within(dialog).findByRole('radiogroup', { name: 'Chi può vedere la pagina' });
    await userEvent.click(within(group).getByRole('radio', { name: /^Pubblica/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await within(dialog).findByText('Solo il proprietario della pagina può renderla più visibile'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea un nuovo link' }));
    expect(
      await screen.findByText('Nuovo link creato: quello di prima non apre più la pagina'),
    ).toBeInTheDocument();
    expect(received(server, 'POST', '/api/account/deceased/1000/privacy/newLink')).toHaveLength(1);
  });
});
