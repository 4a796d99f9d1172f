import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { envelope, failure, makeUser } from '@ricordo/shared-design/testing';
import { setUpTestServer } from '../../common/testing/test-server';
import { renderPublic } from '../../test-support';

// The kit's real HTTP test server stands in for the backend (multipart bodies, CSRF, envelopes).
const server = setUpTestServer({ locations: true });

const SLOW = { timeout: 10_000 };
const TEST_TIMEOUT = 40_000;
const ACTIVATE = '/api/qrcodes/sendform/activate';

const APHORISMS = [
  { ID: 1, text: 'Il tuo ricordo è la nostra forza.', author: null },
  { ID: 2, text: "Sol chi non lascia eredità d'affetti poca gioia ha dell'urna.", author: 'Ugo Foscolo' },
];

let checkStatus: 'available' | 'pending' | 'active' | 'expired' | 'unknown' = 'available';

beforeEach(() => {
  checkStatus = 'available';
  server().on('GET', '/api/content/getAphorism', () => ({
    body: envelope({ data: { aphorisms: APHORISMS } }),
  }));
  server().on('GET', '/api/qrcodes/check', (request) =>
    checkStatus === 'unknown'
      ? { status: 404, body: failure('Codice QR non valido', 'QR_NOT_FOUND') }
      : {
          body: envelope({
            code: request.query.get('code'),
            status: checkStatus,
            temporary: false,
            deceasedID: checkStatus === 'active' ? 1500 : null,
          }),
        },
  );
  server().on('GET', '/api/account/suggestUsername', () => ({ body: envelope({ username: 'luciagalli' }) }));
  server().on('GET', '/api/account/userExist/luciagalli', () => ({ body: envelope({ result: 'fail' }) }));
  server().on('POST', ACTIVATE, () => ({
    body: envelope(
      {
        qrCode: 'ABCDEFGHJK',
        deceasedID: 1500,
        channel: 'email',
        recipient: 'lucia@example.com',
        newAccount: true,
      },
      { message: "Ti abbiamo inviato un messaggio per confermare l'attivazione" },
    ),
  }));
});

function activations() {
  return server().requests.filter((request) => request.method === 'POST' && request.path === ACTIVATE);
}

/** The text fields of a recorded multipart body. */
function fieldsOf(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) fields[match[1]] = match[2];
  return fields;
}

type User = ReturnType<typeof userEvent.setup>;

const REGISTER_ON_THE_WAY = 'Registrati durante l\u2019attivazione';

/** The page; an anonymous visitor takes the second path (registering on the way) unless `gate` is kept. */
async function openPage(path = '/activate-qrCode?code=abcdefghjk', { gate = false } = {}) {
  const view = renderPublic(path);
  await screen.findByRole('heading', { level: 1, name: 'Attiva la lapide digitale' }, SLOW);
  const register = screen.queryByRole('button', { name: REGISTER_ON_THE_WAY });
  if (register && !gate) fireEvent.click(register);
  return view;
}

const group = (name: string | RegExp) => screen.getByRole('group', { name });

