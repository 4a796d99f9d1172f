// What the shell mounts at mfe_lampade's route (docs/contracts.md, "Remote entry ./app").
import { ErrorBoundary, type RemoteAppProps } from '@ricordo/shared-design';
import { PanelApp } from './app';

export default function MfeLampadeRemote({ basePath }: RemoteAppProps) {
  return (
    <ErrorBoundary>
      <PanelApp basePath={basePath} />
    </ErrorBoundary>
  );
}
