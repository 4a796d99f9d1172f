import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { envelope, failure, makeUser } from '@ricordo/shared-design/testing';
import { setUpTestServer } from '../../common/testing/test-server';
import { renderPublic } from '../../test-support';

// The kit's real HTTP test server stands in for the backend (form bodies, CSRF, envelopes).
const server = setUpTestServer({ locations: true });
beforeEach(() => {
  server().on('GET', '/api/content/getProductPrices', () => ({
    body: envelope({
      data: {
        products: [
          { key: 'qr-code', name: 'QR', price: 9500 },
          { key: 'shipping', name: 'Spedizione', price: 1500 },
        ],
      },
    }),
  }));
  server().on('GET', '/api/orders/config', () => ({
    body: envelope({ checkout: 'test', clientId: null, currency: 'EUR' }),
  }));
  server().on('GET', '/api/account/suggestUsername', () => ({ body: envelope({ username: 'luciaferri' }) }));
  server().on('GET', '/api/account/userExist/luciaferri', () => ({ body: envelope({ result: 'fail' }) }));
});
afterEach(() => sessionStorage.clear());

const SLOW = { timeout: 10_000 };
const TEST_TIMEOUT = 30_000;

function posts(path: string): URLSearchParams[] {
  return server()
    .requests.filter((request) => request.method === 'POST' && request.path === path)
    .map((request) => new URLSearchParams(request.body));
}

async function openPage() {
  const view = renderPublic('/buy-qrCode');
  await screen.findByRole('heading', { level: 1, name: 'Acquista la lapide digitale' }, SLOW);
  return view;
}

type User = ReturnType<typeof userEvent.setup>;

async function paste(user: User, label: RegExp, text: string, scope: HTMLElement = document.body) {
  await user.click(within(scope).getByLabelText(label));
  await user.paste(text);
}

async function fillAddress(user: User, legend: string) {
  const group = screen.getByRole('group', { name: legend });
  const region = await within(group).findByLabelText(/^Regione/);
  await waitFor(() => expect(within(region).getByRole('option', { name: 'Lombardia' })).toBeInTheDocument());
  await user.selectOptions(region, 'Lombardia');
  const province = within(group).getByLabelText(/^Provincia/);
  await waitFor(() =>
    expect(within(province).getByRole('option', { name: 'Milano (MI)' })).toBeInTheDocument(),
  );
  await user.selectOptions(province, 'Milano (MI)');
  const city = within(group).getByLabelText(/^Comune/);
  await waitFor(() => expect(within(city).getByRole('option', { name: 'Milano' })).toBeInTheDocument());
  await user.selectOptions(city, 'Milano');
  await user.click(within(group).getByLabelText(/^Indirizzo/, { selector: 'input' }));
  await user.paste('Via Dante');
  await paste(user, /^Civico/, '4', group);
}

async function fillBuyer(user: User, { withTerms = true } = {}) {
  await paste(user, /^Nome/, 'Lucia');
  await paste(user, /^Cognome/, 'Ferri');
  await paste(user, /^Email/, 'lucia@example.com');
  await fillAddress(user, 'Indirizzo');
  if (withTerms) {
    await user.click(screen.getByRole('checkbox', { name: /termini e condizioni/ }));
    await user.click(screen.getByRole('checkbox', { name: /condizioni di vendita/ }));
  }
}

/** Ticks 'Desidero registrarmi', waits for the suggested username and picks the e-mail as contact. */
async function registerByEmail(user: User) {
  await user.click(screen.getByRole('checkbox', { name: /Desidero registrarmi/ }));
  await waitFor(() => expect(screen.getByLabelText(/^Username/)).toHaveValue('luciaferri'), SLOW);
  await user.click(screen.getByRole('radio', { name: 'Email' }));
}

