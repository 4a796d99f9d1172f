// The frame of the four control panels: title, navigation and the lazily loaded section of the URL hash.
export { PanelFrame } from './PanelFrame';
export { PanelRoutes } from './PanelRoutes';
export type { PanelFrameProps, PanelSection, PanelSectionModule, PanelSectionProps } from './PanelFrame';
export { useHashSync } from './useHashSync';
export { useDeceasedIdParam } from './useDeceasedIdParam';
