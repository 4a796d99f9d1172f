import { Navigate, Route, Routes } from 'react-router-dom';
import { PanelFrame, type PanelFrameProps } from './PanelFrame';

/**
 * A panel remote's router: the panel lives at its base path and picks the section from the hash
 * (spec panels §2); any deeper path goes back to the default section.
 */
export function PanelRoutes({ basePath, ...frame }: PanelFrameProps & { basePath: string }) {
  return (
    <Routes>
      <Route index element={<PanelFrame {...frame} />} />
      <Route path="*" element={<Navigate to={`${basePath}${frame.defaultHash}`} replace />} />
    </Routes>
  );
}
