// An edit form changes only what it shows, and saving a form unchanged changes nothing (spec panels §2
// "Deceased and obituary forms", docs/contracts.md "Edits keep what they are not sent"): each deceased /
// notice edit dialog of the panels ('Modifica necrologio', 'Modifica defunto' in the admin #necrologi and the
// partner #pages) opened on a record with every field filled, the aphorism included, and saved without a
// change: the record read back through the API is the same, field by field. (The client
// panel has no such dialog.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ROOT } from './support/paths';
import { csrf, expectPath, login } from './support/platform';

const PHOTO = join(ROOT, 'backend', 'assets', 'demo', 'memorial-1000-candle.jpg');
const APHORISM = 'Le parole che la famiglia ha scelto per lui.';
const MILAN = { region: 4, province: 15, location: 15146, cap: '20154' };
const SESTO = { region: 4, province: 15, location: 15209, cap: '20099' };
let serial = 0;

/** A notice with its tombstone, every field filled, added by the demo funeral home through the API. */
async function fullRecord(browser: Browser): Promise<{ id: number; surname: string }> {
  serial += 1;
  const surname = `Ritorno${Date.now().toString(36)}${serial}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, 'partnerdemo');
  await expectPath(page, '/partner-panel#deceased');
  const image = { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) };
  const block = (value: string, bold = false, red = false) => JSON.stringify({ value, bold, red });
  const answer = await page.request.post('/api/obituaries/deceasedAndObituary', {
    headers: { 'X-CSRF-Token': await csrf(page.request) },
    multipart: {
      'admin-add-name': 'Teodoro',
      'admin-add-surname': surname,
      'admin-add-gender': 'M',
      'admin-add-born-date': '1932/04/09',
      'admin-add-death-date': '2026/11/19',
      'admin-add-age': '94',
      'admin-add-aphorism': APHORISM,
      'admin-add-graveyard-name': 'Cimitero Monumentale',
      'admin-add-graveyard-region': String(MILAN.region),
      'admin-add-graveyard-province': String(MILAN.province),
      'admin-add-graveyard-city': String(MILAN.location),
      'admin-add-graveyard-cap': MILAN.cap,
      'admin-add-graveyard-address': '45.4850,9.1790',
      'referring-place': JSON.stringify([MILAN, SESTO]),
      'funeral-place': JSON.stringify([
        { name: 'Chiesa di San Marco', ...MILAN },
        { name: 'Sala del commiato', ...SESTO },
      ]),
      'funeral-date': '2026/11/23',
      // An hour ago at an odd second: the dialog shows the day only.
      publish_date: String(Math.floor(Date.now() / 1000) - 3_601),
      'obituary-editor': '<p>Una vita <strong>per gli altri</strong>.</p>',
      first_sentence: block('È mancato', true),
      family: block('Lo annunciano i figli', false, true),
      thanks: block('Si ringrazia il personale'),
      funeral_info: block('Il funerale lunedì alle 10'),
      announce: block('Ne danno il triste annuncio'),
      bg: '2',
      terms: '1',
      photo: image,
      'photo-lapide': image,
      manifest_photo: image,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const id = ((await answer.json()) as { data: { deceasedID: number } }).data.deceasedID;
  await context.close();
  return { id, surname };
}

async function recordOf(page: Page, id: number): Promise<Record<string, unknown>> {
  const answer = await page.request.get(`/api/obituaries/record/000${id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

const ADMIN = {
  panel: 'admin',
  user: 'adminricordo',
  home: '/admin-panel#qrcode',
  hash: '/admin-panel#necrologi',
};
const PARTNER = {
  panel: 'partner',
  user: 'partnerdemo',
  home: '/partner-panel#deceased',
  hash: '/partner-panel#pages',
};
const CASES = [
  { ...ADMIN, action: 'Modifica necrologio' },
  { ...ADMIN, action: 'Modifica defunto' },
  { ...PARTNER, action: 'Modifica necrologio' },
  { ...PARTNER, action: 'Modifica defunto' },
] as const;

for (const { panel, user, home, hash, action } of CASES) {
  test(`${panel} '${action}' saved without changes leaves the record as it was`, async ({
    page,
    browser,
  }) => {
    const { id, surname } = await fullRecord(browser);
    await login(page, user);
    await expectPath(page, home);
    const before = await recordOf(page, id);
    expect(before.aphorism).toBe(APHORISM);

    await page.goto(hash);
    const search = page.getByRole('search', { name: 'Cerca un necrologio' });
    if (await search.isVisible({ timeout: 5_000 }).catch(() => false)) {
      await search.getByLabel('Nome del defunto').fill(surname);
      await search.getByRole('button', { name: 'Cerca' }).click();
    }
    await page.getByRole('button', { name: `${action}: Teodoro ${surname}` }).click();
    const dialog = page.getByRole('dialog', { name: action });
    await expect(dialog.locator('#obituary-name')).toHaveValue('Teodoro', { timeout: 15_000 });
    await expect(dialog.getByLabel('Frase sulla lapide')).toHaveValue(APHORISM);

    const call = action === 'Modifica necrologio' ? 'obituaryModify' : 'deceasedModify';
    const saved = page.waitForResponse((answer) => answer.url().endsWith(`/api/obituaries/${call}`));
    await dialog.getByRole('button', { name: 'Salva' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('dialog', { name: 'Successo' })).toContainText(
      'Defunto modificato con successo!',
    );

    expect(await recordOf(page, id)).toEqual(before);
  });
}
