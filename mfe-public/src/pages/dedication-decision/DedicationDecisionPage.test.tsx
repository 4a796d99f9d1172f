import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend, posted, renderPublic, type FakeRoute } from '../../test-support';

afterEach(() => vi.unstubAllGlobals());
const SLOW = { timeout: 10_000 };

const evaluate =
  (answer: { status?: number; message?: string; errorCode?: string }): FakeRoute =>
  (url) =>
    url.pathname === '/api/dedications/evaluatededic'
      ? answer.status
        ? answer
        : { data: { response: 'success', status: 'accepted', deceasedID: 1000 } }
      : undefined;

describe('/accetta-dono', () => {
  it('accepts once (even under StrictMode) and says the dedication is now visible', async () => {
    fakeBackend(evaluate({}));
    renderPublic('/accetta-dono?token=abc&dedicID=7', undefined, { strict: true });
    expect(await screen.findByText(/Dedica accettata/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai alla pagina memorial' })).toHaveAttribute(
      'href',
      '/memorial?0001000',
    );
    expect(screen.getByRole('link', { name: 'Vai alla lista dediche' })).toHaveAttribute(
      'href',
      '/lista-dediche?deceasedID=0001000',
    );
    expect(posted).toEqual([
      { path: '/api/dedications/evaluatededic', body: { isAccepted: 'active', token: 'abc', dedic: '7' } },
    ]);
  });

  it("a used link says 'Il link non è più valido'", async () => {
    fakeBackend(evaluate({ status: 410, message: 'Il link non è più valido', errorCode: 'TOKEN_INVALID' }));
    renderPublic('/accetta-dono?token=usato&dedicID=7');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Il link non è più valido');
  });

  it('a link without token or dedication is invalid without asking the server', async () => {
    fakeBackend(evaluate({}));
    renderPublic('/accetta-dono?token=abc');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Il link non è più valido');
    expect(posted).toHaveLength(0);
  });
});

describe('/rifiuta-dono', () => {
  it("asks 'Attenzione' first; No sends nothing, Si refuses", async () => {
    fakeBackend(evaluate({}));
    const user = userEvent.setup();
    renderPublic('/rifiuta-dono?token=xyz&dedicID=9');
    const question = await screen.findByRole('dialog', { name: 'Attenzione' }, SLOW);
    expect(question).toHaveTextContent('Sei sicuro di voler rifiutare la dedica?');
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(posted).toHaveLength(0);
    expect(screen.getByText(/non è stata rifiutata/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rifiuta la dedica' }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByText(/Dedica rifiutata/, {}, SLOW)).toBeInTheDocument();
    expect(posted).toEqual([
      { path: '/api/dedications/evaluatededic', body: { isAccepted: 'deny', token: 'xyz', dedic: '9' } },
    ]);
  });
});