async function paste(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function choosePlace(user: User, place: HTMLElement) {
  const region = await within(place).findByLabelText(/^Regione/);
  await waitFor(() => expect(within(region).getByRole('option', { name: 'Lombardia' })).toBeInTheDocument());
  await user.selectOptions(region, 'Lombardia');
  const province = within(place).getByLabelText(/^Provincia/);
  await waitFor(() =>
    expect(within(province).getByRole('option', { name: 'Milano (MI)' })).toBeInTheDocument(),
  );
  await user.selectOptions(province, 'Milano (MI)');
  const city = within(place).getByLabelText(/^Comune/);
  await waitFor(() => expect(within(city).getByRole('option', { name: 'Milano' })).toBeInTheDocument());
  await user.selectOptions(city, 'Milano');
}

/** Plaque, deceased, aphorism and burial place as a family fills them in. */
async function fillTombstone(user: User) {
  await paste(user, screen.getByLabelText(/^Codice di verifica/), 'k7m2p9qx');
  const deceased = group('Il tuo caro');
  await paste(user, within(deceased).getByLabelText(/^Nome del defunto/), 'Ernesto');
  await paste(user, within(deceased).getByLabelText(/^Cognome del defunto/), 'Galli');
  await user.click(within(deceased).getByRole('radio', { name: 'Uomo' }));
  await user.type(within(deceased).getByLabelText(/^Data di nascita/), '1935-04-12');
  await user.type(within(deceased).getByLabelText(/^Data di morte/), '2024-10-03');
  const aphorism = await screen.findByLabelText(/^Scegli una frase/, {}, SLOW);
  await waitFor(() => expect(within(aphorism).getAllByRole('option')).toHaveLength(3));
  await user.selectOptions(aphorism, 'Il tuo ricordo è la nostra forza.');
  const burial = group('Luogo di sepoltura');
  await paste(user, within(burial).getByLabelText(/^Nome del cimitero/), 'Cimitero Monumentale');
  await choosePlace(user, within(burial).getByRole('group', { name: 'Dove si trova' }));
}

/** A newcomer's registration fields. */
async function fillNewcomer(user: User) {
  const owner = group('I tuoi dati');
  await paste(user, within(owner).getByLabelText(/^Nome/), 'Lucia');
  await paste(user, within(owner).getByLabelText(/^Cognome/), 'Galli');
  await paste(user, within(owner).getByRole('textbox', { name: /^Email/ }), 'lucia@example.com');
  await paste(user, within(owner).getByLabelText(/^Codice fiscale/), 'gllcu70a41f205x1');
  const address = within(owner).getByRole('group', { name: 'Indirizzo di residenza' });
  await choosePlace(user, address);
  await paste(user, within(address).getByLabelText(/^Indirizzo/, { selector: 'input' }), 'Via Dante');
  await paste(user, within(address).getByLabelText(/^Civico/), '5');
  await waitFor(() => expect(within(owner).getByLabelText(/^Username/)).toHaveValue('luciagalli'), SLOW);
  await user.click(within(owner).getByRole('radio', { name: 'Email' }));
  await user.click(screen.getByRole('checkbox', { name: /termini e condizioni/ }));
}

describe('/activate-qrCode', () => {
  it(
    "asks an anonymous visitor to log in first ('Effettua l'accesso per continuare'), then goes on with the code",
    async () => {
      sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] });
      server().on('POST', '/api/auth/login', () => ({
        body: envelope(
          { expiring_memorial: [] },
          {
            session: { userdata: makeUser({ name: 'Paola', surname: 'Verdi', email: 'paola@example.com' }) },
          },
        ),
      }));
      const user = userEvent.setup();
      await openPage(undefined, { gate: true });
      expect(screen.getByText("Effettua l'accesso per continuare")).toBeInTheDocument();
      // The scanned code's state is said before the login; no form field is asked yet.
      expect(
        await screen.findByText('Codice valido: puoi attivare la lapide digitale.', {}, SLOW),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText(/^Codice di verifica/)).toBeNull();
      expect(screen.getByRole('button', { name: REGISTER_ON_THE_WAY })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Accedi' }));
      const dialog = await screen.findByRole('dialog', { name: 'Accedi' });
      await user.type(within(dialog).getByLabelText('Username o email'), 'paolaverdi');
      await user.type(within(dialog).getByLabelText('Password'), 'UnaPassword2026');
      await user.click(within(dialog).getByRole('button', { name: 'Accedi' }));
      // Back on the activation, the scanned code kept, the plaque now for the account.
      expect(await screen.findByLabelText(/^Codice QR/, {}, SLOW)).toHaveValue('ABCDEFGHJK');
      expect(group('I tuoi dati')).toHaveTextContent(
        'La lapide digitale sarà associata al tuo account, Paola Verdi.',
      );
      expect(screen.queryByText("Effettua l'accesso per continuare")).toBeNull();
    },
    TEST_TIMEOUT,
  );

  it(
    'an anonymous visitor sees what the server says of an already active code before logging in',
    async () => {
      checkStatus = 'active';
      await openPage(undefined, { gate: true });
      expect(await screen.findByText('Questo codice QR è già stato attivato', {}, SLOW)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Apri la lapide digitale' })).toHaveAttribute(
        'href',
        '/memorial?0001500',
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'a scan lands with the code filled in (upper case) and says early that it can be activated',
    async () => {
      await openPage();
      expect(screen.getByLabelText(/^Codice QR/)).toHaveValue('ABCDEFGHJK');
      expect(
        await screen.findByText('Codice valido: puoi attivare la lapide digitale.', {}, SLOW),
      ).toBeInTheDocument();
      const check = server().requests.find((request) => request.path === '/api/qrcodes/check');
      expect(check?.query.get('code')).toBe('ABCDEFGHJK');
    },
    TEST_TIMEOUT,
  );

  it(
    'says early that a code is already active (with the memorial), waiting for confirmation, expired or unknown',
    async () => {
      checkStatus = 'active';
      await openPage();
      expect(await screen.findByText('Questo codice QR è già stato attivato', {}, SLOW)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Apri la lapide digitale' })).toHaveAttribute(
        'href',
        '/memorial?0001500',
      );

      const user = userEvent.setup();
      const code = screen.getByLabelText(/^Codice QR/);
      checkStatus = 'pending';
      await user.clear(code);
      await user.paste('PENDING234');
      expect(
        await screen.findByText('Attivazione già richiesta, controlla il messaggio di conferma', {}, SLOW),
      ).toBeInTheDocument();
      checkStatus = 'expired';
      await user.clear(code);
      await user.paste('EXPIRED234');
      expect(await screen.findByText(/Il codice QR temporaneo è scaduto/, {}, SLOW)).toBeInTheDocument();
      expect(
        within(group('La targa QR')).getByRole('link', { name: 'Acquista una targa QR' }),
      ).toBeInTheDocument();
      checkStatus = 'unknown';
      await user.clear(code);
      await user.paste('NOSUCHCODE');
      expect(await screen.findByText('Codice QR non valido', {}, SLOW)).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'an empty form marks the required fields with the spec texts and focuses the first',
    async () => {
      const user = userEvent.setup();
      await openPage('/activate-qrCode');
      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      expect(screen.getByLabelText(/^Codice QR/)).toHaveFocus();
      expect(screen.getByLabelText(/^Codice QR/)).toHaveAccessibleDescription(/Campo obbligatorio/);
      expect(within(group('Il tuo caro')).getByText('Devi effettuare una scelta')).toBeInTheDocument();
      const place = within(group('Luogo di sepoltura')).getByRole('group', { name: 'Dove si trova' });
      expect(within(place).getByLabelText(/^Provincia/)).toHaveAccessibleDescription(
        /Devi prima selezionare una regione/,
      );
      expect(
        within(group('I tuoi dati')).getByRole('textbox', { name: /^Email/ }),
      ).toHaveAccessibleDescription(
        /Devi inserire una mail o un numero di telefono valido per poterti registrare/,
      );
      expect(screen.getByRole('checkbox', { name: /termini e condizioni/ })).toHaveAccessibleDescription(
        /Devi accettare i termini/,
      );
      expect(activations()).toHaveLength(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'a newcomer activates with the photo: one multipart upload, then /post-activate says where the link went',
    async () => {
      const user = userEvent.setup();
      const { location } = await openPage();
      await fillTombstone(user);
      await user.upload(
        screen.getByLabelText(/^Foto della lapide/),
        new File(['jpeg-bytes'], 'lapide.jpg', { type: 'image/jpeg' }),
      );
      await fillNewcomer(user);
      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      expect(
        await screen.findByRole('heading', { name: 'Controlla i tuoi messaggi' }, SLOW),
      ).toBeInTheDocument();
      expect(location()).toBe('/post-activate');
      expect(
        screen.getByText(
          'Ti abbiamo inviato un messaggio a lucia@example.com con i dati della lapide digitale e il link per confermarli.',
        ),
      ).toHaveAttribute('role', 'status');
      expect(screen.getByText(/completare la registrazione e scegliere la password/)).toBeInTheDocument();

      const [sent] = activations();
      expect(sent.headers['content-type']).toMatch(/^multipart\/form-data/);
      expect(sent.headers['x-csrf-token']).toMatch(/^csrf-/);
      expect(fieldsOf(sent.body)).toMatchObject({
        qrCode: 'ABCDEFGHJK',
        secureCode: 'K7M2P9QX',
        nameTo: 'Ernesto',
        surnameTo: 'Galli',
        gender: 'M',
        bornDate: '1935-04-12',
        deathDate: '2024-10-03',
        aphorism: 'Il tuo ricordo è la nostra forza.',
        graveyardName: 'Cimitero Monumentale',
        graveyardRegion: '10',
        graveyardProvince: '15',
        graveyardCity: '15146',
        graveyardCap: '20121',
        name: 'Lucia',
        surname: 'Galli',
        username: 'luciagalli',
        email: 'lucia@example.com',
        'contact-method': 'email',
        cf: 'GLLCU70A41F205X1',
        nationality: '105',
        region: '10',
        route: 'Via Dante',
        civic: '5',
        terms: '1',
      });
      expect(sent.body).toContain('name="photo"; filename="lapide.jpg"');
      expect(sent.body.indexOf('name="photo"')).toBeGreaterThan(sent.body.indexOf('name="terms"'));
    },
    TEST_TIMEOUT,
  );

  it(
    "asks 'Non hai caricato la foto della lapide, desideri continuare?': NO sends nothing, SI sends",
    async () => {
      sessionStore.setState({
        status: 'authenticated',
        user: makeUser({ name: 'Paola' }),
        expiringMemorials: [],
      });
      const user = userEvent.setup();
      await openPage();
      await fillTombstone(user);
      await user.click(screen.getByRole('checkbox', { name: /termini e condizioni/ }));
      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      const question = await screen.findByRole('dialog', { name: 'Attenzione' });
      expect(question).toHaveTextContent('Non hai caricato la foto della lapide, desideri continuare?');
      await user.click(within(question).getByRole('button', { name: 'No' }));
      expect(activations()).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Attenzione' })).getByRole('button', { name: 'Si' }),
      );
      expect(
        await screen.findByRole('heading', { name: 'Controlla i tuoi messaggi' }, SLOW),
      ).toBeInTheDocument();
      const fields = fieldsOf(activations()[0].body);
      // A signed-in owner sends no owner fields: the server takes the account.
      expect(fields.name).toBeUndefined();
      expect(fields.username).toBeUndefined();
      expect(activations()[0].body).not.toContain('name="photo"');
    },
    TEST_TIMEOUT,
  );

  it(
    'a signed-in owner sees the account instead of the registration fields',
    async () => {
      sessionStore.setState({
        status: 'authenticated',
        user: makeUser({ name: 'Paola', surname: 'Verdi', email: 'paola@example.com' }),
        expiringMemorials: [],
      });
      await openPage();
      const owner = group('I tuoi dati');
      expect(owner).toHaveTextContent('La lapide digitale sarà associata al tuo account, Paola Verdi.');
      expect(within(owner).queryByLabelText(/^Username/)).toBeNull();
    },
    TEST_TIMEOUT,
  );

  it(
    "marks and focuses the fields of the server's refusal (wrong verification code, e-mail of an account)",
    async () => {
      const refusals = [
        {
          status: 400,
          body: {
            ...failure('Codice QR o codice di verifica non validi', 'INVALID_QR_CODE'),
            data: {
              fields: {
                qrCode: 'Codice QR o codice di verifica non validi',
                secureCode: 'Codice QR o codice di verifica non validi',
              },
            },
          },
        },
        {
          status: 409,
          body: {
            ...failure('Email già registrata', 'EMAIL_ALREADY_EXISTS'),
            data: { fields: { email: 'Email già registrata' } },
          },
        },
      ];
      server().on('POST', ACTIVATE, () => refusals.shift() ?? { status: 500, body: failure('x', null) });
      const user = userEvent.setup();
      await openPage();
      await fillTombstone(user);
      await user.upload(
        screen.getByLabelText(/^Foto della lapide/),
        new File(['x'], 'lapide.png', { type: 'image/png' }),
      );
      await fillNewcomer(user);
      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      await waitFor(() => expect(screen.getByLabelText(/^Codice QR/)).toHaveFocus(), SLOW);
      expect(screen.getByLabelText(/^Codice di verifica/)).toHaveAccessibleDescription(
        /Codice QR o codice di verifica non validi/,
      );
      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      const email = within(group('I tuoi dati')).getByRole('textbox', { name: /^Email/ });
      await waitFor(() => expect(email).toHaveFocus(), SLOW);
      expect(email).toHaveAccessibleDescription(/Email già registrata/);
    },
    TEST_TIMEOUT,
  );

  it(
    "shows any other refusal under 'Errore' with the server's message, or 'Errore imprevisto riprovare piu` tardi'",
    async () => {
      const answers = [
        {
          status: 410,
          body: failure(
            'Il codice QR temporaneo è scaduto: per una lapide digitale permanente puoi acquistare una targa QR',
            'QR_EXPIRED',
          ),
        },
        { status: 502, body: '<html>Bad gateway</html>' },
      ];
      server().on('POST', ACTIVATE, () => answers.shift() as { status: number; body: unknown });
      sessionStore.setState({ status: 'authenticated', user: makeUser(), expiringMemorials: [] });
      const user = userEvent.setup();
      await openPage();
      await fillTombstone(user);
      await user.upload(
        screen.getByLabelText(/^Foto della lapide/),
        new File(['x'], 'lapide.png', { type: 'image/png' }),
      );
      await user.click(screen.getByRole('checkbox', { name: /termini e condizioni/ }));
      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      const first = await screen.findByRole('dialog', { name: 'Errore' }, SLOW);
      expect(first).toHaveTextContent('Il codice QR temporaneo è scaduto');
      await user.click(within(first).getAllByRole('button', { name: 'Chiudi' })[0]);
      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      expect(await screen.findByRole('dialog', { name: 'Errore' }, SLOW)).toHaveTextContent(
        'Errore imprevisto riprovare piu` tardi',
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'a partner starts from one of its notices (?obituaryID=): the notice fills the form and is sent',
    async () => {
      sessionStore.setState({
        status: 'authenticated',
        user: makeUser({ permissions: { platformAccess: 2 }, partnertype: 'partner' }),
        expiringMemorials: [],
      });
      server().on('GET', '/api/qrcodes/activationNotices', () => ({
        body: envelope({
          notices: [
            {
              ID: 1003,
              name: 'Anna',
              surname: 'Bellini',
              gender: 'F',
              dateOfBirth: '1952-01-30',
              dateOfDeath: '2025-01-18',
              aphorism: null,
              graveyardName: 'Cimitero Monumentale di Milano',
              graveRegionID: 10,
              graveProvinceID: 15,
              graveLocationID: 15146,
              graveCap: '20121',
            },
          ],
        }),
      }));
      const user = userEvent.setup();
      await openPage('/activate-qrCode?code=ABCDEFGHJK&obituaryID=0001003');
      const notice = await screen.findByLabelText(/^Attiva la lapide da un tuo necrologio/, {}, SLOW);
      await waitFor(() => expect(notice).toHaveDisplayValue('Anna Bellini (18/01/2025)'));
      const deceased = group('Il tuo caro');
      expect(within(deceased).getByLabelText(/^Nome del defunto/)).toHaveValue('Anna');
      expect(within(deceased).getByRole('radio', { name: 'Donna' })).toBeChecked();
      await paste(user, screen.getByLabelText(/^Codice di verifica/), 'K7M2P9QX');
      await user.click(screen.getByRole('checkbox', { name: /termini e condizioni/ }));
      await user.upload(
        screen.getByLabelText(/^Foto della lapide/),
        new File(['x'], 'lapide.png', { type: 'image/png' }),
      );
      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      expect(
        await screen.findByRole('heading', { name: 'Controlla i tuoi messaggi' }, SLOW),
      ).toBeInTheDocument();
      expect(fieldsOf(activations()[0].body)).toMatchObject({
        obituaryID: '1003',
        nameTo: 'Anna',
        gender: 'F',
        graveyardCity: '15146',
        graveyardName: 'Cimitero Monumentale di Milano',
      });
    },
    TEST_TIMEOUT,
  );

  it(
    '/richiedi-qrCode is the same form',
    async () => {
      await openPage('/richiedi-qrCode');
      expect(screen.getByLabelText(/^Codice QR/)).toHaveValue('');
    },
    TEST_TIMEOUT,
  );
});
