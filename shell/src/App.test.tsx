import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { ShellLayout } from './App';
import { createRemoteLoader } from './remote/federation';
import type { Registry } from './remote/registry';
import { LocationProbe, userFor } from './test-support';

const REMOTES = ['mfe_public', 'mfe_admin', 'mfe_partner', 'mfe_lampade', 'mfe_client'];
const fullRegistry: Registry = Object.fromEntries(
  REMOTES.map((name) => [name, { version: '1.0.0', entry: `/remotes/${name}/1.0.0/mf-manifest.json` }]),
);

/** A loader over the real loader logic whose "network" hands out a component naming its remote. */
function recordingLoader(registry: Registry = fullRegistry) {
  const requested: string[] = [];
  const loader = createRemoteLoader(registry, (id) => {
    const remote = id.replace('/app', '');
    requested.push(remote);
    return Promise.resolve({
      default: ({ basePath }: { basePath: string }) => (
        <div data-remote={remote}>
          {remote} at {basePath}
        </div>
      ),
    });
  });
  return { loader, requested };
}

function renderShell(path: string, loader = recordingLoader().loader, sessionFailed = false) {
  const onRetrySession = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShellLayout loader={loader} sessionFailed={sessionFailed} onRetrySession={onRetrySession} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { onRetrySession };
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] });
});

describe('route ownership', () => {
  it.each([
    ['/admin-panel', 'mfe_admin', userFor(1)],
    ['/partner-panel', 'mfe_partner', userFor(2, 'partner')],
    ['/lampade-panel', 'mfe_lampade', userFor(2, 'gestorelampade')],
    ['/client-panel', 'mfe_client', userFor(0)],
    ['/aggiungi-dono-admin', 'mfe_admin', userFor(1)],
  ])('%s is drawn by %s under its base path', async (path, remote, user) => {
    sessionStore.setState({ status: 'authenticated', user });
    const { loader, requested } = recordingLoader();
    renderShell(`${path}#x`, loader);
    expect(await screen.findByText(`${remote} at ${path}`)).toBeInTheDocument();
    expect(requested).toEqual([remote]);
  });

  it.each(['/', '/home', '/memorial?0001000', '/login', '/nonsense'])(
    '%s is drawn by mfe_public',
    async (path) => {
      const { loader, requested } = recordingLoader();
      renderShell(path, loader);
      expect(await screen.findByText('mfe_public at /')).toBeInTheDocument();
      expect(requested).toEqual(['mfe_public']);
    },
  );

  it('redirects legacy addresses before any remote draws', async () => {
    renderShell('/1000.html');
    expect(await screen.findByText('mfe_public at /')).toBeInTheDocument();
    expect(location()).toBe('/memorial?1000');
  });
});

describe('panel access rules, applied before a panel loads', () => {
  it('sends a visitor without a session home and never requests the panel', async () => {
    const { loader, requested } = recordingLoader();
    renderShell('/admin-panel', loader);
    expect(await screen.findByText('mfe_public at /')).toBeInTheDocument();
    expect(location()).toBe('/home');
    expect(requested).toEqual(['mfe_public']);
  });

  it('sends a client who opens the admin panel to the client panel', async () => {
    sessionStore.setState({ status: 'authenticated', user: userFor(0) });
    const { loader, requested } = recordingLoader();
    renderShell('/admin-panel#qrcode', loader);
    expect(await screen.findByText('mfe_client at /client-panel')).toBeInTheDocument();
    expect(location()).toBe('/client-panel#account');
    expect(requested).toEqual(['mfe_client']);
  });

  it("sends a client who opens the admin's gift screen to the client panel", async () => {
    sessionStore.setState({ status: 'authenticated', user: userFor(0) });
    const { loader, requested } = recordingLoader();
    renderShell('/aggiungi-dono-admin?0001000', loader);
    expect(await screen.findByText('mfe_client at /client-panel')).toBeInTheDocument();
    expect(requested).toEqual(['mfe_client']);
  });

  it('sends a lamp manager who opens the partner panel to the lamp panel', async () => {
    sessionStore.setState({ status: 'authenticated', user: userFor(2, 'gestorelampade') });
    const { loader, requested } = recordingLoader();
    renderShell('/partner-panel', loader);
    expect(await screen.findByText('mfe_lampade at /lampade-panel')).toBeInTheDocument();
    expect(location()).toBe('/lampade-panel#lampade');
    expect(requested).not.toContain('mfe_partner');
  });

  it('waits for the session before deciding, then lets the right role in', async () => {
    sessionStore.setState({ status: 'unknown', user: null });
    const { loader, requested } = recordingLoader();
    renderShell('/client-panel#account', loader);
    expect(screen.getByRole('status', { name: 'Caricamento' })).toBeInTheDocument();
    expect(requested).toEqual([]);
    act(() => sessionStore.setState({ status: 'authenticated', user: userFor(0) }));
    expect(await screen.findByText('mfe_client at /client-panel')).toBeInTheDocument();
    expect(location()).toBe('/client-panel#account');
  });

  it('offers a retry when the session could not be read', async () => {
    sessionStore.setState({ status: 'unknown', user: null });
    const { loader, requested } = recordingLoader();
    const { onRetrySession } = renderShell('/client-panel', loader, true);
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetrySession).toHaveBeenCalledTimes(1);
    expect(requested).toEqual([]);
  });
});

describe('a broken remote', () => {
  it('shows the fallback inside the frame while the navigation keeps working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = { ...fullRegistry };
    delete (registry as Record<string, unknown>).mfe_public;
    const { loader } = recordingLoader(registry);
    renderShell('/home', loader);
    expect(await screen.findByText('Questa sezione non è al momento disponibile.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    expect(within(nav).getByRole('link', { name: 'DEMO' })).toHaveAttribute('href', '/memorial?1000');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
