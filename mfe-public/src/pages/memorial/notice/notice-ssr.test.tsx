// @vitest-environment node
// The server render entry (src/ssr/render.tsx) draws a notice's page: the manifesto is the main content of a
// notice only (eager, preloaded, shared), below a tombstone's page it is lazy.
import { describe, expect, it } from 'vitest';
import { render } from '../../../ssr/render';
import { NOTICE_URL, noticeOnly, tombstoneWithNotice } from './notice-fixture';

const page = (data: unknown) =>
  render({
    page: 'memorial',
    url: '/memorial?0001003',
    data,
    publicUrl: 'https://ricordo.test',
    pageUrl: 'https://ricordo.test/memorial?0001003',
  });

const escapedUrl = NOTICE_URL.replace('&', '&amp;');

describe('the server render of a notice', () => {
  it('draws a notice only with its manifesto as the main content, without the empty tombstone parts', async () => {
    const { body, preload, head } = await page(noticeOnly);
    expect(body).toContain(
      `<img class="pub-notice-manifesto" src="${escapedUrl}" alt="Manifesto funebre di Anna Bellini Sartori" width="1080" height="1527" loading="eager" fetchPriority="high"/>`,
    );
    expect(body.replace(/<!-- -->/g, '')).toContain(
      'Questo è il manifesto originale pubblicato da <a href="/partner-page?7" data-discover="true">Onoranze Funebri Bellini</a> su Ricordo.',
    );
    expect(body).toContain('<time dateTime="2025-01-21">21/01/2025</time>');
    expect(body).toContain('<dd>Chiesa di San Secondo, Torino (TO)</dd>');
    expect(body).toContain('<h3>Ricamo</h3>');
    expect(body.slice(0, body.indexOf('<script id="ricordo-ssr-data"'))).not.toContain('x()');
    // The manifesto comes right after the header; no empty photo frame, no empty dedications.
    expect(body.indexOf('pub-notice-title')).toBeGreaterThan(body.indexOf('pub-memorial-name'));
    expect(body).toContain('class="pub-memorial pub-memorial-notice"');
    expect(body).not.toContain('<div class="pub-memorial-photo"');
    expect(body).not.toContain('pub-dedic-title');
    expect(body).toContain('pub-buy-title');
    expect(preload).toBe(`<link rel="preload" as="image" href="${escapedUrl}" fetchpriority="high">`);
    expect(head).toContain(`<meta property="og:image" content="https://ricordo.test${escapedUrl}">`);
  });

  it("draws the notice lazily below a tombstone's page, the photo staying the main image", async () => {
    const { body, preload } = await page(tombstoneWithNotice);
    expect(body).toMatch(/<img class="pub-notice-manifesto" [^>]* loading="lazy"\/>/);
    expect(body).not.toMatch(/<img class="pub-notice-manifesto" [^>]*fetchPriority/);
    expect(body).toContain('class="pub-memorial"');
    expect(body).toContain('pub-dedic-title');
    expect(preload).toBe('<link rel="preload" as="image" href="/media/demo/anna.jpg" fetchpriority="high">');
  });
});
