// The admin's 'Modifica pagina' of a funeral home's page from #partners (spec panels §2
// "Partner page editor": the same editor the partner has, opened for any accepted partner), and the admin's
// edit of a digital tombstone from #pages ('Modifica defunto', spec panels §2
// "Deceased and obituary forms"). The admin adds a tombstone through the API (the form asks for a referring
// place, which the demo memorial 1000 has not, and none can be taken away again), changes its sentence in the
// dialog, and visitors read the new one on its memorial page (server-rendered and once running); the admin
// puts the original back through the same dialog, the record reads as it was, and the tombstone is deleted.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { csrf, expectPath, login } from './support/platform';

const ORIGINAL = 'Il tuo ricordo è la nostra forza.';

async function post(
  page: Page,
  path: string,
  options: { form?: Record<string, string>; multipart?: Record<string, string> },
) {
  const answer = await page.request.post(path, { headers: { 'X-CSRF-Token': await csrf(page) }, ...options });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

async function recordOf(page: Page, id: number): Promise<Record<string, unknown>> {
  const answer = await page.request.get(`/api/obituaries/record/000${id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

/** Opens 'Modifica defunto' of the tombstone from #pages, sets its sentence, saves. */
async function saveSentence(page: Page, name: string, sentence: string, before: string): Promise<void> {
  await page.goto('/admin-panel#pages');
  await page.getByLabel('Cerca per nome').fill(name.split(' ')[1]);
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  await page.getByRole('button', { name: `Modifica defunto: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifica defunto' });
  const field = dialog.getByLabel('Frase sulla lapide');
  await expect(field).toHaveValue(before, { timeout: 15_000 });
  await field.fill(sentence);
  const saved = page.waitForResponse((answer) => answer.url().endsWith('/api/obituaries/deceasedModify'));
  await dialog.getByRole('button', { name: 'Salva' }).click();
  const answer = await saved;
  expect(answer.status(), await answer.text()).toBe(200);
  const done = page.getByRole('dialog', { name: 'Successo' });
  await expect(done).toContainText('Defunto modificato con successo!');
  await done.getByRole('button').first().click();
  await expect(dialog).toBeHidden();
}

/** The text of server-rendered HTML as read (apostrophes and quotes may be escaped). */
function unescape(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** What a visitor reads: the server's first paint and the page once running. */
async function visitorReads(browser: Browser, baseURL: string, id: number, sentence: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const html = await (await context.request.get(`/memorial?000${id}`)).text();
  expect(unescape(html)).toContain(sentence);
  const visitor = await context.newPage();
  await visitor.goto(`/memorial?000${id}`);
  await expect(
    visitor.locator('[data-remote="mfe_public"] .pub-aphorism', { hasText: sentence }),
  ).toBeVisible();
  await context.close();
}

test("the admin changes a tombstone's sentence in 'Modifica defunto', visitors read it, then it is restored", async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, 'adminricordo');
  await expectPath(page, '/admin-panel#qrcode');
  const surname = `Frasi${Date.now().toString(36)}`;
  const name = `Ottorino ${surname}`;
  const milan = { region: 4, province: 15, location: 15146, cap: '20121' };
  const created = await post(page, '/api/obituaries/addDeceased', {
    multipart: {
      'admin-add-name': 'Ottorino',
      'admin-add-surname': surname,
      'admin-add-gender': 'M',
      'admin-add-born-date': '1931/02/11',
      'admin-add-death-date': '2026/10/30',
      'admin-add-aphorism': ORIGINAL,
      'admin-add-graveyard-name': 'Cimitero Maggiore',
      'admin-add-graveyard-region': String(milan.region),
      'admin-add-graveyard-province': String(milan.province),
      'admin-add-graveyard-city': String(milan.location),
      'admin-add-graveyard-cap': milan.cap,
      'referring-place': JSON.stringify([milan]),
      partnerid: '-1',
      terms: '1',
    },
  });
  const id = Number(created.deceasedID);
  expect(id).toBeGreaterThan(0);
  try {
    const before = await recordOf(page, id);
    expect(before.aphorism).toBe(ORIGINAL);
    await visitorReads(browser, baseURL as string, id, ORIGINAL);
    const changed = `Nel cuore di chi resta, per sempre. ${surname}`;

    await saveSentence(page, name, changed, ORIGINAL);
    expect((await recordOf(page, id)).aphorism).toBe(changed);
    await visitorReads(browser, baseURL as string, id, changed);

    await saveSentence(page, name, ORIGINAL, changed);
    expect(await recordOf(page, id)).toEqual(before);
    await visitorReads(browser, baseURL as string, id, ORIGINAL);
  } finally {
    await post(page, '/api/admin/deceasedDelete', { form: { deceasedID: String(id) } });
  }
  expect((await page.request.get(`/api/deceased/deceasedData/${id}`)).status()).toBe(404);
});

const DEMO_PARTNER = 'Onoranze Funebri Bellini';

/** The demo funeral home's public page, as visitors' pages read it. */
async function partnerPage(page: Page, id: number): Promise<{ name: string }> {
  const answer = await page.request.get(`/api/partners/getPartnerPage/${id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { name: string } }).data;
}

/** Renames the page in the editor's 'Modifica nome' dialog. */
async function renameInEditor(
  page: Page,
  editor: ReturnType<Page['getByRole']>,
  name: string,
): Promise<void> {
  await editor.getByRole('button', { name: 'Modifica nome' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifica nome' });
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(editor.getByTestId('partner-page-name')).toHaveText(name);
}

test("the admin renames a funeral home's page in 'Modifica pagina'; visitors read it; the name is put back", async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, 'adminricordo');
  await expectPath(page, '/admin-panel#qrcode');
  await page.goto('/admin-panel#partners');
  // The accepted partners' table (the section also holds the requests' table).
  const partners = page
    .locator('section', { has: page.getByRole('heading', { level: 3, name: 'Partner', exact: true }) })
    .last();
  // Newest first: the demo home is the oldest, on the first page once it shows 100 rows.
  await partners.getByLabel('Righe per pagina').selectOption('100');
  const open = partners.getByRole('button', { name: `Modifica pagina ${DEMO_PARTNER}` });
  const id = Number(await open.locator('xpath=..').getAttribute('data-partner'));
  expect(id).toBeGreaterThan(0);
  const renamed = `${DEMO_PARTNER} ${Date.now().toString(36)}`;
  try {
    await open.click();
    const editor = page.getByRole('dialog', { name: `Modifica pagina: ${DEMO_PARTNER}` });
    await renameInEditor(page, editor, renamed);
    expect((await partnerPage(page, id)).name).toBe(renamed);
    const visitor = await browser.newContext({ baseURL });
    const tab = await visitor.newPage();
    await tab.goto(`/partner-page?${id}`);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(renamed);
    await visitor.close();

    await renameInEditor(page, editor, DEMO_PARTNER);
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    await expect(partners.getByRole('button', { name: `Modifica pagina ${DEMO_PARTNER}` })).toBeVisible();
  } finally {
    if ((await partnerPage(page, id)).name !== DEMO_PARTNER) {
      await post(page, '/api/partners/partnerEdit', {
        multipart: { partnerid: String(id), 'edit-type': 'name', content: DEMO_PARTNER },
      });
    }
  }
  expect((await partnerPage(page, id)).name).toBe(DEMO_PARTNER);
});
