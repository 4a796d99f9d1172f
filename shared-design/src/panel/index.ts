export { PanelFrame } from './PanelFrame';
export type { PanelFrameProps, PanelSection } from './PanelFrame';
export { useHashSync } from './useHashSync';
export { AccountSummary } from './AccountSummary';
export { EmptySection } from './EmptySection';