describe('/buy-qrCode', () => {
  it(
    'shows the total from the prices, links to the demo and both terms, and the messages of an empty form',
    async () => {
      const user = userEvent.setup();
      await openPage();
      await waitFor(() => expect(screen.getByTestId('buy-total')).toHaveTextContent('110,00 €'));
      expect(screen.getByRole('link', { name: 'Guarda un esempio di lapide digitale' })).toHaveAttribute(
        'href',
        '/memorial?1000',
      );
      expect(screen.getByRole('link', { name: 'termini e condizioni' })).toHaveAttribute('href', '/terms');
      expect(screen.getByRole('link', { name: 'condizioni di vendita' })).toHaveAttribute(
        'href',
        '/buy-terms',
      );

      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      expect(screen.getByLabelText(/^Nome/)).toHaveAccessibleDescription('Campo obbligatorio');
      expect(screen.getByLabelText(/^Cognome/)).toHaveAccessibleDescription('Campo obbligatorio');
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
        'Inserisci una mail o un numero di telefono valido',
      );
      expect(screen.getByLabelText(/^Regione/)).toHaveAccessibleDescription('Devi effettuare una scelta');
      expect(screen.getAllByText('Devi accettare i termini')).toHaveLength(2);
      expect(screen.getByLabelText(/^Nome/)).toHaveFocus();
      expect(posts('/api/qrcodes/qrCode')).toHaveLength(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'shows 107,00 € while the prices do not arrive',
    async () => {
      server().on('GET', '/api/content/getProductPrices', () => ({ status: 500, body: failure('x', null) }));
      await openPage();
      expect(screen.getByTestId('buy-total')).toHaveTextContent('107,00 €');
    },
    TEST_TIMEOUT,
  );

  it(
    'asks for the shipping name, surname and address when the shipping address differs',
    async () => {
      const user = userEvent.setup();
      await openPage();
      await fillBuyer(user);
      await user.click(screen.getByRole('switch', { name: 'Spedisci la targa a un indirizzo diverso' }));
      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      expect(screen.getByLabelText(/^Nome del destinatario/)).toHaveAccessibleDescription(
        'Campo obbligatorio',
      );
      expect(screen.getByLabelText(/^Cognome del destinatario/)).toHaveAccessibleDescription(
        'Campo obbligatorio',
      );
      const shipping = screen.getByRole('group', { name: 'Indirizzo di spedizione' });
      expect(within(shipping).getByLabelText(/^Regione/)).toHaveAccessibleDescription(
        'Devi effettuare una scelta',
      );
      expect(posts('/api/qrcodes/qrCode')).toHaveLength(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'registers with the suggested username, sends the order form and opens the payment',
    async () => {
      server().on('POST', '/api/qrcodes/qrCode', () => ({
        body: envelope({ orderid: 31, orderKey: 'chiave-31', amountCents: 11000, register: true }),
      }));
      const user = userEvent.setup();
      await openPage();
      await fillBuyer(user);
      await registerByEmail(user);
      // spec public §3: the purchase's notification selector lists realtime, daily, never; daily first chosen.
      const frequency = screen.getByRole('combobox', { name: 'Frequenza delle notifiche' });
      expect(frequency).toHaveValue('daily');
      expect(
        within(frequency)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['In tempo reale', 'Una volta al giorno', 'Mai']);
      await user.selectOptions(frequency, 'realtime');
      await user.click(screen.getByRole('button', { name: 'Procedi' }));

      const dialog = await screen.findByRole('dialog', { name: 'Pagamento' }, SLOW);
      expect(dialog).toHaveTextContent('110,00 €');
      const [body] = posts('/api/qrcodes/qrCode');
      expect(Object.fromEntries(body)).toMatchObject({
        'purchase-name': 'Lucia',
        'purchase-surname': 'Ferri',
        'purchase-email': 'lucia@example.com',
        'purchase-region': '10',
        'purchase-province': '15',
        'purchase-city': '15146',
        'purchase-cap': '20121',
        'purchase-route': 'Via Dante',
        'purchase-civic': '4',
        'purchase-nationality': '105',
        shipping: '0',
        register: '1',
        username: 'luciaferri',
        'contact-method': 'email',
        notificationFrequency: 'realtime',
        terms: '1',
        'buy-terms': '1',
      });
      expect(body.has('continue')).toBe(false);
      expect(body.get('csrf_token')).toMatch(/^csrf-/);
      expect(sessionStorage.getItem('ricordo.order.31')).toBe('chiave-31');

      // spec public §3: the last address is kept locally, and the next purchase starts from it.
      expect(JSON.parse(localStorage.getItem('ricordo.lastAddress') ?? 'null')).toMatchObject({
        region: 10,
        province: 15,
        location: 15146,
        cap: '20121',
        address: 'Via Dante',
        number: '4',
      });
      cleanup();
      await openPage();
      const address = screen.getByRole('group', { name: 'Indirizzo' });
      expect(within(address).getByLabelText(/^Indirizzo/, { selector: 'input' })).toHaveValue('Via Dante');
      expect(within(address).getByLabelText(/^Civico/)).toHaveValue('4');
    },
    TEST_TIMEOUT,
  );

  it(
    'EMAIL_ALREADY_EXISTS flags the e-mail and opens the login dialog; after login the e-mail is locked',
    async () => {
      server().on('POST', '/api/qrcodes/qrCode', () => ({
        status: 409,
        body: failure('Email già registrata', 'EMAIL_ALREADY_EXISTS'),
      }));
      server().on('POST', '/api/auth/login', () => ({
        body: envelope(
          { expiring_memorial: [] },
          {
            session: { userdata: makeUser({ name: 'Lucia', surname: 'Ferri', email: 'lucia@example.com' }) },
          },
        ),
      }));
      const user = userEvent.setup();
      await openPage();
      await fillBuyer(user);
      await registerByEmail(user);
      await user.click(screen.getByRole('button', { name: 'Procedi' }));

      const dialog = await screen.findByRole('dialog', { name: 'Accedi' }, SLOW);
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
        'Email già registrata',
      );
      expect(dialog).toHaveTextContent('Email già registrata');
      expect(within(dialog).getByLabelText('Username o email')).toHaveValue('lucia@example.com');
      await user.type(within(dialog).getByLabelText('Password'), 'segreta123');
      await user.click(within(dialog).getByRole('button', { name: 'Accedi' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('readonly');
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('lucia@example.com');
      expect(screen.queryByRole('checkbox', { name: /Desidero registrarmi/ })).toBeNull();
      const [login] = server().requests.filter((request) => request.path === '/api/auth/login');
      expect(JSON.parse(login.body)).toEqual({ email: 'lucia@example.com', password: 'segreta123' });
    },
    TEST_TIMEOUT,
  );

  it(
    'TELEPHONE_ALREADY_EXISTS flags the phone and opens the login dialog',
    async () => {
      server().on('POST', '/api/qrcodes/qrCode', () => ({
        status: 409,
        body: failure('Numero di telefono già registrato', 'TELEPHONE_ALREADY_EXISTS'),
      }));
      const user = userEvent.setup();
      await openPage();
      await fillBuyer(user);
      await paste(user, /^Telefono/, '3331234567');
      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      expect(await screen.findByRole('dialog', { name: 'Accedi' }, SLOW)).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.getByLabelText(/^Telefono/)).toHaveAccessibleDescription(
        'Numero di telefono già registrato',
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'ACCOUNT_EXISTS asks for the password with the spec message',
    async () => {
      const message =
        "Un account per l' indirizzo email inserito e` gia` esistente, si prega di inserire una password";
      server().on('POST', '/api/qrcodes/qrCode', () => ({
        status: 409,
        body: failure(message, 'ACCOUNT_EXISTS'),
      }));
      const user = userEvent.setup();
      await openPage();
      await fillBuyer(user);
      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      const dialog = await screen.findByRole('dialog', { name: 'Accedi' }, SLOW);
      expect(dialog).toHaveTextContent(message);
      await waitFor(() => expect(within(dialog).getByLabelText('Password')).toHaveFocus());
    },
    TEST_TIMEOUT,
  );

  it(
    "PRIOR_PURCHASE offers 'Registrati' or 'Continua senza registrarti', which sends again with continue=1",
    async () => {
      let calls = 0;
      server().on('POST', '/api/qrcodes/qrCode', () => {
        calls += 1;
        return calls === 1
          ? { status: 409, body: failure('Hai già effettuato un acquisto', 'PRIOR_PURCHASE') }
          : { body: envelope({ orderid: 32, orderKey: 'k', amountCents: 11000, register: false }) };
      });
      const user = userEvent.setup();
      await openPage();
      await fillBuyer(user);
      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      const dialog = await screen.findByRole('dialog', { name: 'Attenzione' }, SLOW);
      expect(within(dialog).getByRole('button', { name: 'Registrati' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Continua senza registrarti' }));
      expect(await screen.findByRole('dialog', { name: 'Pagamento' }, SLOW)).toBeInTheDocument();
      const sent = posts('/api/qrcodes/qrCode');
      expect(sent).toHaveLength(2);
      expect(sent[1].get('continue')).toBe('1');
    },
    TEST_TIMEOUT,
  );

  it(
    'prefills a logged-in buyer and locks the e-mail; no registration is offered',
    async () => {
      sessionStore.setState({
        status: 'authenticated',
        user: makeUser({
          name: 'Giulia',
          surname: 'Neri',
          email: 'giulia@example.it',
          telephone: '+39-3470000000',
          cf: 'NREGLI80A41H501X',
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
        }),
        expiringMemorials: [],
      });
      await openPage();
      expect(screen.getByLabelText(/^Nome/)).toHaveValue('Giulia');
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('giulia@example.it');
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('readonly');
      expect(screen.getByLabelText(/^Codice fiscale/)).toHaveValue('NREGLI80A41H501X');
      expect(screen.getByLabelText(/^Indirizzo/, { selector: 'input' })).toHaveValue('Via Dante');
      expect(screen.queryByRole('checkbox', { name: /Desidero registrarmi/ })).toBeNull();
      // spec public §6: a signed-in buyer is not asked the notification option.
      expect(screen.queryByRole('combobox', { name: 'Frequenza delle notifiche' })).toBeNull();
    },
    TEST_TIMEOUT,
  );
});
