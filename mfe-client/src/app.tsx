// The router of mfe_client: the kit's PanelRoutes with this panel's sections (spec panels §2).
import './client-panel.css';
import type { RemoteAppProps } from '@ricordo/shared-design';
import { PanelRoutes } from '@ricordo/shared-design/back-office';
import { InvitationPage } from './invitation/InvitationPage';
import { DEFAULT_HASH, PANEL_TITLE, SECTIONS } from './sections';

/** Where the shell mounts this remote, signed in or not, for a page's invitation link (not the panel). */
export const INVITATION_PATH = '/invito-pagina';

export function PanelApp({ basePath }: RemoteAppProps) {
  if (basePath === INVITATION_PATH) return <InvitationPage />;
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
