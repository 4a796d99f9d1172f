// The account blocks of the back office (moved from the client panel's #account): each form alone, on a
// logged user, against the kit's test server.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, configureApi, sessionStore, ToastHost, type UserData } from '@ricordo/shared-design';
import {
  envelope,
  failure,
  makeUser,
  serveLocations,
  startTestServer,
  type TestServer,
} from '@ricordo/shared-design/testing';
import {
  AccountBlocks,
  AccountDataForm,
  ChangePasswordForm,
  ContactPreferenceForm,
  NotificationPreferenceForm,
} from '.';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  serveLocations(server);
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  // Blocks render alone and fast: a toast of the previous case would still be on screen.
  clearToasts();
});

function accountUser(overrides: Partial<UserData> = {}): UserData {
  return makeUser({
    user_id: 42,
    name: 'Giulia',
    surname: 'Neri',
    username: 'giulianeri',
    email: 'giulia@example.it',
    telephone: '+39-3470000000',
    cf: 'NREGLI80A41H501X',
    preferred_contact: { type: 'email' },
    permissions: { platformAccess: 0 },
    partnertype: null,
    addresses: [
      {
        address: 'Via Dante',
        number: '4',
        region: 10,
        province: 15,
        location: 15146,
        cap: '20122',
        nationID: 105,
        completeAddress: null,
        type: 'invoice',
      },
    ],
    ...overrides,
  });
}

/** Logs `user` in and renders one block with the toast host. */
function mount(block: ReactElement, user: UserData = accountUser()) {
  sessionStore.setState({ status: 'authenticated', user, expiringMemorials: [] });
  render(
    <>
      {block}
      <ToastHost />
    </>,
  );
}

function received(method: string, path: string) {
  return server.requests.filter((request) => request.method === method && request.path === path);
}

function lastPosted(path: string): Record<string, unknown> {
  const list = received('POST', path);
  if (list.length === 0) throw new Error(`no POST ${path}`);
  return JSON.parse(list[list.length - 1].body) as Record<string, unknown>;
}

function form(name: string) {
  return within(screen.getByRole('form', { name }));
}

