// The red icon counting the memorials about to expire (spec public §2 "A red icon counts memorials about to
// expire; user can pay or choose 'Non mostrare più'"). The list comes with the login answer and lives in
// the kit's session store; 'Non mostrare più' tells the server (POST notNow) and drops the entry.
import { useSession, type ExpiringMemorial } from '@ricordo/shared-design';

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
