// The public remote's whole tree, as the browser mounts it and as the server render entry draws it
// (src/ssr/render.tsx): one tree on both sides, so the browser can hydrate the server's markup in place.
import { ErrorBoundary, type RemoteAppProps } from '@ricordo/shared-design';
import { PublicApp } from './app';

export function PublicTree({ basePath }: RemoteAppProps) {
  return (
    <ErrorBoundary>
      <PublicApp basePath={basePath} />
    </ErrorBoundary>
  );
}
