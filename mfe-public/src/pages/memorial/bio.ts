/**
 * The biography is stored as sanitised rich text; the page shows it as plain paragraphs so no stored markup
 * is ever put into the DOM. The server-rendered first paint applies the same rule
 * (backend/src/modules/web/memorial-ssr.ts `bioParagraphs`), so both paint the same paragraphs.
 */
export function bioParagraphs(html: string): string[] {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
