// The router of mfe_partner: the kit's PanelRoutes with this panel's sections (spec panels §2), the
// partner's cards with counts on top, under the panel's title.
import type { RemoteAppProps } from '@ricordo/shared-design';
import { PanelRoutes } from '@ricordo/shared-design/back-office';
import { SummaryCards } from './cards/SummaryCards';
import './partner-panel.css';
import { DEFAULT_HASH, PANEL_TITLE, SECTIONS } from './sections';

export function PanelApp({ basePath }: RemoteAppProps) {
  return (
    <PanelRoutes
      basePath={basePath}
      remote="mfe_partner"
      title={PANEL_TITLE}
      sections={SECTIONS}
      defaultHash={DEFAULT_HASH}
      header={<SummaryCards />}
    />
  );
}
