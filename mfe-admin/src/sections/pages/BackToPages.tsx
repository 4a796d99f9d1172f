import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Button, Dialog, MESSAGES } from '@ricordo/shared-design';

/**
 * Back to #pages from a section about one deceased (spec panels §2 "A deceased with no dedications, or that
 * fails to load, leads back to /admin-panel#pages"). A failed load first says why: the 'Errore' alert with
 * the server's message (spec public §8.16); without a message (no id, no dedications) at once.
 */
export function BackToPages({ error }: { error: string | null }) {
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(false);
  if (error === null || closed) return <Navigate to={{ pathname, hash: '#pages' }} replace />;
  return (
    <Dialog
      open
      onClose={() => setClosed(true)}
      title={MESSAGES.error}
      description={error}
      showCloseButton={false}
      actions={<Button onClick={() => setClosed(true)}>{MESSAGES.close}</Button>}
    />
  );
}
