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

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Nome/), 'Lucia');
  await user.type(screen.getByLabelText(/^Cognome/), 'Ferri');
  await user.type(screen.getByLabelText(/^Email/), 'lucia@example.com');
  await user.type(screen.getByLabelText(/^Oggetto/), 'Attivazione');
  await user.type(screen.getByLabelText(/^Messaggio/), 'Buongiorno, avrei una domanda.');
  await user.click(screen.getByRole('checkbox'));
}

describe('contact page', () => {
  it('shows the message of every empty or invalid field and sends nothing', async () => {
    sessionStore.setState({ status: 'anonymous', user: null });
    fakeBackend(captcha);
    const user = userEvent.setup();
    renderPublic('/contact');
    await user.type(await screen.findByLabelText(/^Email/), 'non-valida');
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
  });

  it('solves the captcha, sends the message and says so under Successo', async () => {
    sessionStore.setState({ status: 'anonymous', user: null });
    fakeBackend(captcha, (url) =>
      url.pathname === '/api/content/contact'
        ? { message: 'Messaggio inviato con successo la contatteremo al piu` presto' }
        : undefined,
    );
    const user = userEvent.setup();
    renderPublic('/contact');
    expect(await screen.findByText('Verifica anti-spam completata')).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    const dialog = await screen.findByRole('dialog');
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
  });

  it("shows the server's refusal under Errore", async () => {
    sessionStore.setState({ status: 'anonymous', user: null });
    fakeBackend(captcha, (url) =>
      url.pathname === '/api/content/contact'
        ? { status: 400, errorCode: 'CAPTCHA_INVALID', message: 'Verifica anti-spam non riuscita' }
        : undefined,
    );
    const user = userEvent.setup();
    renderPublic('/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Errore')).toBeInTheDocument();
    expect(within(dialog).getByText('Verifica anti-spam non riuscita')).toBeInTheDocument();
  });
});
