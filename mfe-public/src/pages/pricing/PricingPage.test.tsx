import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend, renderPublic } from '../../test-support';

afterEach(() => vi.unstubAllGlobals());

function card(key: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-product="${key}"]`);
  if (!element) throw new Error(`no card ${key}`);
  return element;
}

describe('pricing page', () => {
  it("shows the server's prices, the spec's defaults for missing ones and 'Variabile' for real flowers", async () => {
    fakeBackend((url) =>
      url.pathname === '/api/content/getProductPrices'
        ? {
            data: {
              data: {
                products: [
                  { key: 'dedica-cero', name: 'Cero votivo', price: 250 },
                  { key: 'fiori-reali', name: 'Fiori reali', price: null },
                  { key: 'fiori3', name: 'Rose', price: 0 },
                ],
              },
            },
          }
        : undefined,
    );
    renderPublic('/pricing');
    expect(
      await screen.findByRole('heading', { name: 'Prodotti e prezzi' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(within(card('dedica-cero')).getByText('2,50 €')).toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(within(card('fiori-reali')).getByText('Variabile')).toBeInTheDocument();
    expect(within(card('fiori3')).getByText('Variabile')).toBeInTheDocument();
    expect(within(card('dedica-video')).getByText('5,00 €')).toBeInTheDocument();
    expect(within(card('qr-code+shipping')).getByText('107,00 €')).toBeInTheDocument();
    expect(within(card('servizio-memorial')).getByText("6,00 € all'anno")).toBeInTheDocument();
  });

  it("keeps the spec's defaults when the prices cannot be loaded", async () => {
    fakeBackend((url) => (url.pathname === '/api/content/getProductPrices' ? { network: true } : undefined));
    renderPublic('/pricing');
    await screen.findByRole('heading', { name: 'Prodotti e prezzi' }, { timeout: 10_000 });
    expect(within(card('dedica-cero')).getByText('2,00 €')).toBeInTheDocument();
    expect(within(card('fiori1')).getByText('10,00 €')).toBeInTheDocument();
  });
});

describe('text pages', () => {
  it.each([
    ['/information', "Cos'è Ricordo"],
    ['/how-it-works', 'Come funziona'],
    ['/terms', "Termini e condizioni d'uso"],
    ['/buy-terms', 'Condizioni di vendita'],
    ['/privacy', 'Informativa sulla privacy'],
  ])('%s has its page', async (path, title) => {
    fakeBackend();
    renderPublic(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('the privacy notice gives the answer time to rights requests and how long CVs are kept', async () => {
    fakeBackend();
    renderPublic('/privacy');
    expect(
      await screen.findByText(
        /entro 1 mese dalla richiesta, prorogabile fino a 3 mesi/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Curriculum vitae: fino a 3 anni/)).toBeInTheDocument();
    expect(screen.getByText(/solo cookie tecnici/)).toBeInTheDocument();
  });

  it('the sales conditions give the withdrawal, refund and unavailability periods', async () => {
    fakeBackend();
    renderPublic('/buy-terms');
    expect(await screen.findByText(/entro 14 giorni: dal/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/rimborsiamo entro 14 giorni/)).toBeInTheDocument();
    expect(screen.getByText(/entro 30 giorni/)).toBeInTheDocument();
  });
});
