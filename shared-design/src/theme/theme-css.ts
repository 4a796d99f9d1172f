/**
 * The kit's stylesheet as text: CSS variables from the tokens, base rules, and the rules of the kit's
 * components (class names `rc-…`). Written once into <head> by `injectTheme()` / <ThemeStyles />.
 */
import { media, tokens } from './tokens';

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function variables(): string {
  const lines: string[] = [];
  const groups: Array<[string, Record<string, string | number>]> = [
    ['color', tokens.color],
    ['space', tokens.space],
    ['radius', tokens.radius],
    ['font', tokens.font],
    ['font-size', tokens.fontSize],
    ['line-height', tokens.lineHeight],
    ['font-weight', tokens.fontWeight],
    ['shadow', tokens.shadow],
    ['z', tokens.zIndex],
    ['motion', tokens.motion],
  ];
  for (const [prefix, group] of groups) {
    for (const [key, value] of Object.entries(group)) lines.push(`  --rc-${prefix}-${kebab(key)}: ${value};`);
  }
  lines.push(`  --rc-touch-target: ${tokens.touchTarget};`);
  return `:root {\n${lines.join('\n')}\n}`;
}

const base = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0;
  min-width: 320px;
  background: var(--rc-color-background);
  color: var(--rc-color-text);
  font-family: var(--rc-font-body);
  font-size: var(--rc-font-size-md);
  line-height: var(--rc-line-height-body);
  overflow-wrap: break-word;
}
h1, h2, h3, h4 { font-family: var(--rc-font-heading); line-height: var(--rc-line-height-tight); font-weight: var(--rc-font-weight-regular); }
img, video { max-width: 100%; height: auto; }
a { color: var(--rc-color-primary); text-underline-offset: 0.15em; }
a:hover { color: var(--rc-color-primary-hover); }
:focus-visible { outline: 3px solid var(--rc-color-focus); outline-offset: 2px; }
.rc-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.rc-nowrap { white-space: nowrap; }

/* Button */
.rc-button {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--rc-space-sm);
  min-height: var(--rc-touch-target); padding: 0 var(--rc-space-lg);
  border: 2px solid transparent; border-radius: var(--rc-radius-md);
  font: inherit; font-weight: var(--rc-font-weight-medium); letter-spacing: 0.02em;
  cursor: pointer; text-decoration: none;
  transition: background-color var(--rc-motion-fast), color var(--rc-motion-fast), border-color var(--rc-motion-fast);
}
.rc-button:disabled, .rc-button[aria-disabled="true"] { cursor: not-allowed; opacity: 0.6; }
.rc-button--primary { background: var(--rc-color-primary); color: var(--rc-color-on-primary); }
.rc-button--primary:hover:not(:disabled) { background: var(--rc-color-primary-hover); }
.rc-button--secondary { background: var(--rc-color-surface); color: var(--rc-color-primary); border-color: var(--rc-color-primary); }
.rc-button--secondary:hover:not(:disabled) { background: var(--rc-color-surface-muted); }
.rc-button--text { background: transparent; color: var(--rc-color-primary); padding: 0 var(--rc-space-sm); text-decoration: underline; }
.rc-button--full { width: 100%; }
/* A link drawn as a button (navigation that leaves the app) keeps its colours on hover and once visited. */
a.rc-button--primary, a.rc-button--primary:hover, a.rc-button--primary:visited { color: var(--rc-color-on-primary); }
a.rc-button--secondary, a.rc-button--secondary:hover, a.rc-button--secondary:visited { color: var(--rc-color-primary); }
.rc-button .rc-spinner__circle { width: 1.1em; height: 1.1em; border-width: 2px; }

