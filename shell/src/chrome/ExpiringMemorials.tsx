// The red icon counting the memorials about to expire (spec public §2 "A red icon counts memorials about to
// expire; user can pay or choose 'Non mostrare più'"). The list comes with the login answer and lives in
// the kit's session store; 'Non mostrare più' tells the server (POST notNow) and drops the entry.
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

export const EXPIRING_TITLE = 'Memorial in scadenza';
export const RENEW_LABEL = 'Rinnova';

export function expiringLabel(count: number): string {
  return `${EXPIRING_TITLE}: ${count}`;
}

/** The entries to remind the logged user of: those the user has not asked to hide. */
export function useExpiringMemorials(): ExpiringMemorial[] {
  const status = useSession((s) => s.status);
  const all = useSession((s) => s.expiringMemorials);
  if (status !== 'authenticated') return [];
  return all.filter((memorial) => !memorial.notNotify);
}

export function renewPath(memorial: ExpiringMemorial): string {
  return `/memorial-activate?deceasedSelected=${memorial.deceasedID}`;
}

/** The icon with its count; nothing when no memorial is about to expire. */
export function ExpiringButton({
  onOpen,
  className,
  withText = false,
}: {
  onOpen: () => void;
  className?: string;
  /** Also writes 'Memorial in scadenza' beside the icon (drawer). */
  withText?: boolean;
}) {
  const count = useExpiringMemorials().length;
  if (count === 0) return null;
  return (
    <button
      type="button"
      className={['shell-expiring', className].filter(Boolean).join(' ')}
      aria-label={expiringLabel(count)}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M6 2h12v2c0 3-2 5-4.5 6.5V13.5C16 15 18 17 18 20v2H6v-2c0-3 2-5 4.5-6.5v-3C8 9 6 7 6 4z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="shell-expiring-count" aria-hidden="true">
        {count}
      </span>
      {withText && <span aria-hidden="true">{EXPIRING_TITLE}</span>}
    </button>
  );
}

/** The list of expiring memorials, each with 'Rinnova' and 'Non mostrare più'. */
export function ExpiringDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      open={open && memorials.length > 0}
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
