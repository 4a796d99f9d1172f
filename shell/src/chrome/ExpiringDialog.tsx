// The dialog of the expiring-memorial icon (see ExpiringMemorials.tsx). Only a signed-in owner with a memorial
// about to expire can open it, so it is a chunk of its own, fetched on the click (Header.tsx).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ApiError,
  Button,
  Dialog,
  MESSAGES,
  api,
  formatDate,
  useSession,
  type ExpiringMemorial,
} from '@ricordo/shared-design';
import { EXPIRING_TITLE, RENEW_LABEL, renewPath, useExpiringMemorials } from './ExpiringMemorials';

/**
 * The list of expiring memorials, each with 'Rinnova' and 'Non mostrare più'; mounted by the Header while
 * open, it shows itself while some memorial is left to remind of.
 */
export function ExpiringDialog({ onClose }: { onClose: () => void }) {
  const memorials = useExpiringMemorials();
  const all = useSession((s) => s.expiringMemorials);
  const setExpiringMemorials = useSession((s) => s.setExpiringMemorials);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const hide = async (memorial: ExpiringMemorial) => {
    setBusyId(memorial.ID);
    setError(null);
    try {
      const { data } = await api.post<{ expiring_memorial?: ExpiringMemorial[] } | null>('/account/notNow', {
        memorialID: memorial.ID,
      });
      // The server answers with the list as it now stands; without it, the entry is dropped here.
      const rest = Array.isArray(data?.expiring_memorial)
        ? data.expiring_memorial
        : all.filter((entry) => entry.ID !== memorial.ID);
      setExpiringMemorials(rest);
      if (!rest.some((entry) => !entry.notNotify)) onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : MESSAGES.unexpected);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Dialog
      open={memorials.length > 0}
      onClose={onClose}
      title={EXPIRING_TITLE}
      description="Il servizio memorial di questi cari sta per scadere. Puoi rinnovarlo per un altro anno."
    >
      <ul className="shell-expiring-list">
        {memorials.map((memorial) => {
          const name = `${memorial.deceasedName} ${memorial.deceasedSurname}`;
          return (
            <li key={memorial.ID} className="shell-expiring-item" aria-label={name}>
              <strong>{name}</strong>
              <span>{MESSAGES.memorialExpires(formatDate(memorial.expirationDate))}</span>
              <div className="shell-expiring-actions">
                <Button
                  variant="secondary"
                  loading={busyId === memorial.ID}
                  onClick={() => void hide(memorial)}
                >
                  {MESSAGES.notShowAgain}
                </Button>
                <Link className="rc-button rc-button--primary" to={renewPath(memorial)} onClick={onClose}>
                  {RENEW_LABEL}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      {error && (
        <p className="shell-expiring-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
