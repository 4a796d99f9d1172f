import { tokens } from '@ricordo/shared-design';

const c = tokens.color;
const s = tokens.space;
const narrow = `(max-width: ${tokens.breakpoint.narrow - 1}px)`;

const css = `
.pub-root h1 { font-family: ${tokens.font.heading}; font-size: ${tokens.fontSize.xxl}; line-height: ${tokens.lineHeight.tight}; margin: 0 0 ${s.sm}; color: ${c.text}; }
.pub-search { display: flex; flex-wrap: wrap; align-items: flex-end; gap: ${s.sm}; margin: ${s.md} 0 ${s.lg}; }
.pub-search .rc-field { flex: 1 1 240px; margin: 0; }
.pub-cards { list-style: none; margin: 0; padding: 0; display: grid; gap: ${s.md}; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
.pub-card { display: flex; flex-direction: column; height: 100%; color: ${c.text}; text-decoration: none; background: ${c.surface}; border: 1px solid ${c.divider}; border-radius: ${tokens.radius.md}; overflow: hidden; box-shadow: ${tokens.shadow.raised}; }
.pub-card:hover { border-color: ${c.primary}; }
.pub-card img, .pub-card .pub-card-nophoto { width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; background: ${c.surfaceMuted}; display: block; }
.pub-card-body { padding: ${s.sm} ${s.md} ${s.md}; display: grid; gap: ${s.xs}; }
.pub-card-name { font-family: ${tokens.font.heading}; font-size: ${tokens.fontSize.lg}; font-weight: ${tokens.fontWeight.bold}; }
.pub-muted { color: ${c.textMuted}; font-size: ${tokens.fontSize.sm}; }
.pub-empty { padding: ${s.lg}; text-align: center; color: ${c.textMuted}; }
.pub-center { display: flex; justify-content: center; padding: ${s.xl} 0; }
.pub-alert { padding: ${s.md}; border-radius: ${tokens.radius.md}; border: 1px solid ${c.error}; background: ${c.errorSurface}; color: ${c.text}; display: grid; gap: ${s.sm}; justify-items: start; }
.pub-memorial { display: grid; gap: ${s.lg}; grid-template-columns: minmax(0, 320px) minmax(0, 1fr); align-items: start; background: ${c.surface}; border-radius: ${tokens.radius.lg}; padding: ${s.lg}; box-shadow: ${tokens.shadow.raised}; }
.pub-memorial-photo { width: 100%; height: auto; aspect-ratio: 4 / 5; object-fit: cover; border-radius: ${tokens.radius.md}; background: ${c.surfaceMuted}; }
.pub-dates { font-size: ${tokens.fontSize.lg}; color: ${c.textMuted}; margin: 0 0 ${s.md}; }
.pub-aphorism { font-family: ${tokens.font.heading}; font-style: italic; font-size: ${tokens.fontSize.lg}; border-left: 3px solid ${c.accent}; margin: ${s.md} 0; padding-left: ${s.md}; }
.pub-login { max-width: 420px; margin: ${s.lg} auto; background: ${c.surface}; padding: ${s.lg}; border-radius: ${tokens.radius.lg}; box-shadow: ${tokens.shadow.raised}; display: grid; gap: ${s.md}; }
.pub-login-links { display: flex; flex-wrap: wrap; justify-content: space-between; gap: ${s.sm}; font-size: ${tokens.fontSize.sm}; }
@media ${narrow} {
  .pub-memorial { grid-template-columns: 1fr; padding: ${s.md}; }
  .pub-root h1 { font-size: ${tokens.fontSize.xl}; }
}
`;

export function PublicStyles() {
  return <style>{css}</style>;
}
