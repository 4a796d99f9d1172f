// The chrome's own styles, built from the kit's tokens. Below 940 px the bar gives way to the drawer.
import { tokens } from '@ricordo/shared-design';

const c = tokens.color;
const s = tokens.space;
const medium = `(max-width: ${tokens.breakpoint.medium - 1}px)`;

const css = `
.shell-skip { position: absolute; left: ${s.sm}; top: -100px; z-index: ${tokens.zIndex.toast}; background: ${c.primary}; color: ${c.onPrimary}; padding: ${s.sm} ${s.md}; border-radius: ${tokens.radius.sm}; }
.shell-skip:focus { top: ${s.sm}; }
.shell-header { display: flex; align-items: center; gap: ${s.md}; padding: ${s.sm} ${s.md}; background: ${c.surface}; border-bottom: 1px solid ${c.divider}; min-height: 56px; position: relative; }
.shell-brand { font-family: ${tokens.font.heading}; font-size: ${tokens.fontSize.xl}; color: ${c.primary}; text-decoration: none; font-weight: ${tokens.fontWeight.bold}; margin-right: auto; }
.shell-navbar-list { display: flex; flex-wrap: wrap; align-items: center; gap: ${s.xs}; list-style: none; margin: 0; padding: 0; }
.shell-nav-link { display: inline-flex; align-items: center; min-height: ${tokens.touchTarget}; padding: 0 ${s.sm}; color: ${c.text}; text-decoration: none; font: inherit; font-size: ${tokens.fontSize.sm}; font-weight: ${tokens.fontWeight.medium}; background: none; border: 0; border-radius: ${tokens.radius.sm}; cursor: pointer; }
.shell-nav-link:hover, .shell-nav-link.active { color: ${c.primary}; text-decoration: underline; }
.shell-nav-strong { color: ${c.primary}; font-weight: ${tokens.fontWeight.bold}; }
.shell-products { position: relative; }
.shell-products-list { position: absolute; top: 100%; left: 0; z-index: ${tokens.zIndex.drawer}; list-style: none; margin: 0; padding: ${s.xs} 0; min-width: 240px; background: ${c.surface}; border: 1px solid ${c.divider}; border-radius: ${tokens.radius.md}; box-shadow: ${tokens.shadow.overlay}; }
.shell-products-item { display: block; padding: ${s.sm} ${s.md}; color: ${c.text}; text-decoration: none; }
.shell-products-item:hover { background: ${c.surfaceMuted}; }
.shell-hamburger { display: none; min-width: ${tokens.touchTarget}; min-height: ${tokens.touchTarget}; font-size: ${tokens.fontSize.xl}; background: none; border: 1px solid ${c.border}; border-radius: ${tokens.radius.sm}; color: ${c.text}; cursor: pointer; }
.shell-drawer-backdrop { position: fixed; inset: 0; background: ${c.overlay}; z-index: ${tokens.zIndex.drawer}; }
.shell-drawer { position: absolute; top: 0; right: 0; bottom: 0; width: min(320px, 86vw); overflow-y: auto; background: ${c.surface}; padding: ${s.md}; box-shadow: ${tokens.shadow.overlay}; }
.shell-drawer-close { display: block; margin-left: auto; min-width: ${tokens.touchTarget}; min-height: ${tokens.touchTarget}; background: none; border: 0; font-size: ${tokens.fontSize.lg}; color: ${c.text}; cursor: pointer; }
.shell-drawer-list { list-style: none; margin: 0; padding: 0; }
.shell-drawer-greeting { padding: ${s.sm} 0 ${s.md}; font-weight: ${tokens.fontWeight.bold}; color: ${c.primary}; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.shell-drawer-link { display: flex; align-items: center; width: 100%; min-height: ${tokens.touchTarget}; padding: 0 ${s.sm}; color: ${c.text}; text-decoration: none; font: inherit; font-weight: ${tokens.fontWeight.medium}; background: none; border: 0; border-bottom: 1px solid ${c.divider}; text-align: left; cursor: pointer; }
.shell-main { display: block; min-height: 60vh; padding: ${s.md}; max-width: 1200px; margin: 0 auto; box-sizing: border-box; }
.shell-main:focus { outline: none; }
.shell-remote-loading { display: flex; justify-content: center; padding: ${s.xxl} 0; }
.shell-remote-failure { max-width: 560px; margin: ${s.xl} auto; padding: ${s.lg}; background: ${c.warningSurface}; color: ${c.text}; border: 1px solid ${c.warning}; border-radius: ${tokens.radius.md}; text-align: center; }
.shell-cookie { position: fixed; left: ${s.md}; right: ${s.md}; bottom: ${s.md}; z-index: ${tokens.zIndex.dialog}; display: flex; flex-wrap: wrap; align-items: center; gap: ${s.md}; padding: ${s.md}; background: ${c.surface}; border: 1px solid ${c.border}; border-radius: ${tokens.radius.md}; box-shadow: ${tokens.shadow.overlay}; }
.shell-cookie p { margin: 0; flex: 1 1 240px; }
:where(a, button, input, select, textarea, [tabindex]):focus-visible { outline: 3px solid ${c.focus}; outline-offset: 2px; }
@media ${medium} {
  .shell-navbar { display: none; }
  .shell-hamburger { display: inline-flex; align-items: center; justify-content: center; }
}
`;

export function ShellStyles() {
  return <style>{css}</style>;
}
