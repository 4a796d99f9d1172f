// The router of mfe_client: the kit's PanelRoutes with this panel's sections (spec panels §2).
import './client-panel.css';
import type { RemoteAppProps } from '@ricordo/shared-design';
import { PanelRoutes } from '@ricordo/shared-design/back-office';
import { DEFAULT_HASH, PANEL_TITLE, SECTIONS } from './sections';

export function PanelApp({ basePath }: RemoteAppProps) {
  return (
    <PanelRoutes
      basePath={basePath}
      remote="mfe_client"
      title={PANEL_TITLE}
      sections={SECTIONS}
      defaultHash={DEFAULT_HASH}
    />
  );
}
