import { StrictMode, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionStore } from '@ricordo/shared-design';
import { App } from './App';
import { loadedVersion } from './chrome/version';
import { createRemoteLoader, registerRegistry } from './remote/federation';
import { readRegistry } from './remote/registry';

const registry = readRegistry();
registerRegistry(registry);
const loader = createRemoteLoader(registry);
const loaded = loadedVersion(registry);

function Root() {
  const [sessionFailed, setSessionFailed] = useState(false);
  const askSession = useCallback(() => {
    setSessionFailed(false);
    sessionStore
      .getState()
      .loadSession()
      .catch((error: unknown) => {
        console.error('[shell] the session could not be read', error);
        setSessionFailed(true);
      });
  }, []);
  useEffect(askSession, [askSession]);
  return (
    <App loader={loader} sessionFailed={sessionFailed} onRetrySession={askSession} loadedVersion={loaded} />
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}
