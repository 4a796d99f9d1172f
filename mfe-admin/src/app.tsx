// The router of mfe_admin: the kit's PanelRoutes with this panel's sections (spec panels §2), or the admin
// screen mounted at its own path.
import { Suspense } from 'react';
import { Spinner, type RemoteAppProps } from '@ricordo/shared-design';
import { PanelRoutes } from '@ricordo/shared-design/back-office';
import { SCREENS } from './screens';
import { DEFAULT_HASH, PANEL_TITLE, SECTIONS } from './sections';

export function PanelApp({ basePath }: RemoteAppProps) {
  const Screen = SCREENS[basePath];
  if (Screen)
    return (
      <Suspense fallback={<Spinner />}>
        <Screen />
      </Suspense>
    );
  return (
    <PanelRoutes
      basePath={basePath}
      remote="mfe_admin"
      title={PANEL_TITLE}
      sections={SECTIONS}
      defaultHash={DEFAULT_HASH}
    />
  );
}
