import { createHash } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { fakeBackend, posted, renderPublic, type FakeRoute } from '../../test-support';

afterEach(() => vi.unstubAllGlobals());

const SALT = 'f00d?expires=4102444800';
const CHALLENGE = {
  algorithm: 'SHA-256',
  challenge: createHash('sha256').update(`${SALT}7`).digest('hex'),
  maxnumber: 20,
  salt: SALT,
  signature: 'firma',
};
const captcha: FakeRoute = (url) =>
  url.pathname === '/api/content/captcha' ? { data: CHALLENGE } : undefined;

// Lazy pages and typing are slow on a busy machine: a generous wait, and pasting instead of typing.
const SLOW = { timeout: 10_000 };
const TEST_TIMEOUT = 30_000;

async function openContact() {
  renderPublic('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contatti' }, SLOW);
}

async function paste(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await paste(user, /^Nome/, 'Lucia');
  await paste(user, /^Cognome/, 'Ferri');
  await paste(user, /^Email/, 'lucia@example.com');
  await paste(user, /^Oggetto/, 'Attivazione');
  await paste(user, /^Messaggio/, 'Buongiorno, avrei una domanda.');
  await user.click(screen.getByRole('checkbox'));
}

describe('contact page', () => {
  it(
    'shows the message of every empty or invalid field and sends nothing',
    async () => {
      sessionStore.setState({ status: 'anonymous', user: null });
      fakeBackend(captcha);
      const user = userEvent.setup();
      await openContact();
      await paste(user, /^Email/, 'non-valida');
      await user.click(screen.getByRole('button', { name: 'Invia' }));
      for (const message of [
        'Nome obbligatorio',
        'Cognome obbligatorio',
        'Email non valida',
        'Oggetto obbligatorio',
        'Messaggio obbligatorio',
        'Devi accettare i termini',
      ])
        expect(screen.getByText(message)).toBeInTheDocument();
      expect(posted).toHaveLength(0);
      expect(screen.getByText('Lunedì - Venerdì 09:00-13:00 e 15:00-18:00')).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'solves the captcha, sends the message and says so under Successo',
    async () => {
      sessionStore.setState({ status: 'anonymous', user: null });
      fakeBackend(captcha, (url) =>
        url.pathname === '/api/content/contact'
          ? { message: 'Messaggio inviato con successo la contatteremo al piu` presto' }
          : undefined,
      );
      const user = userEvent.setup();
      await openContact();
      expect(await screen.findByText('Verifica anti-spam completata', {}, SLOW)).toBeInTheDocument();
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Invia' }));
      const dialog = await screen.findByRole('dialog', {}, SLOW);
      expect(within(dialog).getByText('Successo')).toBeInTheDocument();
      expect(
        within(dialog).getByText('Messaggio inviato con successo la contatteremo al piu` presto'),
      ).toBeInTheDocument();
      const sent = posted.find((call) => call.path === '/api/content/contact')?.body ?? {};
      expect(sent).toMatchObject({
        name: 'Lucia',
        surname: 'Ferri',
        email: 'lucia@example.com',
        terms: 'true',
      });
      expect(JSON.parse(atob(String(sent.altcha)))).toEqual({
        algorithm: 'SHA-256',
        challenge: CHALLENGE.challenge,
        number: 7,
        salt: SALT,
        signature: 'firma',
      });
    },
    TEST_TIMEOUT,
  );

  it(
    "shows the server's refusal under Errore",
    async () => {
      sessionStore.setState({ status: 'anonymous', user: null });
      fakeBackend(captcha, (url) =>
        url.pathname === '/api/content/contact'
          ? { status: 400, errorCode: 'CAPTCHA_INVALID', message: 'Verifica anti-spam non riuscita' }
          : undefined,
      );
      const user = userEvent.setup();
      await openContact();
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Invia' }));
      const dialog = await screen.findByRole('dialog', {}, SLOW);
      expect(within(dialog).getByText('Errore')).toBeInTheDocument();
      expect(within(dialog).getByText('Verifica anti-spam non riuscita')).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );
});
