import { lazy, Suspense } from 'react';
import { MESSAGES, Spinner } from '@ricordo/shared-design';
import { useApiData } from '@ricordo/shared-design/back-office';

// recharts and the charts load only when the landing shows them: a chunk of their own.
const WeeklyCharts = lazy(() => import('./WeeklyCharts'));

/** The admin landing's weekly charts (adminWeekly: the last 12 ISO weeks), above its tables. */
export function WeeklyChartsPanel() {
  const weekly = useApiData('adminWeekly', {});
  return (
    <section aria-labelledby="weekly-charts-title">
      <h3 id="weekly-charts-title">Andamento delle ultime settimane</h3>
      {weekly.error ? (
        <p role="alert">{weekly.error || MESSAGES.noConnection}</p>
      ) : !weekly.data ? (
        <Spinner />
      ) : (
        <Suspense fallback={<Spinner />}>
          <WeeklyCharts points={weekly.data.weeks} />
        </Suspense>
      )}
    </section>
  );
}
