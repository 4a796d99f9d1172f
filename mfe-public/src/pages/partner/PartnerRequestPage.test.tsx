import { createHash } from 'node:crypto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, failure } from '@ricordo/shared-design/testing';
import { setUpTestServer } from '../../common/testing/test-server';
import { renderPublic } from '../../test-support';

// The kit's real HTTP test server stands in for the backend (multipart bodies, CSRF, envelopes).
const server = setUpTestServer({ locations: true });

const SLOW = { timeout: 10_000 };
const TEST_TIMEOUT = 40_000;
const SENDFORM = '/api/partners/sendform/partner';

const SALT = 'f00d?expires=4102444800';
const CHALLENGE = {
  algorithm: 'SHA-256',
  challenge: createHash('sha256').update(`${SALT}7`).digest('hex'),
  maxnumber: 20,
  salt: SALT,
  signature: 'firma',
};

beforeEach(() => {
  server().on('GET', '/api/content/captcha', () => ({ body: envelope(CHALLENGE) }));
  server().on('GET', '/api/account/suggestUsername', () => ({
    body: envelope({ username: 'onoranzerossi' }),
  }));
  server().on('GET', '/api/account/userExist/onoranzerossi', () => ({ body: envelope({ result: 'fail' }) }));
  server().on('POST', SENDFORM, () => ({ body: envelope(null, { message: 'Richiesta inviata' }) }));
});

type User = ReturnType<typeof userEvent.setup>;

const sent = () =>
  server().requests.filter((request) => request.method === 'POST' && request.path === SENDFORM);

function fieldsOf(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) fields[match[1]] = match[2];
  return fields;
}

async function paste(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openPage() {
  const view = renderPublic('/partner');
  await screen.findByRole('heading', { level: 1, name: 'Lavora con noi' }, SLOW);
  return view;
}

async function fill(user: User) {
  await paste(user, screen.getByLabelText(/^Nome azienda/), 'Onoranze Rossi');
  await paste(user, screen.getByLabelText(/^Partita IVA/), '01234567890');
  await paste(user, screen.getByLabelText(/^Codice SDI/), 'M5UXCR1');
  const place = screen.getByRole('group', { name: 'Sede' });
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
  await paste(user, within(place).getByLabelText(/^Indirizzo/, { selector: 'input' }), 'Via Dante');
  await paste(user, within(place).getByLabelText(/^Civico/), '5');
  await paste(user, screen.getByRole('textbox', { name: /^Email/ }), 'info@onoranzerossi.example');
  await waitFor(() => expect(screen.getByLabelText(/^Username/)).toHaveValue('onoranzerossi'), SLOW);
  await user.click(screen.getByRole('checkbox', { name: /termini e condizioni/ }));
}

describe('/partner', () => {
  it(
    'shows the spec messages of the empty form and sends nothing',
    async () => {
      const user = userEvent.setup();
      await openPage();
      await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
      expect(screen.getAllByText('Campo obbligatorio').length).toBeGreaterThanOrEqual(3);
      expect(screen.getAllByText('Devi inserire un metodo di contatto').length).toBeGreaterThanOrEqual(1);
      expect(screen.getByText('Devi accettare i termini')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Nome azienda/)).toHaveFocus();
      expect(sent()).toHaveLength(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'derives the username from the company name, asks before sending without media, then goes to /partner-registrato',
    async () => {
      const user = userEvent.setup();
      const { location } = await openPage();
      await fill(user);
      // spec public §3: the description is rich text.
      const description = screen.getByRole('textbox', { name: /^Descrizione/ });
      description.innerHTML = '<p>Dal <strong>1950</strong></p>';
      fireEvent.input(description);
      expect(screen.getByLabelText(/^Username/)).toHaveAttribute('readonly');
      await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Non hai caricato nessun media, desideri continuare?');
      await user.click(within(dialog).getByRole('button', { name: 'Si' }));
      await waitFor(() => expect(location()).toBe('/partner-registrato'), SLOW);
      expect(await screen.findByRole('heading', { name: 'Richiesta inviata' }, SLOW)).toBeInTheDocument();
      const fields = fieldsOf(sent()[0].body);
      expect(fields).toMatchObject({
        name: 'Onoranze Rossi',
        type: 'partner',
        username: 'onoranzerossi',
        pi: '01234567890',
        sdi: 'M5UXCR1',
        email: 'info@onoranzerossi.example',
        nationality: '105',
        route: 'Via Dante',
        civic: '5',
        terms: 'true',
        description: '<p>Dal <strong>1950</strong></p>',
      });
      expect(fields.altcha).toBeTruthy();
    },
    TEST_TIMEOUT,
  );

  it(
    'focuses the e-mail when the server says it is in use, the username for USER codes',
    async () => {
      server().on('POST', SENDFORM, () => ({
        status: 409,
        body: failure('Email già registrata', 'EMAIL_ALREADY_EXISTS'),
      }));
      const user = userEvent.setup();
      await openPage();
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Si' }));
      expect(await screen.findByText('Email già registrata', {}, SLOW)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus();

      server().on('POST', SENDFORM, () => ({
        status: 409,
        body: failure('Username non disponibile', 'USERNAME_ALREADY_EXISTS'),
      }));
      await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Si' }));
      expect(await screen.findByText('Username non disponibile', {}, SLOW)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    },
    TEST_TIMEOUT,
  );
});

describe("'LAVORA CON NOI' modal", () => {
  it(
    'opens the partner form over a public page with #lavora-con-noi, and closing drops the hash',
    async () => {
      const user = userEvent.setup();
      const { location } = renderPublic('/information#lavora-con-noi');
      const dialog = await screen.findByRole('dialog', { name: 'Lavora con noi' }, SLOW);
      expect(await within(dialog).findByLabelText(/^Nome azienda/, {}, SLOW)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Invia richiesta' })).toBeInTheDocument();
      await user.click(within(dialog).getAllByRole('button', { name: 'Chiudi' })[0]);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lavora con noi' })).toBeNull());
      expect(location()).toBe('/information');
    },
    TEST_TIMEOUT,
  );
});
