// The router of mfe_admin: the panel lives at its base path and picks the section from the hash
// (spec panels §2); any deeper path goes back to the panel's default section.
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@ricordo/shared-design';
import { PanelFrame } from '@ricordo/shared-design';
import { DEFAULT_HASH, PANEL_TITLE, SECTIONS } from './sections';

export function PanelApp({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route
        index
        element={
          <PanelFrame remote="mfe_admin" title={PANEL_TITLE} sections={SECTIONS} defaultHash={DEFAULT_HASH} />
        }
      />
      <Route path="*" element={<Navigate to={`${basePath}${DEFAULT_HASH}`} replace />} />
    </Routes>
  );
}