/* Fields */
.rc-field { display: flex; flex-direction: column; gap: var(--rc-space-xs); margin-bottom: var(--rc-space-md); min-width: 0; }
.rc-field__label { font-weight: var(--rc-font-weight-medium); }
.rc-field__required { color: var(--rc-color-error); margin-left: 2px; }
.rc-field__control { position: relative; display: flex; align-items: stretch; }
.rc-field__input {
  width: 100%; min-height: var(--rc-touch-target); padding: var(--rc-space-sm) var(--rc-space-md);
  font: inherit; color: var(--rc-color-text); background: var(--rc-color-surface);
  border: 1px solid var(--rc-color-border); border-radius: var(--rc-radius-md);
}
textarea.rc-field__input { min-height: 6rem; resize: vertical; }
.rc-field__input[aria-invalid="true"] { border: 2px solid var(--rc-color-error); }
.rc-field__input:disabled, .rc-field__input[readonly] { background: var(--rc-color-surface-muted); }
.rc-field__hint { color: var(--rc-color-text-muted); font-size: var(--rc-font-size-sm); }
.rc-field__error { color: var(--rc-color-error); font-size: var(--rc-font-size-sm); font-weight: var(--rc-font-weight-medium); }
.rc-password .rc-field__input { padding-right: calc(var(--rc-touch-target) + var(--rc-space-sm)); }
.rc-password__toggle {
  position: absolute; right: 0; top: 0; bottom: 0; width: var(--rc-touch-target);
  display: inline-flex; align-items: center; justify-content: center;
  background: transparent; border: 0; border-radius: var(--rc-radius-md); color: var(--rc-color-primary); cursor: pointer;
}
.rc-select { appearance: none; background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - 20px) 50%, calc(100% - 15px) 50%; background-size: 5px 5px; background-repeat: no-repeat; padding-right: 2.5rem; }
.rc-checkbox { display: flex; align-items: flex-start; gap: var(--rc-space-sm); min-height: var(--rc-touch-target); padding-top: 10px; cursor: pointer; }
.rc-checkbox input { width: 1.25rem; height: 1.25rem; margin: 0.15rem 0 0; flex: none; accent-color: var(--rc-color-primary); }

fieldset.rc-field { border: 0; padding: 0; margin: 0 0 var(--rc-space-md); }
.rc-checkbox input[type="radio"] { border-radius: 50%; }

/* Collapsible */
.rc-collapsible { border-bottom: 1px solid var(--rc-color-divider); }
.rc-collapsible__heading { margin: 0; font-size: var(--rc-font-size-lg); }
.rc-collapsible__toggle {
  display: flex; width: 100%; align-items: center; justify-content: space-between; gap: var(--rc-space-md);
  min-height: var(--rc-touch-target); padding: var(--rc-space-sm) 0; background: none; border: 0;
  font: inherit; color: var(--rc-color-text); text-align: left; cursor: pointer;
}
.rc-collapsible__icon { font-size: var(--rc-font-size-xl); color: var(--rc-color-primary); }
.rc-collapsible__body { padding: 0 0 var(--rc-space-md); }

/* Long text (spec panels §9: 4 lines, then 'Continua a leggere') */
.rc-long-text__body--collapsed { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 4; line-clamp: 4; overflow: hidden; }
.rc-long-text__body--collapsed > :first-child { margin-top: 0; }

/* Chip */
.rc-chip { display: inline-block; padding: 2px var(--rc-space-sm); border-radius: var(--rc-radius-pill); font-size: var(--rc-font-size-sm); font-weight: var(--rc-font-weight-medium); background: var(--rc-color-surface-muted); color: var(--rc-color-text); }
.rc-chip--success { background: var(--rc-color-success-surface); color: var(--rc-color-success); }
.rc-chip--error { background: var(--rc-color-error-surface); color: var(--rc-color-error); }
.rc-chip--warning { background: var(--rc-color-warning-surface); color: var(--rc-color-warning); }
.rc-chip--dark { background: var(--rc-color-text); color: var(--rc-color-surface); }

