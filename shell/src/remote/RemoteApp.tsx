// Mounts one remote's `./app` inside the shell's frame, with its own loading and error states
// (DESIGN.md "Front end": a remote that fails to load, or throws, shows an Italian fallback with a retry;
// the rest of the site keeps working).
import { useEffect, useState } from 'react';
import { ErrorBoundary, ErrorFallback, MESSAGES, Spinner } from '@ricordo/shared-design';
import type { RemoteComponent, RemoteLoader } from './federation';
import { releaseServerMarkup, serverMarkup, ServerMarkup } from './ServerMarkup';

/** The remote whose pages the server renders first (memorial, condolence book, partner page). */
const SERVER_RENDERED_REMOTE = 'mfe_public';

export interface RemoteAppProps {
  loader: RemoteLoader;
  remote: string;
  basePath: string;
}

type LoadState =
  { status: 'loading' } | { status: 'ready'; component: RemoteComponent } | { status: 'failed' };

export function RemoteApp({ loader, remote, basePath }: RemoteAppProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const component = loader.peek(remote);
    return component ? { status: 'ready', component } : { status: 'loading' };
  });

  useEffect(() => {
    const known = loader.peek(remote);
    if (known) {
      setState({ status: 'ready', component: known });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    loader.load(remote).then(
      (component) => {
        if (current) setState({ status: 'ready', component });
      },
      (error: unknown) => {
        console.error(`[shell] remote ${remote} could not be loaded`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [loader, remote, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  const ready = state.status !== 'loading';
  useEffect(() => {
    if (ready && remote === SERVER_RENDERED_REMOTE) releaseServerMarkup();
  }, [ready, remote]);

  if (state.status === 'loading') {
    const server = remote === SERVER_RENDERED_REMOTE ? serverMarkup() : null;
    if (server) return <ServerMarkup element={server} />;
    return (
      <div className="shell-remote-loading" data-remote-loading={remote}>
        <Spinner label={MESSAGES.loading} />
      </div>
    );
  }
  if (state.status === 'failed') return <RemoteFailure remote={remote} onRetry={retry} />;
  const Remote = state.component;
  return (
    // A new key on retry mounts the remote again from scratch.
    <ErrorBoundary
      key={attempt}
      fallback={() => <RemoteFailure remote={remote} onRetry={retry} />}
      onError={(error, info) =>
        console.error(`[shell] remote ${remote} failed while rendering`, error, info.componentStack)
      }
    >
      <Remote basePath={basePath} />
    </ErrorBoundary>
  );
}

export function RemoteFailure({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  return (
    <div className="shell-remote-failure" data-remote-failed={remote}>
      <ErrorFallback onRetry={onRetry} />
    </div>
  );
}
