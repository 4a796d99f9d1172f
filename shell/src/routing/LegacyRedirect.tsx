import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { legacyRedirect } from './routes';

/** Sends legacy addresses (`/1000`, `/1000.html`, `/attiva-qr-code.html`) to today's pages first. */
export function LegacyRedirect({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const target = legacyRedirect(pathname);
  if (target !== null) return <Navigate to={target} replace />;
  return <>{children}</>;
}