/* Dialog */
.rc-dialog-backdrop {
  position: fixed; inset: 0; z-index: var(--rc-z-dialog); background: var(--rc-color-overlay);
  display: flex; align-items: center; justify-content: center; padding: var(--rc-space-md);
}
.rc-dialog {
  background: var(--rc-color-surface); color: var(--rc-color-text); border-radius: var(--rc-radius-lg);
  box-shadow: var(--rc-shadow-overlay); width: 100%; max-width: 32rem; max-height: calc(100vh - 2 * var(--rc-space-md));
  overflow: auto; padding: var(--rc-space-lg);
}
.rc-dialog:focus { outline: none; }
.rc-lightbox { max-width: min(64rem, 100%); }
.rc-lightbox__figure { margin: 0; display: grid; justify-items: center; gap: var(--rc-space-sm); }
.rc-lightbox__media { display: block; max-width: 100%; max-height: calc(100vh - 14rem); width: auto; height: auto; object-fit: contain; }
.rc-lightbox__counter { color: var(--rc-color-text-muted); }
.rc-dialog--full { max-width: none; height: 100%; max-height: none; border-radius: 0; }
.rc-dialog-backdrop--full { padding: 0; }
.rc-dialog__header { display: flex; align-items: flex-start; justify-content: space-between; gap: var(--rc-space-md); }
.rc-dialog__title { margin: 0 0 var(--rc-space-md); font-size: var(--rc-font-size-xl); }
.rc-dialog__close { flex: none; min-width: var(--rc-touch-target); }
.rc-dialog__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--rc-space-sm); margin-top: var(--rc-space-lg); }

/* Toast */
.rc-toast-host {
  position: fixed; z-index: var(--rc-z-toast); left: var(--rc-space-md); right: var(--rc-space-md); bottom: var(--rc-space-md);
  display: flex; flex-direction: column; align-items: center; gap: var(--rc-space-sm); pointer-events: none;
}
.rc-toast {
  pointer-events: auto; display: flex; align-items: center; gap: var(--rc-space-sm);
  max-width: 32rem; width: 100%; padding: var(--rc-space-sm) var(--rc-space-sm) var(--rc-space-sm) var(--rc-space-md);
  border-radius: var(--rc-radius-md); box-shadow: var(--rc-shadow-raised); border-left: 6px solid var(--rc-color-primary);
  background: var(--rc-color-surface); color: var(--rc-color-text);
}
.rc-toast__text { flex: 1; }
.rc-toast--success { border-left-color: var(--rc-color-success); }
.rc-toast--error { border-left-color: var(--rc-color-error); }
.rc-toast--warning { border-left-color: var(--rc-color-warning); }

/* Spinner */
.rc-spinner { display: inline-flex; align-items: center; gap: var(--rc-space-sm); color: var(--rc-color-primary); }
.rc-spinner__circle {
  display: inline-block; width: 2rem; height: 2rem; border-radius: 50%;
  border: 3px solid var(--rc-color-divider); border-top-color: currentColor; animation: rc-spin 0.9s linear infinite;
}
.rc-spinner__percent { font-variant-numeric: tabular-nums; color: var(--rc-color-text); }
@keyframes rc-spin { to { transform: rotate(360deg); } }

/* Table */
/* position: the box contains its absolutely placed descendants (a visually hidden 'nuova scheda' note), which
   would otherwise stretch the page sideways from a cell scrolled out of view. */