describe('account blocks › Cambia password', () => {
  beforeEach(() => {
    server.on('POST', '/api/account/changePassword', () => ({
      body: envelope(null, { message: 'Password cambiata correttamente' }),
    }));
  });

  it("says 'Riempi tutti i campi' when a field is empty, and sends nothing", async () => {
    mount(<ChangePasswordForm />);
    const f = form('Cambia password');
    await userEvent.type(f.getByLabelText(/^Password attuale/), 'vecchia-password');
    await userEvent.click(f.getByRole('button', { name: 'Salva nuova password' }));

    expect(f.getByRole('alert')).toHaveTextContent('Riempi tutti i campi');
    expect(f.getByLabelText(/^Nuova password/)).toHaveAttribute('aria-invalid', 'true');
    expect(f.getByLabelText(/^Nuova password/)).toHaveFocus();
    expect(received('POST', '/api/account/changePassword')).toHaveLength(0);
  });

  it("says 'Le password non corrispondono' under the confirmation", async () => {
    mount(<ChangePasswordForm />);
    const f = form('Cambia password');
    await userEvent.type(f.getByLabelText(/^Password attuale/), 'vecchia-password');
    await userEvent.type(f.getByLabelText(/^Nuova password/), 'NuovaPassword1');
    await userEvent.type(f.getByLabelText(/^Conferma nuova password/), 'NuovaPassword2');
    await userEvent.click(f.getByRole('button', { name: 'Salva nuova password' }));

    expect(f.getByLabelText(/^Conferma nuova password/)).toHaveAccessibleDescription(
      'Le password non corrispondono',
    );
    expect(received('POST', '/api/account/changePassword')).toHaveLength(0);
  });

  it('asks for at least 8 characters', async () => {
    mount(<ChangePasswordForm />);
    const f = form('Cambia password');
    await userEvent.type(f.getByLabelText(/^Password attuale/), 'vecchia-password');
    await userEvent.type(f.getByLabelText(/^Nuova password/), 'corta');
    await userEvent.type(f.getByLabelText(/^Conferma nuova password/), 'corta');
    await userEvent.click(f.getByRole('button', { name: 'Salva nuova password' }));

    expect(f.getByLabelText(/^Nuova password/)).toHaveAccessibleDescription(
      'Almeno 8 caratteri La password deve contenere almeno 8 caratteri',
    );
  });

  it('posts the three fields with the spec names, empties them and shows the toast', async () => {
    mount(<ChangePasswordForm />);
    const f = form('Cambia password');
    await userEvent.type(f.getByLabelText(/^Password attuale/), 'vecchia-password');
    await userEvent.type(f.getByLabelText(/^Nuova password/), 'NuovaPassword1');
    await userEvent.type(f.getByLabelText(/^Conferma nuova password/), 'NuovaPassword1');
    await userEvent.click(f.getByRole('button', { name: 'Salva nuova password' }));

    expect(await screen.findByText('Password cambiata correttamente')).toBeInTheDocument();
    expect(lastPosted('/api/account/changePassword')).toMatchObject({
      'old-password': 'vecchia-password',
      'new-password': 'NuovaPassword1',
      'confirm-password': 'NuovaPassword1',
    });
    expect(received('POST', '/api/account/changePassword')[0].headers['x-csrf-token']).toBeTruthy();
    // The toast (the kit's store) can paint before the form's own state empties the fields.
    await waitFor(() => expect(f.getByLabelText(/^Password attuale/)).toHaveValue(''));
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    server.on('POST', '/api/account/changePassword', () => ({
      status: 400,
      body: failure('La password attuale non è corretta', 'WRONG_PASSWORD'),
    }));
    mount(<ChangePasswordForm />);
    const f = form('Cambia password');
    await userEvent.type(f.getByLabelText(/^Password attuale/), 'sbagliata-password');
    await userEvent.type(f.getByLabelText(/^Nuova password/), 'NuovaPassword1');
    await userEvent.type(f.getByLabelText(/^Conferma nuova password/), 'NuovaPassword1');
    await userEvent.click(f.getByRole('button', { name: 'Salva nuova password' }));

    expect(await f.findByRole('alert')).toHaveTextContent('La password attuale non è corretta');
    expect(f.getByLabelText(/^Password attuale/)).toHaveValue('sbagliata-password');
    expect(f.getByLabelText(/^Nuova password/)).toHaveValue('NuovaPassword1');
  });
});

