// Test helpers: a stand-in for the backend behind `fetch`, answering in the contract's envelope.
import { vi } from 'vitest';
import { Fragment, StrictMode, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastHost } from '@ricordo/shared-design';
import { PublicApp } from './app';

export interface FakeAnswer {
  status?: number;
  data?: unknown;
  message?: string;
  errorCode?: string | null;
  session?: unknown;
  /** Fail like a network error (no answer at all). */
  network?: boolean;
  /** Never answer (to look at a page while it waits). */
  pending?: boolean;
}

/** The POSTs the fake backend received since it was set up: path and JSON body. */
export const posted: Array<{ path: string; body: Record<string, unknown> }> = [];

export type FakeRoute = (url: URL, init?: RequestInit) => FakeAnswer | undefined;

/** Replaces fetch; each call goes to the first route that answers, else 404. Returns the calls seen. */
export function fakeBackend(...routes: FakeRoute[]): URL[] {
  const calls: URL[] = [];
  posted.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      calls.push(url);
      if (init?.method === 'POST') posted.push({ path: url.pathname, body: bodyOf(init) });
      if (url.pathname === '/api/auth/securitytoken')
        return Promise.resolve(envelope({ data: { _csrf: 'token' } }));
      for (const route of routes) {
        const answer = route(url, init);
        if (answer?.network) return Promise.reject(new TypeError('Failed to fetch'));
        if (answer?.pending) return new Promise<Response>(() => undefined);
        if (answer) return Promise.resolve(envelope(answer));
      }
      return Promise.resolve(envelope({ status: 404, message: 'Not found', errorCode: 'NOT_FOUND' }));
    }),
  );
  return calls;
}

function envelope({
  status = 200,
  data = null,
  message = '',
  errorCode = null,
  session = null,
}: FakeAnswer): Response {
  const response = status < 400 ? 'success' : 'fail';
  return new Response(JSON.stringify({ response, result: response, message, errorCode, data, session }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** Stands in for the shell's routing: panel paths belong to other remotes, everything else to this one. */
export function ShellLikeRoutes({ children }: { children: ReactNode }) {
  return (
    <Routes>
      {['/admin-panel', '/partner-panel', '/lampade-panel', '/client-panel'].map((path) => (
        <Route key={path} path={`${path}/*`} element={<p>panel {path}</p>} />
      ))}
      <Route path="*" element={children} />
    </Routes>
  );
}

/** Mounts the public remote at `path` as the shell would, with the toast host; returns a location reader. */
export function renderPublic(path: string, state?: unknown, { strict = false } = {}) {
  const Wrapper = strict ? StrictMode : Fragment;
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[state === undefined ? path : { pathname: path, state }]}>
        <ShellLikeRoutes>
          <PublicApp basePath="/" />
        </ShellLikeRoutes>
        <ToastHost />
        <LocationProbe />
      </MemoryRouter>
    </Wrapper>,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

/** The JSON body a recorded fetch call sent. */
export function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
}

/** What the server puts after its first paint (src/ssr/render.tsx via the backend): the page data as JSON. */
export function embedServerData(data: unknown): void {
  const script = document.createElement('script');
  script.id = 'ricordo-ssr-data';
  script.type = 'application/json';
  script.textContent = JSON.stringify(data);
  document.body.append(script);
}
