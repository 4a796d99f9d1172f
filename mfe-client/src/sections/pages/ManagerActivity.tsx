// 'Attività dei gestori': what the page's managers did, newest first (the audit rows of the page).
import { FormMessage, Spinner, formatDateTime, MESSAGES } from '@ricordo/shared-design';
import { useApiData } from '@ricordo/shared-design/back-office';
import { MANAGERS_TEXTS as T } from './managers-texts';

function detailsOf(details: Record<string, unknown> | null): string {
  if (!details) return '';
  return Object.values(details)
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .join(' · ');
}

export function ManagerActivity({ deceasedId }: { deceasedId: number }) {
  const activity = useApiData('managerActivity', { path: { id: String(deceasedId) } });
  return (
    <section aria-labelledby={`activity-${deceasedId}`}>
      <h3 id={`activity-${deceasedId}`}>{T.activity}</h3>
      {activity.loading && <Spinner label={MESSAGES.loading} />}
      {activity.error && <FormMessage>{activity.error}</FormMessage>}
      {activity.data && activity.data.items.length === 0 && <p>{T.noActivity}</p>}
      {activity.data && activity.data.items.length > 0 && (
        <ul className="client-manager-activity">
          {activity.data.items.map((item) => (
            <li key={item.ID}>
              <span className="rc-nowrap">{formatDateTime(item.time)}</span> —{' '}
              <strong>{item.username}</strong>: {item.actionLabel}
              {detailsOf(item.details) && <span> ({detailsOf(item.details)})</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
