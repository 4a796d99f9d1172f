import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeRegistry } from '../../../deploy/lib/registry.mjs';

/**
 * A server render entry of mfe_public as its build makes one (the contract of mfe-public
 * src/ssr/render.tsx: `RENDER_API` 1, `render(request)` → head, css, body, preload), written by hand so the
 * backend's tests do not depend on a front-end build. It draws the page's name (escaped) from the data the
 * backend sends, a `text` that tells versions apart, and embeds the data as the real entry does. `throws`
 * makes every render fail with that message. The markup of the real pages is tested in mfe-public.
 */
function entrySource(text: string, throws?: string): string {
  return `'use strict';
const esc = (value) => String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
exports.RENDER_API = 1;
exports.render = async ({ page, url, data, pageUrl }) => {
  ${throws ? `throw new Error(${JSON.stringify(throws)});` : ''}
  const who = page === 'memorial' ? data : page === 'partner-page' ? data.partner : data.deceased;
  const name = who ? [who.name, who.surname].filter(Boolean).join(' ') : 'Partner non trovato';
  const photo = page === 'memorial' && data.photo[0];
  return {
    preload: photo ? '<link rel="preload" as="image" href="' + esc(photo) + '">' : undefined,
    head: '<title>' + esc(name) + ' - Ricordo</title><link rel="canonical" href="' + esc(pageUrl) + '">',
    // About the size of a real page's critical style (the page is then worth compressing).
    css: '.fixture{display:block}' + Array.from({ length: 60 }, (_, i) => '.fixture-' + i + '{margin:' + i + 'px}').join(''),
    body: '<div id="ricordo-ssr" data-ssr-page="' + page + '" data-ssr-render="1"><h1>' + esc(name) + '</h1>' +
      '<p class="fixture">' + ${JSON.stringify(text)} + ' ' + esc(url) + '</p></div>' +
      '<script id="ricordo-ssr-data" type="application/json">' + JSON.stringify(data).replace(/</g, '\\\\u003c') + '</script>',
  };
};
`;
}

export interface TestRenderEntry {
  /** A text every page of this version shows. */
  text?: string;
  /** Every render fails with this message. */
  throws?: string;
  /** Publish the version folder without its render entry file (the registry still names it). */
  missing?: boolean;
}

/**
 * Publishes mfe_public `version` under `publishDir` with a render entry and points registry.json at it
 * (as deploy/lib/registry.mjs writes it), with a new mtime as a later deploy would give it.
 */
export function publishTestRenderEntry(
  publishDir: string,
  version: string,
  options: TestRenderEntry = {},
): void {
  const folder = join(publishDir, 'mfe_public', version);
  mkdirSync(join(folder, 'ssr'), { recursive: true });
  writeFileSync(join(folder, 'mf-manifest.json'), '{"name":"mfe_public"}');
  if (!options.missing) {
    writeFileSync(
      join(folder, 'ssr', 'render.cjs'),
      entrySource(options.text ?? `versione ${version}`, options.throws),
    );
  }
  writeTestRegistry(publishDir, {
    mfe_public: {
      version,
      entry: `/remotes/mfe_public/${version}/mf-manifest.json`,
      render: `/remotes/mfe_public/${version}/ssr/render.cjs`,
    },
  });
}

/**
 * Writes registry.json with the publisher's own writer (deploy/lib/registry.mjs: a temporary file and a
 * rename, so a request reading it meanwhile never sees half a file), then gives it a new mtime as a later
 * deploy would.
 */
export function writeTestRegistry(publishDir: string, remotes: Record<string, object>): void {
  writeRegistry(publishDir, { remotes, history: {} });
  const when = new Date(Date.now() + Math.floor(Math.random() * 1e6));
  utimesSync(join(publishDir, 'registry.json'), when, when);
}