describe('account blocks › Preferenza di contatto', () => {
  /** The account as the server has it now (GET contactData/{userid}), which may differ from the session. */
  function serveContactData(user: UserData) {
    server.on('GET', `/api/account/contactData/${user.user_id}`, () => ({
      body: envelope({ response: 'success', data: user }),
    }));
  }

  async function openDialog() {
    await userEvent.click(screen.getByRole('button', { name: 'Cambia preferenza' }));
    return within(await screen.findByRole('dialog', { name: 'Preferenza di contatto' }));
  }

  it('shows the current method and changes it in the dialog, from the contact data read again', async () => {
    server.on('POST', '/api/account/changeContactPreference', (request) => {
      const type = (JSON.parse(request.body) as Record<string, string>)['contact-preference'];
      return {
        body: envelope(null, {
          message: 'Preferenza cambiata con successo',
          session: { userdata: accountUser({ preferred_contact: { type: type as 'wa' } }) },
        }),
      };
    });
    serveContactData(accountUser());
    mount(<ContactPreferenceForm />);
    expect(screen.getByText('Preferenza attuale:')).toHaveTextContent('Preferenza attuale: Email');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    const dialog = await openDialog();
    expect(await dialog.findByRole('radio', { name: 'Email' }, { timeout: 4000 })).toBeChecked();
    expect(received('GET', '/api/account/contactData/42')).toHaveLength(1);
    await userEvent.click(dialog.getByRole('radio', { name: 'WhatsApp' }));
    expect(received('POST', '/api/account/changeContactPreference')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Preferenza cambiata con successo')).toBeInTheDocument();
    expect(lastPosted('/api/account/changeContactPreference')).toMatchObject({
      'contact-preference': 'wa',
    });
    await waitFor(() => expect(sessionStore.getState().user?.preferred_contact.type).toBe('wa'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Preferenza attuale:')).toHaveTextContent('Preferenza attuale: WhatsApp');
  });

  it("follows the rules on the account's contact data: no e-mail means e-mail cannot be chosen", async () => {
    // The session still has the e-mail; the server says it is gone.
    serveContactData(accountUser({ email: null, preferred_contact: { type: 'sms' } }));
    mount(<ContactPreferenceForm />);
    const dialog = await openDialog();
    expect(await dialog.findByRole('radio', { name: 'Email' }, { timeout: 4000 })).toBeDisabled();
    expect(dialog.getByRole('radio', { name: 'SMS' })).toBeChecked();
  });

  it('keeps the dialog and shows the message when the server refuses', async () => {
    server.on('POST', '/api/account/changeContactPreference', () => ({
      status: 400,
      body: failure('Preferenza non valida', 'INVALID_CONTACT_PREFERENCE'),
    }));
    serveContactData(accountUser());
    mount(<ContactPreferenceForm />);
    const dialog = await openDialog();
    await userEvent.click(await dialog.findByRole('radio', { name: 'SMS' }, { timeout: 4000 }));
    await userEvent.click(dialog.getByRole('button', { name: 'Salva' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Preferenza non valida');
    expect(screen.getByText('Preferenza attuale:')).toHaveTextContent('Preferenza attuale: Email');
  });
});

describe('account blocks › Dati account', () => {
  beforeEach(() => {
    server.on('POST', '/api/account/modify', () => ({
      body: envelope(null, {
        message: 'Account modificato correttamente',
        session: { userdata: accountUser({ name: 'Giulia Maria' }) },
      }),
    }));
  });

  async function openAccountData() {
    mount(<AccountDataForm />);
    const f = form('Dati account');
    // The stored address is shown once its lists arrive.
    expect(await f.findByRole('option', { name: '20123' })).toBeInTheDocument();
    return f;
  }

  it("shows the account's data, the username editable and the stored address", async () => {
    const f = await openAccountData();
    expect(f.getByLabelText(/^Nome/)).toHaveValue('Giulia');
    expect(f.getByLabelText(/^Username/)).not.toHaveAttribute('readonly');
    expect(f.getByLabelText(/^Username/)).toHaveValue('giulianeri');
    expect(f.getByLabelText('Telefono')).toHaveValue('3470000000');
    expect(f.getByLabelText(/^Comune/)).toHaveDisplayValue('Milano');
    expect(f.getByLabelText(/^CAP/)).toHaveDisplayValue('20122');
  });

  it('checks the fields with the spec messages before sending', async () => {
    const f = await openAccountData();
    await userEvent.clear(f.getByLabelText(/^Nome/));
    await userEvent.clear(f.getByLabelText(/^Codice fiscale/));
    await userEvent.clear(f.getByLabelText(/^Civico/));
    await userEvent.clear(f.getByLabelText('Email'));
    await userEvent.type(f.getByLabelText('Email'), 'giulia@');
    await userEvent.clear(f.getByLabelText('Telefono'));
    await userEvent.type(f.getByLabelText('Telefono'), '34700');
    await userEvent.click(f.getByRole('button', { name: 'Salva' }));

    expect(f.getByLabelText(/^Nome/)).toHaveAccessibleDescription('Campo obbligatorio');
    expect(f.getByLabelText(/^Nome/)).toHaveFocus();
    expect(f.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('Mail non valida'));
    expect(f.getByLabelText('Telefono')).toHaveAccessibleDescription(
      expect.stringContaining('Numero di telefono non valido'),
    );
    expect(f.getByLabelText(/^Codice fiscale/)).toHaveAccessibleDescription('Campo obbligatorio');
    expect(f.getByLabelText(/^Civico/)).toHaveAccessibleDescription(
      "Devi inserire tutti i dati dell'indirizzo",
    );
    expect(received('POST', '/api/account/modify')).toHaveLength(0);
  });

  it('needs an e-mail or a phone', async () => {
    const f = await openAccountData();
    await userEvent.clear(f.getByLabelText('Email'));
    await userEvent.clear(f.getByLabelText('Telefono'));
    await userEvent.click(f.getByRole('button', { name: 'Salva' }));
    expect(f.getByLabelText('Email')).toHaveAccessibleDescription(
      expect.stringContaining('Inserisci una mail o un numero di telefono valido'),
    );
  });

  it('asks for a region before the province when the region is cleared', async () => {
    const f = await openAccountData();
    await userEvent.selectOptions(f.getByLabelText(/^Regione/), 'Seleziona');
    await userEvent.click(f.getByRole('button', { name: 'Salva' }));
    expect(f.getByLabelText(/^Regione/)).toHaveAccessibleDescription('Devi effettuare una scelta');
    expect(f.getByLabelText(/^Provincia/)).toHaveAccessibleDescription('Devi prima selezionare una regione');
    expect(f.getByLabelText(/^Comune/)).toHaveAccessibleDescription('Devi prima selezionare una provincia');
  });

  it('posts the account with the Italian address fields and shows the toast', async () => {
    const f = await openAccountData();
    await userEvent.clear(f.getByLabelText(/^Nome/));
    await userEvent.type(f.getByLabelText(/^Nome/), 'Giulia Maria');
    await userEvent.selectOptions(f.getByLabelText(/^CAP/), '20123');
    await userEvent.click(f.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Account modificato correttamente')).toBeInTheDocument();
    expect(lastPosted('/api/account/modify')).toMatchObject({
      name: 'Giulia Maria',
      surname: 'Neri',
      email: 'giulia@example.it',
      telephone: '+39-3470000000',
      cf: 'NREGLI80A41H501X',
      nationality: 105,
      region: 10,
      province: 15,
      location: 15146,
      cap: '20123',
      route: 'Via Dante',
      civic: '4',
    });
    // An edit form never writes what it did not change.
    expect(lastPosted('/api/account/modify')).not.toHaveProperty('username');
    await waitFor(() => expect(sessionStore.getState().user?.name).toBe('Giulia Maria'));
  });

  it('switches to a foreign address, where the CF is not required, and posts the complete address', async () => {
    const f = await openAccountData();
    await userEvent.selectOptions(await f.findByLabelText('Nazionalità'), 'Francia');
    expect(f.queryByLabelText(/^Regione/)).toBeNull();
    await userEvent.clear(f.getByLabelText(/^Codice fiscale/));
    await userEvent.type(f.getByLabelText(/^Indirizzo completo/), '3 Rue de Rivoli, Paris');
    await userEvent.click(f.getByRole('button', { name: 'Salva' }));

    await screen.findByText('Account modificato correttamente');
    const body = lastPosted('/api/account/modify');
    expect(body).toMatchObject({ nationality: 74, complete_address: '3 Rue de Rivoli, Paris', cf: '' });
    expect(body).not.toHaveProperty('region');
    expect(body).not.toHaveProperty('route');
  });

  it('lets a partner leave the CF empty with an Italian address (spec panels §5)', async () => {
    mount(<AccountDataForm />, accountUser({ permissions: { platformAccess: 2 }, partnertype: 'partner' }));
    const f = form('Dati account');
    expect(await f.findByRole('option', { name: '20123' })).toBeInTheDocument();
    expect(f.getByLabelText(/^Codice fiscale/)).not.toBeRequired();
    await userEvent.clear(f.getByLabelText(/^Codice fiscale/));
    await userEvent.click(f.getByRole('button', { name: 'Salva' }));

    await screen.findByText('Account modificato correttamente');
    expect(lastPosted('/api/account/modify')).toMatchObject({ nationality: 105, cf: '', region: 10 });
  });

  it("shows the server's message when a new e-mail waits for its confirmation link", async () => {
    const message = 'Ti abbiamo inviato un link per confermare il nuovo indirizzo e-mail';
    server.on('POST', '/api/account/modify', () => ({ body: envelope(null, { message }) }));
    const f = await openAccountData();
    await userEvent.clear(f.getByLabelText('Email'));
    await userEvent.type(f.getByLabelText('Email'), 'giulia.neri@example.it');
    await userEvent.click(f.getByRole('button', { name: 'Salva' }));

    expect(await f.findByRole('status')).toHaveTextContent(message);
    expect(lastPosted('/api/account/modify')).toMatchObject({ email: 'giulia.neri@example.it' });
  });

  it('marks the e-mail taken by another account and keeps everything typed', async () => {
    server.on('POST', '/api/account/modify', () => ({
      status: 409,
      body: failure("Un account con questa e-mail esiste gia'", 'EMAIL_ALREADY_EXISTS'),
    }));
    const f = await openAccountData();
    await userEvent.clear(f.getByLabelText('Email'));
    await userEvent.type(f.getByLabelText('Email'), 'altro@example.it');
    await userEvent.click(f.getByRole('button', { name: 'Salva' }));

    expect(await f.findByRole('alert')).toHaveTextContent("Un account con questa e-mail esiste gia'");
    expect(f.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(f.getByLabelText('Email')).toHaveValue('altro@example.it');
  });
  describe('username (spec panels §5)', () => {
    const exists = (username: string) => received('GET', `/api/account/userExist/${username}`);
    const answerExists = (username: string, taken: boolean) =>
      server.on('GET', `/api/account/userExist/${username}`, () => ({
        body: envelope({ result: taken ? 'success' : 'fail' }),
      }));

    afterEach(() => {
      vi.useRealTimers();
    });

    /** Types a username on a fake clock: no look-up before 600 ms, one at 600 ms; then the real clock again. */
    async function typeUsername(f: ReturnType<typeof form>, value: string, lookup: string | null) {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fireEvent.change(f.getByLabelText(/^Username/), { target: { value } });
      await act(() => vi.advanceTimersByTimeAsync(599));
      expect(server.requests.filter((request) => request.path.includes('/userExist/'))).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(1));
      vi.useRealTimers();
      if (lookup !== null) await waitFor(() => expect(exists(lookup)).toHaveLength(1));
    }

    it("checks a new username 600 ms after typing: 'Username non disponibile' blocks the save", async () => {
      answerExists('presa2026', true);
      const f = await openAccountData();
      await typeUsername(f, 'Presa2026', 'presa2026');
      const field = f.getByLabelText(/^Username/);
      await waitFor(() => expect(field).toHaveAccessibleDescription('Username non disponibile'));
      await userEvent.click(f.getByRole('button', { name: 'Salva' }));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
      expect(received('POST', '/api/account/modify')).toHaveLength(0);
    });

    it("says 'L'username deve essere lungo almeno 6 caratteri' under a short one, asks nothing and sends nothing", async () => {
      const f = await openAccountData();
      await typeUsername(f, 'giu', null);
      const field = f.getByLabelText(/^Username/);
      expect(field).toHaveAccessibleDescription("L'username deve essere lungo almeno 6 caratteri");
      await userEvent.click(f.getByRole('button', { name: 'Salva' }));
      expect(field).toHaveFocus();
      expect(server.requests.filter((request) => request.path.includes('/userExist/'))).toHaveLength(0);
      expect(received('POST', '/api/account/modify')).toHaveLength(0);
    });

    it('sends a new free username in lower case, and none when only its case changed', async () => {
      answerExists('giulia2026', false);
      const f = await openAccountData();
      await typeUsername(f, 'GiuliaNeri', null);
      await userEvent.click(f.getByRole('button', { name: 'Salva' }));
      await screen.findByText('Account modificato correttamente');
      expect(lastPosted('/api/account/modify')).not.toHaveProperty('username');
      expect(server.requests.filter((request) => request.path.includes('/userExist/'))).toHaveLength(0);

      await typeUsername(f, 'Giulia2026', 'giulia2026');
      await userEvent.click(f.getByRole('button', { name: 'Salva' }));
      await waitFor(() => expect(received('POST', '/api/account/modify')).toHaveLength(2));
      expect(lastPosted('/api/account/modify')).toMatchObject({ username: 'giulia2026', name: 'Giulia' });
    });

    it("marks the username the server says is taken ('USERNAME_ALREADY_EXISTS')", async () => {
      server.on('POST', '/api/account/modify', () => ({
        status: 409,
        body: failure('Username non disponibile', 'USERNAME_ALREADY_EXISTS'),
      }));
      answerExists('altronome', false);
      const f = await openAccountData();
      await typeUsername(f, 'altronome', 'altronome');
      await userEvent.click(f.getByRole('button', { name: 'Salva' }));
      expect(await f.findByRole('alert')).toHaveTextContent('Username non disponibile');
      expect(f.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
      expect(f.getByLabelText(/^Username/)).toHaveValue('altronome');
    });
  });

  it("falls back to 'Errore generico' when the server gives no message (spec panels §8)", async () => {
    server.on('POST', '/api/account/modify', () => ({ status: 502, body: '<html>Bad gateway</html>' }));
    const f = await openAccountData();
    await userEvent.click(f.getByRole('button', { name: 'Salva' }));

    expect(await f.findByRole('alert')).toHaveTextContent(/^Errore generico$/);
  });
});

describe('account blocks › Preferenze notifiche', () => {
  beforeEach(() => {
    server.on('POST', '/api/account/modifyContactPreferece', () => ({
      body: envelope(null, { message: 'Le modifiche sono state apportate con successo' }),
    }));
  });

  it("needs a zone when notifications are on ('Seleziona almeno una zona')", async () => {
    mount(<NotificationPreferenceForm />);
    const f = form('Preferenze notifiche');
    await userEvent.click(f.getByRole('switch'));
    // The kit's zone picker is a lazy chunk: wait for it before sending.
    await f.findByRole('group', { name: 'Zone di interesse' });
    await userEvent.click(f.getByRole('button', { name: 'Salva preferenze' }));

    expect(f.getByRole('group', { name: 'Zone di interesse' })).toHaveAccessibleDescription(
      expect.stringContaining('Seleziona almeno una zona'),
    );
    expect(received('POST', '/api/account/modifyContactPreferece')).toHaveLength(0);
  });

  it('posts active, frequency and the chosen zones', async () => {
    mount(<NotificationPreferenceForm />);
    const f = form('Preferenze notifiche');
    await userEvent.click(f.getByRole('switch'));
    await userEvent.selectOptions(f.getByLabelText('Frequenza delle notifiche'), 'Una volta alla settimana');
    const zone = within(await f.findByRole('group', { name: 'Zona 1' }));
    await zone.findByRole('option', { name: 'Lombardia' });
    await userEvent.selectOptions(zone.getByLabelText('Regione'), 'Lombardia');
    await zone.findByRole('option', { name: 'Milano (MI)' });
    await userEvent.selectOptions(zone.getByLabelText('Provincia'), 'Milano (MI)');
    await userEvent.click(f.getByRole('button', { name: 'Salva preferenze' }));

    expect(await screen.findByText('Le modifiche sono state apportate con successo')).toBeInTheDocument();
    expect(lastPosted('/api/account/modifyContactPreferece')).toEqual(
      expect.objectContaining({
        activeNotification: true,
        notificationFrequency: 'weekly',
        notificationList: [{ region: 10, province: 15, location: null, cap: null }],
      }),
    );
    // spec public §3: the contact preference (zones and time) is kept locally too.
    expect(JSON.parse(window.localStorage.getItem('ricordo.contactPreference') ?? 'null')).toEqual({
      activeNotification: true,
      notificationFrequency: 'weekly',
      notificationList: [{ region: 10, province: 15, location: null, cap: null }],
    });
  });

  it('lets notifications be turned off without zones', async () => {
    mount(
      <NotificationPreferenceForm />,
      accountUser({
        notificationPreference: {
          activeNotification: true,
          notificationFrequency: 'realtime',
          notificationList: [{ region: 13, province: null, location: null, cap: null }],
        },
      }),
    );
    const f = form('Preferenze notifiche');
    expect(f.getByRole('switch')).toBeChecked();
    await userEvent.click(f.getByRole('switch'));
    await userEvent.click(f.getByRole('button', { name: 'Salva preferenze' }));
    await screen.findByText('Le modifiche sono state apportate con successo');
    expect(lastPosted('/api/account/modifyContactPreferece')).toMatchObject({
      activeNotification: false,
      notificationFrequency: 'realtime',
    });
  });
});

describe('AccountBlocks', () => {
  it("shows 'Cambia password', 'Dati account', 'I miei dati' and the administrators' accesses closed, then the panel's own blocks", async () => {
    mount(
      <AccountBlocks>
        <p>Blocco del pannello</p>
      </AccountBlocks>,
    );
    expect(screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent)).toEqual([
      'Cambia password+',
      'Dati account+',
      'I miei dati+',
      'Accessi degli amministratori+',
    ]);
    expect(screen.getByText('Blocco del pannello')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Dati account/ }));
    expect(await screen.findByRole('form', { name: 'Dati account' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Cambia password' })).toBeNull();
  });
});
