import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredUpdateNotice } from './DeferredUpdateNotice';
import { isNewer, UPDATE_MESSAGE, UpdateNotice, VERSION_POLL_MS, type LoadedVersion } from './UpdateNotice';

const loaded: LoadedVersion = { shell: 'aaaa', remotes: { mfe_public: '1.0.0' } };

function serve(version: { shell: string; remotes: Record<string, string> }) {
  const fetchMock = vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          response: 'success',
          result: 'success',
          message: '',
          errorCode: null,
          data: version,
          session: null,
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('isNewer', () => {
  it('sees a new shell build, a new remote version or a newly published remote', () => {
    expect(isNewer(loaded, { shell: 'aaaa', remotes: { mfe_public: '1.0.0' } })).toBe(false);
    expect(isNewer(loaded, { shell: 'bbbb', remotes: { mfe_public: '1.0.0' } })).toBe(true);
    expect(isNewer(loaded, { shell: 'aaaa', remotes: { mfe_public: '1.0.1' } })).toBe(true);
    expect(isNewer(loaded, { shell: 'aaaa', remotes: { mfe_public: '1.0.0', mfe_admin: '1.0.0' } })).toBe(
      true,
    );
  });
});

describe('new-version notice', () => {
  it('stays hidden while nothing changed, then offers Aggiorna after the next poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let version = { shell: 'aaaa', remotes: { mfe_public: '1.0.0' } };
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            response: 'success',
            result: 'success',
            message: '',
            errorCode: null,
            data: version,
            session: null,
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const reload = vi.fn();
    render(<UpdateNotice loaded={loaded} reload={reload} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(UPDATE_MESSAGE)).toBeNull();
    version = { shell: 'aaaa', remotes: { mfe_public: '1.0.1' } };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    });
    expect(await screen.findByText(UPDATE_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks again when the tab regains focus', async () => {
    const fetchMock = serve({ shell: 'bbbb', remotes: { mfe_public: '1.0.0' } });
    render(<UpdateNotice loaded={loaded} reload={() => undefined} />);
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent(UPDATE_MESSAGE);
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toContain('/api/web/version');
  });
});

describe('deferred new-version notice (not on the first paint)', () => {
  it('asks nothing until the window is focused, then checks at once and offers Aggiorna', async () => {
    const fetchMock = serve({ shell: 'bbbb', remotes: { mfe_public: '1.0.0' } });
    render(<DeferredUpdateNotice loaded={loaded} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText(UPDATE_MESSAGE, undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
