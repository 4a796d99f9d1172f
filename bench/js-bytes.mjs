#!/usr/bin/env node
// (c) JavaScript a first visit to the memorial page downloads: bytes on the wire (as served, compressed
// when the server compresses) and gzip -9 of each file (what a compressing server would send), and the
// remotes fetched — a panel remote must never be. Goal: ≤ 150 KB gzip (DESIGN "Performance": ≤ 160 KB), no
// panel code.
import { gzipSync } from 'node:zlib';
import { launchBrowser } from './lib/browser.mjs';
import { startPlatform } from './lib/platform.mjs';
import { report } from './lib/report.mjs';

const PAGE = '/memorial?0001000';
const platform = await startPlatform({ port: 3603 });
const browser = await launchBrowser();
const files = [];
try {
  const page = await browser.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !response.url().endsWith('.js')) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        files.push({
          url: response.url().replace(platform.url, ''),
          rawBytes: body.length,
          wireBytes: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? null,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        });
      })(),
    );
  });
  await page.goto(platform.url + PAGE, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await Promise.all(pending);
} finally {
  await browser.close();
  await platform.stop();
}

const sum = (key) => files.reduce((total, file) => total + file[key], 0);
const remotes = [
  ...new Set(files.map((file) => /\/remotes\/(mfe_[a-z]+)\//.exec(file.url)?.[1]).filter(Boolean)),
];
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
report('js-bytes', {
  page: PAGE,
  files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
  totals: {
    count: files.length,
    rawKB: kb(sum('rawBytes')),
    wireKB: kb(sum('wireBytes')),
    gzipKB: kb(sum('gzipBytes')),
  },
  remotesFetched: remotes,
  panelCodeFetched: remotes.some((name) => name !== 'mfe_public'),
  goal: 'gzip ≤ 150 KB, no panel remote',
  goalMet: kb(sum('gzipBytes')) <= 150 && !remotes.some((name) => name !== 'mfe_public'),
});