.rc-table-wrap { position: relative; width: 100%; overflow-x: auto; background: var(--rc-color-surface); border: 1px solid var(--rc-color-divider); border-radius: var(--rc-radius-md); }
.rc-table { width: 100%; border-collapse: collapse; }
.rc-table caption { text-align: left; padding: var(--rc-space-sm) var(--rc-space-md); font-weight: var(--rc-font-weight-medium); }
.rc-table th, .rc-table td { padding: var(--rc-space-sm) var(--rc-space-md); border-bottom: 1px solid var(--rc-color-divider); text-align: left; vertical-align: top; }
.rc-table th { font-weight: var(--rc-font-weight-bold); background: var(--rc-color-surface-muted); }
.rc-table__sort { display: inline-flex; align-items: center; gap: var(--rc-space-xs, 4px); min-height: var(--rc-touch-target); padding: 0; border: 0; background: none; font: inherit; color: inherit; cursor: pointer; text-align: inherit; }
.rc-table__sort:focus-visible { outline: 2px solid var(--rc-color-primary); outline-offset: 2px; }
.rc-table__sort-icon { color: var(--rc-color-text-muted); font-size: var(--rc-font-size-sm); }
.rc-table tbody tr[data-clickable="true"] { cursor: pointer; }
.rc-table tbody tr[data-clickable="true"]:hover { background: var(--rc-color-background); }
/* The row actions stay in view while a wide table scrolls sideways (DataTableColumn.sticky). */
@media (min-width: 600px) {
  .rc-table .rc-table__sticky-end { position: sticky; right: 0; z-index: 1; background: var(--rc-color-surface); box-shadow: inset 1px 0 0 var(--rc-color-divider); }
  .rc-table th.rc-table__sticky-end { background: var(--rc-color-surface-muted); }
}
.rc-table__empty { text-align: center !important; color: var(--rc-color-text-muted); padding: var(--rc-space-lg) !important; }
.rc-pagination { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: var(--rc-space-sm) var(--rc-space-md); padding: var(--rc-space-sm) var(--rc-space-md); }
.rc-pagination label { display: inline-flex; align-items: center; gap: var(--rc-space-sm); }
.rc-pagination select { min-height: var(--rc-touch-target); font: inherit; padding: 0 var(--rc-space-sm); border: 1px solid var(--rc-color-border); border-radius: var(--rc-radius-sm); background: var(--rc-color-surface); color: var(--rc-color-text); }
.rc-pagination__nav { display: inline-flex; gap: var(--rc-space-xs); }
.rc-pagination__nav .rc-button { padding: 0 var(--rc-space-md); }

/* Back office: the QR administration table (actions in a row, the selection footer) and summary cards */
.rc-qr-table__actions { display: flex; flex-wrap: wrap; gap: var(--rc-space-xs); }
.rc-qr-table__chip { margin-left: var(--rc-space-xs); }
.rc-qr-table__footer { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--rc-space-sm); padding: var(--rc-space-sm) 0; }
.rc-dedication-review__actions { display: flex; flex-wrap: wrap; gap: var(--rc-space-xs); }
.rc-dedication-review__text { white-space: pre-line; }
.rc-summary-cards { list-style: none; margin: 0 0 var(--rc-space-lg); padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: var(--rc-space-sm); }
.rc-summary-card { display: grid; gap: var(--rc-space-xs); padding: var(--rc-space-md); border: 1px solid var(--rc-color-divider); border-radius: var(--rc-radius-md); background: var(--rc-color-surface); color: var(--rc-color-text); text-decoration: none; }
a.rc-summary-card:hover { border-color: var(--rc-color-primary); }
.rc-summary-card__count { font-size: var(--rc-font-size-xl); font-weight: var(--rc-font-weight-medium); }
.rc-date-filter { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--rc-space-sm) var(--rc-space-md); }

/* Forms: the message of a whole form (server errors, 'Riempi tutti i campi') and its actions */
.rc-form-message { margin: 0 0 var(--rc-space-md); padding: var(--rc-space-sm) var(--rc-space-md); border-radius: var(--rc-radius-md); border-left: 4px solid var(--rc-color-primary); background: var(--rc-color-surface-muted); }
.rc-form-message--error { border-left-color: var(--rc-color-error); background: var(--rc-color-error-surface); color: var(--rc-color-error); font-weight: var(--rc-font-weight-medium); }
.rc-form-actions { display: flex; flex-wrap: wrap; gap: var(--rc-space-sm); margin-top: var(--rc-space-sm); }
.rc-form-grid { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0 var(--rc-space-md); }
@media (min-width: 600px) { .rc-form-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }

