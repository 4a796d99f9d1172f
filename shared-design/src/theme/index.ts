export { tokens, media } from './tokens';
export type { Tokens } from './tokens';
export { themeCss } from './theme-css';
export { ThemeStyles, injectTheme, THEME_STYLE_ID } from './ThemeStyles';
