import { lazy, Suspense } from 'react';
import { useSession } from '@ricordo/shared-design';

// Only while an admin acts for a user: visitors and every other account never download the banner.
const ActingBanner = lazy(async () => ({ default: (await import('./ActingBanner')).ActingBanner }));

export function ActingBannerGate() {
  const acting = useSession((s) => s.acting !== null && s.user !== null);
  if (!acting) return null;
  return (
    <Suspense fallback={null}>
      <ActingBanner />
    </Suspense>
  );
}
