import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend, renderPublic } from '../../test-support';

afterEach(() => vi.unstubAllGlobals());
const SLOW = { timeout: 10_000 };

describe('/Conferma', () => {
  it('after a paid dedication: waiting for the family, order number, link back to the memorial', async () => {
    fakeBackend();
    renderPublic('/Conferma?data=12&deceasedID=0001000');
    expect(
      await screen.findByRole('heading', { name: 'Grazie per la tua dedica' }, SLOW),
    ).toBeInTheDocument();
    const notice = screen.getByText(/Il pagamento è stato ricevuto/);
    expect(notice).toHaveTextContent('appena la famiglia l’avrà accettata');
    expect(screen.getByText('Numero d’ordine: 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla pagina memorial' })).toHaveAttribute(
      'href',
      '/memorial?0001000',
    );
  });

  it('an automatically activated dedication says no payment was taken', async () => {
    fakeBackend();
    renderPublic('/Conferma?data=&deceasedID=1000&dedicaAutoAttivata=1');
    expect(await screen.findByText(/senza alcun pagamento/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/Numero d’ordine/)).not.toBeInTheDocument();
  });

  it('a memorial service (isMemorial=1) has its own text', async () => {
    fakeBackend();
    renderPublic('/Conferma?data=7&isMemorial=1&deceasedID=0001000');
    expect(
      await screen.findByRole('heading', { name: 'Servizio memorial attivo' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/il servizio memorial è attivo per un anno/)).toBeInTheDocument();
  });
});
