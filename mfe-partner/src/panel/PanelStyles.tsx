import { tokens } from '@ricordo/shared-design';

const c = tokens.color;
const s = tokens.space;
const medium = `(max-width: ${tokens.breakpoint.medium - 1}px)`;

const css = `
.panel-title { font-family: ${tokens.font.heading}; font-size: ${tokens.fontSize.xxl}; margin: 0 0 ${s.md}; color: ${c.text}; }
.panel-body { display: grid; grid-template-columns: 240px minmax(0, 1fr); gap: ${s.lg}; align-items: start; }
.panel-nav ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${s.xs}; }
.panel-nav-link { display: flex; align-items: center; min-height: ${tokens.touchTarget}; padding: 0 ${s.md}; border-radius: ${tokens.radius.md}; color: ${c.text}; text-decoration: none; background: ${c.surface}; border: 1px solid ${c.divider}; }
.panel-nav-link:hover { border-color: ${c.primary}; }
.panel-nav-link[aria-current='page'] { background: ${c.primary}; color: ${c.onPrimary}; border-color: ${c.primary}; }
.panel-section { background: ${c.surface}; border-radius: ${tokens.radius.lg}; padding: ${s.lg}; box-shadow: ${tokens.shadow.raised}; min-height: 200px; }
.panel-section-title { font-family: ${tokens.font.heading}; font-size: ${tokens.fontSize.xl}; margin: 0 0 ${s.md}; }
.panel-empty { color: ${c.textMuted}; }
.panel-account { display: grid; gap: ${s.sm}; margin: 0; }
.panel-account div { display: grid; grid-template-columns: 140px 1fr; gap: ${s.sm}; }
.panel-account dt { color: ${c.textMuted}; }
.panel-account dd { margin: 0; font-weight: ${tokens.fontWeight.medium}; overflow-wrap: anywhere; }
@media ${medium} {
  .panel-body { grid-template-columns: 1fr; }
  .panel-nav ul { display: flex; flex-wrap: wrap; }
  .panel-section { padding: ${s.md}; }
}
`;

export function PanelStyles() {
  return <style>{css}</style>;
}
