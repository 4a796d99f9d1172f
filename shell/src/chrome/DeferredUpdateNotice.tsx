import { lazy, Suspense, useEffect, useState } from 'react';
import { VERSION_POLL_MS, type LoadedVersion } from './version';

// Nothing of the notice can show before its first check: its code comes with the first event that asks for
// one (the poll period elapsed, the tab back in the foreground, the window focused), not on the first paint.
const UpdateNotice = lazy(async () => ({ default: (await import('./UpdateNotice')).UpdateNotice }));

export function DeferredUpdateNotice({ loaded }: { loaded: LoadedVersion }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    const onVisible = () => {
      if (document.visibilityState === 'visible') want();
    };
    const timer = window.setTimeout(want, VERSION_POLL_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', want);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', want);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice loaded={loaded} checkOnMount />
    </Suspense>
  );
}
