export { PanelFrame } from './PanelFrame';
export { PanelRoutes } from './PanelRoutes';
export type { PanelFrameProps, PanelSection } from './PanelFrame';
export { useHashSync } from './useHashSync';
export { AccountSummary } from './AccountSummary';
export { EmptySection } from './EmptySection';
