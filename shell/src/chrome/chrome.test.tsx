import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, ToastHost } from '@ricordo/shared-design';
import { LocationProbe, userFor } from '../test-support';
import { CookieBanner, COOKIE_CONSENT_KEY } from './CookieBanner';
import { Header } from './Header';

/** The open drawer is a lazy chunk: its first opening waits for it. */
const DRAWER_WAIT = { timeout: 4000 };

function renderHeader(path = '/home') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
      <ToastHost />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const names = (elements: HTMLElement[]) => elements.map((element) => element.textContent?.replace(' ▾', ''));

beforeEach(() => {
  sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] });
});

describe('navigation bar', () => {
  it('lists the spec entries for a visitor, ending with ACCEDI and REGISTRATI', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    const items = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.classList.contains('shell-navbar-list'));
    expect(names(items)).toEqual([
      'HOME',
      "COS'E'",
      'COME FUNZIONA',
      'PRODOTTI',
      'DEMO',
      'CONTATTI',
      'LAVORA CON NOI',
      'ACCEDI',
      'REGISTRATI',
    ]);
  });

  it('opens the PRODOTTI menu, with Aggiungi defunto only for partners', async () => {
    sessionStore.setState({ status: 'authenticated', user: userFor(2, 'partner') });
    renderHeader();
    const button = screen.getByRole('button', { name: 'PRODOTTI' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Acquista targa digitale' })).toHaveAttribute(
      'href',
      '/buy-qrCode',
    );
    expect(screen.getByRole('link', { name: 'Attiva targa digitale' })).toHaveAttribute(
      'href',
      '/activate-qrCode',
    );
    expect(screen.getByRole('link', { name: 'Attiva memorial' })).toHaveAttribute(
      'href',
      '/servizio-memorial',
    );
    expect(screen.getByRole('link', { name: 'Aggiungi defunto' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('has no Aggiungi defunto for a client', async () => {
    sessionStore.setState({ status: 'authenticated', user: userFor(0) });
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'PRODOTTI' }));
    expect(screen.queryByRole('link', { name: 'Aggiungi defunto' })).toBeNull();
  });

  it('shows PANNELLO DI CONTROLLO to the role landing and ESCI when logged in', () => {
    sessionStore.setState({ status: 'authenticated', user: userFor(2, 'gestorelampade') });
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    expect(within(nav).getByRole('link', { name: 'PANNELLO DI CONTROLLO' })).toHaveAttribute(
      'href',
      '/lampade-panel#lampade',
    );
    expect(within(nav).getByRole('button', { name: 'ESCI' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'ACCEDI' })).toBeNull();
  });
});

describe('side drawer', () => {
  it('opens from the hamburger, lists the visitor entries and closes with Escape', async () => {
    renderHeader();
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const drawer = await screen.findByRole('navigation', { name: 'Menu laterale' }, DRAWER_WAIT);
    expect(names(within(drawer).getAllByRole('link'))).toEqual([
      'REGISTRATI',
      'ACCEDI',
      'HOME',
      "COS'E'",
      'COME FUNZIONA',
      'PRODOTTI',
      'DEMO',
      'ATTIVA QRCODE',
      'CONTATTI',
      'LAVORA CON NOI',
    ]);
    expect(screen.getByRole('button', { name: 'Chiudi menu' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu laterale' })).toBeNull();
    expect(hamburger).toHaveFocus();
  });

  it('greets the logged user and offers the panel and ESCI', async () => {
    sessionStore.setState({ status: 'authenticated', user: userFor(0, null, 'Maria') });
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Menu laterale' }, DRAWER_WAIT);
    expect(within(drawer).getByText('CIAO MARIA')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'PANNELLO DI CONTROLLO' })).toHaveAttribute(
      'href',
      '/client-panel#account',
    );
    expect(within(drawer).getByRole('button', { name: 'ESCI' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'ACCEDI' })).toBeNull();
  });

  it('closes when a link is followed', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Menu laterale' }, DRAWER_WAIT);
    await userEvent.click(within(drawer).getByRole('link', { name: 'CONTATTI' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
    expect(screen.queryByRole('navigation', { name: 'Menu laterale' })).toBeNull();
  });
});

describe('ESCI', () => {
  it('logs out and goes to /home', async () => {
    sessionStore.setState({ status: 'authenticated', user: userFor(0) });
    const fetchMock = vi.fn((input: RequestInfo | URL) => {
      const url = String(input);
      const data = url.includes('securitytoken') ? { _csrf: 't' } : { response: 'success' };
      return Promise.resolve(
        new Response(
          JSON.stringify({
            response: 'success',
            result: 'success',
            message: '',
            errorCode: null,
            data,
            session: null,
          }),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        ),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    renderHeader('/client-panel#account');
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    await userEvent.click(within(nav).getByRole('button', { name: 'ESCI' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/auth/logout'))).toBe(true);
    vi.unstubAllGlobals();
  });

  it("says 'Errore durante il logout' when the server cannot log out", async () => {
    sessionStore.setState({ status: 'authenticated', user: userFor(0) });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderHeader('/client-panel#account');
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    await userEvent.click(within(nav).getByRole('button', { name: 'ESCI' }));
    expect(await screen.findByText('Errore durante il logout')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/client-panel#account');
    expect(sessionStore.getState().status).toBe('authenticated');
    vi.unstubAllGlobals();
  });
});

describe('cookie banner', () => {
  it('is shown until accepted, and not again afterwards', async () => {
    const { unmount } = render(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Accetta' }));
    expect(screen.queryByRole('button', { name: 'Accetta' })).toBeNull();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('accepted');
    unmount();
    render(<CookieBanner />);
    expect(screen.queryByRole('button', { name: 'Accetta' })).toBeNull();
  });

  it('explains itself in Italian', () => {
    render(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Informativa sui cookie' })).toHaveTextContent(/cookie/);
  });
});
