import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createRemoteLoader } from './federation';
import { RemoteApp } from './RemoteApp';
import { resetServerMarkup } from './ServerMarkup';

const registry = { mfe_public: { version: '1.0.0', entry: '/remotes/mfe_public/1.0.0/mf-manifest.json' } };

function Hello({ basePath }: { basePath: string }) {
  return <p>remote mounted at {basePath}</p>;
}

describe('loading a remote', () => {
  it('shows a spinner, then the remote with its base path', async () => {
    const importer = vi.fn(() => Promise.resolve({ default: Hello }));
    render(<RemoteApp loader={createRemoteLoader(registry, importer)} remote="mfe_public" basePath="/" />);
    expect(screen.getByRole('status', { name: 'Caricamento' })).toBeInTheDocument();
    expect(await screen.findByText('remote mounted at /')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledWith('mfe_public/app');
  });

  it('shows the Italian fallback when the remote is not in the registry, without touching the network', async () => {
    const importer = vi.fn(() => Promise.resolve({ default: Hello }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RemoteApp loader={createRemoteLoader({}, importer)} remote="mfe_admin" basePath="/admin-panel" />,
    );
    expect(await screen.findByText('Questa sezione non è al momento disponibile.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
  });

  it('retries a remote whose manifest or chunk failed, and shows it once it loads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importer = vi
      .fn<(id: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('RUNTIME-003 manifest 404'))
      .mockResolvedValueOnce({ default: Hello });
    render(<RemoteApp loader={createRemoteLoader(registry, importer)} remote="mfe_public" basePath="/" />);
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    expect(screen.getByRole('alert')).toHaveTextContent('Questa sezione non è al momento disponibile.');
    await userEvent.click(retry);
    expect(await screen.findByText('remote mounted at /')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('treats a module without a component as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RemoteApp
        loader={createRemoteLoader(registry, () => Promise.resolve({ default: 42 }))}
        remote="mfe_public"
        basePath="/"
      />,
    );
    expect(await screen.findByText('Questa sezione non è al momento disponibile.')).toBeInTheDocument();
  });

  it('catches a remote that throws while rendering, and mounts it again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('render failure');
      return <p>fragile remote is fine</p>;
    }
    render(
      <>
        <p>rest of the site</p>
        <RemoteApp
          loader={createRemoteLoader(registry, () => Promise.resolve({ default: Fragile }))}
          remote="mfe_public"
          basePath="/"
        />
      </>,
    );
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    expect(screen.getByText('rest of the site')).toBeInTheDocument();
    broken = false;
    await userEvent.click(retry);
    expect(await screen.findByText('fragile remote is fine')).toBeInTheDocument();
  });
});

describe('server-rendered first paint', () => {
  it('shows the server markup in place of the spinner, then drops it for the remote', async () => {
    const server = document.createElement('div');
    server.id = 'ricordo-ssr';
    server.innerHTML = '<h1>Giuseppe Martinelli</h1>';
    document.body.append(server);
    resetServerMarkup();
    let resolve: (value: unknown) => void = () => undefined;
    const importer = vi.fn(() => new Promise((done) => (resolve = done)));
    render(<RemoteApp loader={createRemoteLoader(registry, importer)} remote="mfe_public" basePath="/" />);
    expect(screen.queryByRole('status', { name: 'Caricamento' })).toBeNull();
    const fallback = document.querySelector('[data-ssr-fallback]');
    expect(fallback?.contains(server)).toBe(true);
    expect(screen.getByRole('heading', { name: 'Giuseppe Martinelli' })).toBeInTheDocument();
    resolve({ default: Hello });
    expect(await screen.findByText('remote mounted at /')).toBeInTheDocument();
    expect(document.getElementById('ricordo-ssr')).toBeNull();
    resetServerMarkup();
  });
});
