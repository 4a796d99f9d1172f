import { escapeHtml } from '../notifications/templates';

/** One titled list of a printable page; each item is HTML the caller built from escaped values. */
export interface PageSection {
  title: string;
  /** Shown in place of the list when it has no items. */
  empty: string;
  items: string[];
}

/** Self-contained (no script, no fetched style or font), readable on a phone and printed on A4. */
const STYLE = `
  body { font-family: Georgia, 'Times New Roman', serif; color: #2b2622; max-width: 46rem; margin: 2rem auto;
    padding: 0 1rem; line-height: 1.5; }
  h1 { font-size: 2rem; margin: 0; text-align: center; }
  .dates { text-align: center; color: #57524b; margin: .25rem 0 1.5rem; }
  .intro { color: #57524b; font-size: .95rem; }
  h2 { font-size: 1.35rem; border-bottom: 1px solid #d9d3ca; padding-bottom: .25rem; margin-top: 2rem; }
  ol { list-style: none; padding: 0; }
  li { padding: .75rem 0; border-bottom: 1px solid #ece7df; break-inside: avoid; }
  .text { white-space: pre-line; margin: 0 0 .25rem; }
  .kind { font-weight: bold; margin: 0 0 .25rem; }
  .by { color: #57524b; font-size: .9rem; margin: 0; }
  img { max-width: 100%; max-height: 20rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { color: #57524b; }
  dd { margin: 0; }
  @media print { body { margin: 0; max-width: none; } a { color: inherit; text-decoration: none; }
    h2 { break-after: avoid; } }
`;

/** An Italian HTML page: heading, an introduction, then each section as a list. */
export function printablePage(page: {
  title: string;
  heading: string;
  subheading: string;
  intro: string;
  sections: PageSection[];
}): string {
  const sections = page.sections
    .map(
      (section) =>
        `<section><h2>${escapeHtml(section.title)}</h2>${
          section.items.length === 0
            ? `<p class="intro">${escapeHtml(section.empty)}</p>`
            : `<ol>${section.items.map((item) => `<li>${item}</li>`).join('\n')}</ol>`
        }</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(page.heading)}</h1>
${page.subheading ? `<p class="dates">${escapeHtml(page.subheading)}</p>` : ''}
${page.intro}
${sections}
</body>
</html>
`;
}
