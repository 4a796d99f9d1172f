// The placeholder of a panel section with nothing to show yet. The panel frame itself (PanelFrame,
// PanelRoutes, PanelSection) is in the back-office entry: a visitor never downloads it.
export { EmptySection } from './EmptySection';
