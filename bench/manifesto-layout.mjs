#!/usr/bin/env node
// Manifesto layout time at the text limits: a notice whose five texts are each one unbroken word
// at the block limit (4000 characters), name and surname at theirs (100), against a baseline in the same
// process, runs alternated: an ordinary notice. Only the layout (line breaking, the scale search, the QR
// code) is timed, not the JPEG/PDF painting (bench/manifesto-render.mjs). A line breaking that
// cuts a long word one character at a time and measures again is roughly cubic (a 4000-character word held
// the event loop for minutes); pass --word 800 to compare with such a build within a sensible time.
//
//   node bench/manifesto-layout.mjs [--runs 20] [--word 4000] [--dist backend/dist]
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, ratio, ROOT } from './lib/platform.mjs';
import { report } from './lib/report.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const RUNS = Number(arg('runs', 20));
const WORD = Number(arg('word', 4000));
const dist = resolve(arg('dist', join(ROOT, 'backend', 'dist')));
const layoutFile = join(dist, 'modules', 'obituaries', 'manifesto', 'manifesto-layout.js');
if (!existsSync(layoutFile)) {
  console.error(`${layoutFile} is missing: run \`npm run build -w backend\` first (or pass --dist)`);
  process.exit(1);
}
const require = createRequire(layoutFile);
const { layoutManifesto } = require(layoutFile);
const { backgroundOf } = require('./manifesto-assets');

const block = (value, bold = false) => ({ value, bold, red: false });
const common = {
  gender: 'F',
  age: 87,
  photo: null,
  background: backgroundOf(1),
  symbol: 'croce',
  publishDate: new Date('2026-11-25T09:00:00Z'),
  link: 'https://ricordo.example/0001000',
};
const ordinary = {
  ...common,
  name: 'Giuseppina',
  surname: 'Esposito',
  texts: {
    firstSentence: block("È mancata all'affetto dei suoi cari all'età di [anni] anni"),
    family: block(
      'Ne danno il triste annuncio i figli Marco e Lucia con Paolo, i nipoti Giulia, Andrea e Sofia, la sorella Anna e i parenti tutti.',
    ),
    thanks: block('Un sentito ringraziamento al personale della RSA Villa Serena per le amorevoli cure.'),
    funeralInfo: block(
      'I funerali avranno luogo giovedì 27 novembre alle ore 10:30 nella chiesa parrocchiale di San Marco.\nLa salma riposerà nel cimitero di Monteverde.',
      true,
    ),
    announce: block('Si ringrazia fin d’ora quanti parteciperanno al dolore della famiglia.'),
  },
};
const letters = 'àbcdèfghìlmnòpqrstùvz';
const word = (index) =>
  Array.from({ length: WORD }, (_, at) => letters[(at * 7 + index) % letters.length]).join('');
const atLimits = {
  ...common,
  name: 'N'.repeat(100),
  surname: 'S'.repeat(100),
  texts: {
    firstSentence: block(word(0)),
    family: block(word(1)),
    thanks: block(word(2)),
    funeralInfo: block(word(3), true),
    announce: block(word(4)),
  },
};

const time = (input) => {
  const start = performance.now();
  const layout = layoutManifesto(input);
  const ms = performance.now() - start;
  if (layout.lines.length < 4) throw new Error('no lines laid out');
  return ms;
};
time(ordinary); // warm: fonts opened, glyph caches filled
time(atLimits);
const base = [];
const limits = [];
for (let run = 0; run < RUNS; run++) {
  base.push(time(ordinary));
  limits.push(time(atLimits));
}
const figures = {
  runs: RUNS,
  wordChars: WORD,
  dist,
  ordinaryMedianMs: Number(median(base).toFixed(2)),
  atLimitsMedianMs: Number(median(limits).toFixed(2)),
  atLimitsMaxMs: Number(Math.max(...limits).toFixed(2)),
  ratio: ratio(median(limits), median(base)),
};
report(`manifesto-layout-${WORD}`, figures);
