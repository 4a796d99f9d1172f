/**
 * Design tokens. The palette is calm and warm (a paper background, deep slate and bronze), and every
 * text colour meets WCAG AA (4.5:1) on the backgrounds it is used on; borders and the focus ring meet
 * 3:1 (tokens.test.ts checks it). Fonts are the system's: nothing is fetched from outside.
 */
export const tokens = {
  color: {
    background: '#f6f4f0',
    surface: '#ffffff',
    surfaceMuted: '#ece8e1',
    text: '#24221f',
    textMuted: '#57524b',
    primary: '#2f4858',
    primaryHover: '#223644',
    onPrimary: '#ffffff',
    accent: '#7a5a2b',
    onAccent: '#ffffff',
    border: '#7f786e',
    divider: '#d9d3ca',
    focus: '#1a5fb4',
    error: '#a1261b',
    errorSurface: '#fbeceb',
    success: '#2d6a3e',
    successSurface: '#e9f3ec',
    warning: '#7a4b00',
    warningSurface: '#fbf1e0',
    overlay: 'rgba(20, 18, 16, 0.55)',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    heading: 'Georgia, Cambria, "Times New Roman", Times, serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  lineHeight: { tight: 1.25, body: 1.5 },
  fontWeight: { regular: 400, medium: 500, bold: 700 },
  shadow: {
    raised: '0 1px 3px rgba(36, 34, 31, 0.18)',
    overlay: '0 8px 32px rgba(36, 34, 31, 0.28)',
  },
  /** spec public §9: mobile breakpoints 600 and 940 px. */
  breakpoint: { narrow: 600, medium: 940 },
  /** Smallest touch target (WCAG 2.5.8 asks 24 px; 44 px is kinder to unsteady hands). */
  touchTarget: '44px',
  zIndex: { drawer: 900, dialog: 1000, toast: 1100 },
  motion: { fast: '120ms', normal: '200ms' },
} as const;

export type Tokens = typeof tokens;

/** Media queries for the spec's breakpoints: `@media ${media.narrow}` matches widths below 600 px. */
export const media = {
  narrow: `(max-width: ${tokens.breakpoint.narrow - 1}px)`,
  medium: `(max-width: ${tokens.breakpoint.medium - 1}px)`,
  wide: `(min-width: ${tokens.breakpoint.medium}px)`,
} as const;
