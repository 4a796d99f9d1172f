// What the user is told about administrators acting on their account (docs/contracts.md "Acting for a user"):
// who, from when to when, why, and how many changes; shown in the account section of the client, partner and
// lamp panels.
import { FormMessage, Spinner, formatDateTime, type ActingNotice } from '@ricordo/shared-design';
import { useApiData } from '../hooks';

export const ACTING_NOTICE_TEXTS = {
  title: 'Accessi degli amministratori',
  intro: 'Qui trovi le volte in cui un amministratore ha usato il tuo account, quando e perché.',
  none: 'Nessun amministratore ha usato il tuo account.',
  loading: 'Caricamento in corso',
  heading: (admin: string) => `L'amministratore ${admin} ha usato il tuo account`,
  period: (from: string, to: string | null) => (to ? `Dal ${from} al ${to}` : `Dal ${from} (non terminato)`),
  reason: (reason: string) => `Motivo: ${reason}`,
  changes: (count: number) =>
    count === 0 ? 'Nessuna modifica' : count === 1 ? '1 modifica' : `${count} modifiche`,
} as const;

function NoticeItem({ notice }: { notice: ActingNotice }) {
  return (
    <li className="rc-acting-notice">
      <strong>{ACTING_NOTICE_TEXTS.heading(notice.adminUsername)}</strong>
      <span>
        {ACTING_NOTICE_TEXTS.period(
          formatDateTime(notice.startedAt),
          notice.endedAt === null ? null : formatDateTime(notice.endedAt),
        )}
      </span>
      {notice.reason && <span>{ACTING_NOTICE_TEXTS.reason(notice.reason)}</span>}
      <span>{ACTING_NOTICE_TEXTS.changes(notice.changes)}</span>
    </li>
  );
}

export function ActingNotices() {
  const { data, loading, error } = useApiData('actingNotices', {});
  if (loading) return <Spinner label={ACTING_NOTICE_TEXTS.loading} />;
  if (error) return <FormMessage kind="error">{error}</FormMessage>;
  const notices = data?.notices ?? [];
  if (notices.length === 0) return <p>{ACTING_NOTICE_TEXTS.none}</p>;
  return (
    <>
      <p>{ACTING_NOTICE_TEXTS.intro}</p>
      <ul className="rc-acting-notices" aria-label={ACTING_NOTICE_TEXTS.title}>
        {notices.map((notice) => (
          <NoticeItem key={`${notice.startedAt}-${notice.adminUsername}`} notice={notice} />
        ))}
      </ul>
    </>
  );
}
