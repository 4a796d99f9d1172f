import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRemote } from './preload-remote';

const registry = { mfe_public: { version: '1.2.0', entry: '/remotes/mfe_public/1.2.0/mf-manifest.json' } };
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './app',
      assets: {
        js: { sync: ['__federation_expose_app.abc.js'], async: ['9.x.js'] },
        css: { sync: ['app.css'] },
      },
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('preloadRemote', () => {
  it("preloads the public remote's entry, its ./app chunk and stylesheet on a server-drawn page", async () => {
    document.body.innerHTML = '<div id="ricordo-ssr"></div>';
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(manifest), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await preloadRemote(registry);
    const links = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
      link.getAttribute('as'),
      new URL(link.getAttribute('href') ?? '').pathname,
    ]);
    expect(links).toEqual([
      ['script', '/remotes/mfe_public/1.2.0/remoteEntry.js'],
      ['script', '/remotes/mfe_public/1.2.0/__federation_expose_app.abc.js'],
      ['style', '/remotes/mfe_public/1.2.0/app.css'],
    ]);
  });

  it('asks nothing on a page the server did not draw, and shrugs off a failed manifest', async () => {
    const fetchMock = vi.fn(async () => new Response('nope', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await preloadRemote(registry)).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    document.body.innerHTML = '<div id="ricordo-ssr"></div>';
    expect(await preloadRemote(registry)).toEqual([]);
    expect(document.head.querySelector('link')).toBeNull();
  });
});
