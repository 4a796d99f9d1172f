// Test helpers for the apps that use the kit (`@ricordo/shared-design/testing`). Not part of the main
// entry, so nothing here reaches a browser bundle.
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { RemoteAppProps } from './api/types';

export { makeExpiring, makeUser } from './test/fixtures';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/**
 * Mounts a remote the way the shell does — under its base path, inside the host's router — at `path`.
 * Returns a reader of the router's current location (path, query and hash).
 */
export function renderRemoteAt(RemoteApp: ComponentType<RemoteAppProps>, basePath: string, path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${basePath}/*`} element={<RemoteApp basePath={basePath} />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

// A real HTTP server standing in for the backend, and the location answers it can serve (kit tests and
// remote tests use the same ones).
export { startTestServer, envelope, failure } from './test/test-server';
export type { TestServer, RecordedRequest, Reply, Handler } from './test/test-server';
export {
  serveLocations,
  countRequests,
  REGIONS,
  PROVINCES,
  COMUNI,
  COUNTRIES,
} from './test/location-fixtures';
