// Spec panels §2 "Access rules", applied before a panel remote is even requested: no session → /home,
// another role → that role's own landing. Nothing is decided while the session is still unknown.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { MESSAGES, Spinner, panelAccessRedirect, useSession, type Role } from '@ricordo/shared-design';
import { RemoteFailure } from '../remote/RemoteApp';

export interface PanelGateProps {
  role: Role;
  /** True when the session could not be asked (server unreachable). */
  sessionFailed: boolean;
  onRetrySession: () => void;
  children: ReactNode;
}

export function PanelGate({ role, sessionFailed, onRetrySession, children }: PanelGateProps) {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  if (status === 'unknown') {
    if (sessionFailed) return <RemoteFailure remote="session" onRetry={onRetrySession} />;
    return (
      <div className="shell-remote-loading">
        <Spinner label={MESSAGES.loading} />
      </div>
    );
  }
  const redirect = panelAccessRedirect(role, user);
  if (redirect !== null) return <Navigate to={redirect} replace />;
  return <>{children}</>;
}
