import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { makeUser } from '@ricordo/shared-design/testing';
import { fakeBackend, posted, renderPublic, type FakeRoute } from '../../test-support';

/** A backend that suggests `suggestion` and says whether it is taken. */
function accounts(suggestion = 'mariarossi', taken = false, ...more: FakeRoute[]): URL[] {
  return fakeBackend(
    (url) =>
      url.pathname === '/api/account/suggestUsername' ? { data: { username: suggestion } } : undefined,
    (url) =>
      url.pathname.startsWith('/api/account/userExist/')
        ? { data: { result: taken ? 'success' : 'fail' } }
        : undefined,
    (url) =>
      url.pathname === '/api/location/getRegioni'
        ? { data: { regioni: [{ ID: 9, name: 'Lombardia' }] } }
        : undefined,
    ...more,
  );
}

const field = (label: string) => screen.getByRole('textbox', { name: label });
const phoneInput = () => screen.getByRole('textbox', { name: 'Telefono' });
const submit = () => screen.getByRole('button', { name: 'Procedi' });

async function openForm() {
  const page = renderPublic('/registrazione');
  await screen.findByRole('heading', { name: 'Registrati' });
  vi.useFakeTimers();
  return page;
}

/** Flushes timers and the fake fetch's promises. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

async function typeNames(name = 'Maria', surname = 'Rossi') {
  fireEvent.change(field('Nome'), { target: { value: name } });
  fireEvent.change(field('Cognome'), { target: { value: surname } });
  // Suggestion after 500 ms, then the availability check 600 ms after the username arrived.
  await wait(500);
  await wait(600);
}

function suggestCalls(calls: URL[]) {
  return calls.filter((url) => url.pathname === '/api/account/suggestUsername');
}
function existCalls(calls: URL[]) {
  return calls.filter((url) => url.pathname.startsWith('/api/account/userExist/'));
}

beforeEach(() => sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('registration: the generated username', () => {
  it('asks for a username 500 ms after name and surname stop changing, then checks it after 600 ms', async () => {
    const calls = accounts('mariarossi1');
    await openForm();
    fireEvent.change(field('Nome'), { target: { value: 'Maria' } });
    fireEvent.change(field('Cognome'), { target: { value: 'Ros' } });
    await wait(300);
    fireEvent.change(field('Cognome'), { target: { value: 'Rossi' } });
    await wait(499);
    expect(suggestCalls(calls)).toHaveLength(0);
    await wait(1);
    expect(suggestCalls(calls)).toHaveLength(1);
    expect(suggestCalls(calls)[0].searchParams.get('name')).toBe('Maria');
    expect(suggestCalls(calls)[0].searchParams.get('surname')).toBe('Rossi');
    expect(field('Username')).toHaveValue('mariarossi1');
    expect(field('Username')).toHaveAttribute('readonly');

    await wait(599);
    expect(existCalls(calls)).toHaveLength(0);
    await wait(1);
    expect(existCalls(calls).map((url) => url.pathname)).toEqual(['/api/account/userExist/mariarossi1']);
    expect(screen.queryByText('Username non disponibile')).toBeNull();
  });

  it("says 'Username non disponibile' when the server says it is taken", async () => {
    accounts('mariarossi', true);
    await openForm();
    await typeNames();
    expect(field('Username')).toHaveAccessibleDescription(/Username non disponibile/);
  });

  it('says a username under 6 characters is too short', async () => {
    const calls = accounts('ugore');
    await openForm();
    await typeNames('Ugo', 'Re');
    expect(field('Username')).toHaveValue('ugore');
    expect(field('Username')).toHaveAccessibleDescription(
      /Errore l'username deve contenere almeno 6 caratteri/,
    );
    expect(existCalls(calls)).toHaveLength(0);
  });

  it('falls back to name plus surname without accents or spaces when the suggestion fails', async () => {
    fakeBackend((url) => (url.pathname === '/api/account/suggestUsername' ? { network: true } : undefined));
    await openForm();
    await typeNames('Niccolò', "D'Amico");
    expect(field('Username')).toHaveValue('niccolodamico');
  });
});

describe('registration: validation (spec public §5)', () => {
  it('shows each message of an empty form and focuses the first field', async () => {
    const calls = accounts();
    await openForm();
    fireEvent.click(submit());
    await wait(0);
    expect(field('Nome')).toHaveAccessibleDescription('Campo obbligatorio');
    expect(field('Cognome')).toHaveAccessibleDescription('Campo obbligatorio');
    expect(phoneInput()).toHaveAccessibleDescription(
      'Devi inserire una mail o un numero di telefono valido per poterti registrare',
    );
    expect(
      screen.getByRole('radiogroup', { name: 'Come preferisci essere contattato?' }),
    ).toHaveAccessibleDescription('Devi effettuare una scelta');
    expect(
      screen.getByRole('checkbox', { name: 'Accetto i termini e condizioni' }),
    ).toHaveAccessibleDescription(/Devi accettare i termini/);
    expect(field('Nome')).toHaveFocus();
    expect(calls.filter((url) => url.pathname === '/api/account/registration')).toHaveLength(0);
  });

  it("refuses a malformed e-mail ('Campo non valido') and a short phone ('Numero di telefono non valido')", async () => {
    accounts();
    await openForm();
    await typeNames();
    fireEvent.change(field('Email'), { target: { value: 'maria@' } });
    fireEvent.change(phoneInput(), { target: { value: '33312' } });
    fireEvent.click(submit());
    await wait(0);
    expect(phoneInput()).toHaveAccessibleDescription('Numero di telefono non valido');
    expect(field('Email')).toHaveAccessibleDescription('Campo non valido');
    expect(phoneInput()).toHaveFocus();
  });

  it('with a phone only, chooses WhatsApp and disables the e-mail option (spec public §4)', async () => {
    accounts();
    await openForm();
    fireEvent.change(phoneInput(), { target: { value: '3331234567' } });
    await wait(0);
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeDisabled();
    fireEvent.change(field('Email'), { target: { value: 'maria@example.it' } });
    await wait(0);
    expect(screen.getByRole('radio', { name: 'Email' })).toBeEnabled();
  });

  it("says 'Email già registrata' on leaving an e-mail an account has (GET mailExist), nothing for a free one", async () => {
    const mailExist: FakeRoute = (url) =>
      url.pathname.startsWith('/api/account/mailExist/')
        ? {
            data: {
              result: url.pathname.endsWith('presa%40example.it') ? 'success' : 'fail',
              isActive: true,
            },
          }
        : undefined;
    const calls = accounts('mariarossi', false, mailExist);
    await openForm();
    const email = field('Email');
    fireEvent.change(email, { target: { value: 'non-una-mail' } });
    fireEvent.blur(email);
    await wait(0);
    expect(calls.some((url) => url.pathname.startsWith('/api/account/mailExist/'))).toBe(false);

    fireEvent.change(email, { target: { value: 'presa@example.it' } });
    fireEvent.blur(email);
    await vi.waitFor(() =>
      expect(email).toHaveAccessibleDescription(expect.stringContaining('Email già registrata')),
    );
    expect(calls.map((url) => url.pathname)).toContain('/api/account/mailExist/presa%40example.it');

    // Typing again clears it; a free address says nothing.
    fireEvent.change(email, { target: { value: 'libera@example.it' } });
    expect(email).not.toHaveAccessibleDescription(expect.stringContaining('Email già registrata'));
    fireEvent.blur(email);
    await vi.waitFor(() =>
      expect(calls.map((url) => url.pathname)).toContain('/api/account/mailExist/libera%40example.it'),
    );
    await wait(0);
    expect(email).not.toHaveAccessibleDescription(expect.stringContaining('Email già registrata'));
  });

  it('starts from the contact preference kept on this device (spec public §3)', async () => {
    window.localStorage.setItem(
      'ricordo.contactPreference',
      JSON.stringify({
        activeNotification: true,
        notificationFrequency: 'weekly',
        notificationList: [{ region: 9, province: null, location: null, cap: null }],
      }),
    );
    accounts();
    renderPublic('/registrazione');
    await screen.findByRole('heading', { name: 'Registrati' });
    expect(screen.getByRole('checkbox', { name: 'Desidero ricevere notifiche sui necrologi' })).toBeChecked();
    expect(await screen.findByRole('combobox', { name: 'Frequenza delle notifiche' })).toHaveValue('weekly');
  });

  it('asks for at least one zone when notifications are on', async () => {
    accounts();
    await openForm();
    // The kit's zone picker is a lazy chunk: let it load on the real clock, then go on with the fake one.
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Desidero ricevere notifiche sui necrologi' }));
    await screen.findByRole('group', { name: 'Zona 1' });
    vi.useFakeTimers();
    expect(screen.getByRole('combobox', { name: 'Frequenza delle notifiche' })).toHaveValue('daily');
    fireEvent.click(submit());
    await wait(0);
    expect(screen.getByText('Seleziona almeno una zona')).toBeInTheDocument();
  });
});

describe('registration: sending', () => {
  async function fillValidForm() {
    await typeNames();
    fireEvent.change(field('Email'), { target: { value: 'maria@example.it' } });
    fireEvent.change(field('Codice promozionale'), { target: { value: 'AGENTE7' } });
    await wait(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Email' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Accetto i termini e condizioni' }));
  }

  it('sends the form and shows where the link went', async () => {
    const registration: FakeRoute = (url) =>
      url.pathname === '/api/account/registration' ? { data: { recipient: 'maria@example.it' } } : undefined;
    accounts('mariarossi', false, registration);
    const { location } = await openForm();
    await fillValidForm();
    fireEvent.click(submit());
    await wait(0);
    await vi.waitFor(() => expect(location()).toBe('/esito-registrazione?contact=maria%40example.it'));
    expect(posted.find((call) => call.path === '/api/account/registration')?.body).toEqual({
      name: 'Maria',
      surname: 'Rossi',
      username: 'mariarossi',
      telephone: '',
      email: 'maria@example.it',
      agent: 'AGENTE7',
      'contact-method': 'email',
      activeNotification: false,
      notificationFrequency: 'never',
      notificationList: [],
      terms: true,
    });
    // spec public §3: the contact preference chosen is kept locally.
    expect(JSON.parse(window.localStorage.getItem('ricordo.contactPreference') ?? 'null')).toEqual({
      activeNotification: false,
      notificationFrequency: 'never',
      notificationList: [],
    });
    vi.useRealTimers();
    expect(await screen.findByText(/Ti abbiamo inviato un messaggio a maria@example.it/)).toBeInTheDocument();
  });

  it.each([
    ['TELEPHONE_ALREADY_EXISTS', 'Telefono', 'Esiste già un account con questo numero di telefono'],
    ['EMAIL_ALREADY_EXISTS', 'Email', 'Esiste già un account con questa email'],
    ['USERNAME_ALREADY_EXISTS', 'Username', 'Username non disponibile'],
  ])('marks and focuses the field of errorCode %s', async (errorCode, label, message) => {
    const registration: FakeRoute = (url) =>
      url.pathname === '/api/account/registration' ? { status: 409, errorCode, message } : undefined;
    accounts('mariarossi', false, registration);
    await openForm();
    await fillValidForm();
    fireEvent.change(phoneInput(), { target: { value: '3331234567' } });
    fireEvent.click(submit());
    await wait(0);
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: label })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(
      expect.stringContaining(message) as string,
    );
  });

  it("falls back to 'Errore imprevisto riprovare piu` tardi' when the server gives no message", async () => {
    const registration: FakeRoute = (url) =>
      url.pathname === '/api/account/registration' ? { status: 500, message: '' } : undefined;
    accounts('mariarossi', false, registration);
    await openForm();
    await fillValidForm();
    fireEvent.click(submit());
    await wait(0);
    await vi.waitFor(() =>
      expect(within(document.body).getByText('Errore imprevisto riprovare piu` tardi')).toBeInTheDocument(),
    );
  });
});

describe('registration for a logged-in user', () => {
  it('sends them to /products', async () => {
    sessionStore.setState({ status: 'authenticated', user: makeUser() });
    fakeBackend();
    const { location } = renderPublic('/registrazione');
    expect(await screen.findByRole('heading', { name: 'Prodotti' })).toBeInTheDocument();
    expect(location()).toBe('/products');
  });
});

describe('registration: the username is read-only', () => {
  it('ignores typing', async () => {
    accounts();
    renderPublic('/registrazione');
    const username = await screen.findByRole('textbox', { name: 'Username' });
    await userEvent.type(username, 'altro');
    expect(username).toHaveValue('');
  });
});
