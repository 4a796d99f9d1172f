// spec public §2 "Other" and §6: a logged-in user who opens a public-only page (login, registration,
// password and username recovery, the terms, sales conditions, privacy notice and contact pages) is sent
// to /products.
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@ricordo/shared-design';

export const LOGGED_IN_TARGET = '/products';

/**
 * Redirects a user who arrives logged in. A visitor who logs in on the page itself (the login form) is
 * not redirected: the page sends them on, so the check only holds until the visitor is seen anonymous.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const [seenAnonymous, setSeenAnonymous] = useState(status === 'anonymous');
  if (status === 'anonymous' && !seenAnonymous) setSeenAnonymous(true);
  if (status === 'authenticated' && !seenAnonymous) return <Navigate to={LOGGED_IN_TARGET} replace />;
  return <>{children}</>;
}