/* Phone with dial code */
.rc-phone__controls { display: flex; gap: var(--rc-space-sm); }
.rc-phone__dial { flex: 0 0 auto; width: 9rem; }
.rc-phone__number { flex: 1 1 auto; min-width: 0; }

/* Address picker: one column on phones, two from 600px */
.rc-address { border: 0; padding: 0; margin: 0 0 var(--rc-space-md); min-width: 0; }
.rc-address__legend { font-weight: var(--rc-font-weight-medium); padding: 0; margin-bottom: var(--rc-space-sm); }
.rc-address__grid { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0 var(--rc-space-md); }
.rc-address__row { display: grid; grid-template-columns: minmax(0, 1fr) 7rem; gap: 0 var(--rc-space-md); }

/* Notification zones */
.rc-zones { gap: var(--rc-space-sm); }
.rc-zone { border: 1px solid var(--rc-color-divider); border-radius: var(--rc-radius-md); padding: var(--rc-space-sm) var(--rc-space-md); margin: 0; min-width: 0; }
.rc-zone__legend { padding: 0 var(--rc-space-xs); font-weight: var(--rc-font-weight-medium); }
.rc-zone__fields { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0 var(--rc-space-md); }
.rc-zone__remove { margin-top: calc(-1 * var(--rc-space-sm)); }
@media (min-width: 600px) {
  .rc-address__grid, .rc-zone__fields { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .rc-address__wide { grid-column: 1 / -1; }
}

/* Error fallback */
.rc-error-fallback { margin: var(--rc-space-lg) auto; max-width: 40rem; padding: var(--rc-space-lg); text-align: center;
  background: var(--rc-color-surface); border: 1px solid var(--rc-color-divider); border-radius: var(--rc-radius-lg); }

@media ${media.narrow} {
  .rc-dialog { padding: var(--rc-space-md); }
  .rc-dialog__actions { justify-content: stretch; }
  .rc-dialog__actions .rc-button { flex: 1 1 auto; }
  .rc-pagination { justify-content: space-between; }
}

@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important; scroll-behavior: auto !important;
  }
  .rc-spinner__circle { animation: rc-spin 2.4s linear infinite !important; }
}
`;

// The control-panel frame (panel/PanelFrame.tsx); 939px = tokens.breakpoint.medium - 1.
const panel = `
.panel-title { font-family: var(--rc-font-heading); font-size: var(--rc-font-size-xxl); margin: 0 0 var(--rc-space-md); color: var(--rc-color-text); }
.panel-body { display: grid; grid-template-columns: 240px minmax(0, 1fr); gap: var(--rc-space-lg); align-items: start; }
.panel-nav ul { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--rc-space-xs); }
.panel-nav-link { display: flex; align-items: center; min-height: var(--rc-touch-target); padding: 0 var(--rc-space-md); border-radius: var(--rc-radius-md); color: var(--rc-color-text); text-decoration: none; background: var(--rc-color-surface); border: 1px solid var(--rc-color-divider); }
.panel-nav-link:hover { border-color: var(--rc-color-primary); }
.panel-nav-link[aria-current='page'] { background: var(--rc-color-primary); color: var(--rc-color-on-primary); border-color: var(--rc-color-primary); }
.panel-section { background: var(--rc-color-surface); border-radius: var(--rc-radius-lg); padding: var(--rc-space-lg); box-shadow: var(--rc-shadow-raised); min-height: 200px; }
.panel-section-title { font-family: var(--rc-font-heading); font-size: var(--rc-font-size-xl); margin: 0 0 var(--rc-space-md); }
.panel-empty { color: var(--rc-color-text-muted); }
@media (max-width: 939px) {
  .panel-body { grid-template-columns: minmax(0, 1fr); }
  .panel-nav ul { display: flex; flex-wrap: wrap; }
  .panel-section { padding: var(--rc-space-md); }
}
`;

/** The full stylesheet text. */
export const themeCss = `${variables()}\n${base}\n${panel}`;
