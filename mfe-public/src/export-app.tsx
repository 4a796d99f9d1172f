// What the shell mounts for every public path (docs/contracts.md, "Remote entry ./app").
import { ErrorBoundary, type RemoteAppProps } from '@ricordo/shared-design';
import { PublicApp } from './app';

export default function PublicRemote({ basePath }: RemoteAppProps) {
  return (
    <ErrorBoundary>
      <PublicApp basePath={basePath} />
    </ErrorBoundary>
  );
}
