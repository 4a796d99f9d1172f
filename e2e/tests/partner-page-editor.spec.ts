// The partner page editor (spec panels §2 "Partner page editor", §3 "Partner page", §7 partnerEdit, §8, §9):
// the demo partner edits its page from /partner-panel#partner-page (name, description, logo, one photo, a
// social link) and the public page, opened by 'Visualizza pagina' in a new tab, shows each change at once;
// with 50 photos (seeded through the API) the 51st is refused with MAX_IMAGES_REACHED; another partner, a
// client and a visitor get ACCESS_DENIED.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ROOT } from './support/paths';
import { csrf, expectPath, login } from './support/platform';

/** Real photos for the server to read and re-encode (the demo's, shipped with the project). */
const PHOTO = join(ROOT, 'backend', 'assets', 'demo', 'memorial-1000-candle.jpg');
const LOGO = join(ROOT, 'backend', 'assets', 'demo', 'memorial-1000-flowers.jpg');
const DEMO_NAME = 'Onoranze Funebri Bellini';
/** The start of an MP4 (an `ftyp` box, brand isom) and filler: what the server's type check reads. */
const MP4 = {
  name: 'sala.mp4',
  mimeType: 'video/mp4',
  buffer: Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2avc1mp41', 'latin1'),
    Buffer.alloc(256 * 1024, 0x11),
  ]),
};
const DENIED = "Devi essere loggato come partner o amministratore per poter effettuare l'operazione";

interface PartnerPage {
  ID: number;
  name: string;
  description: string | null;
  logo: string | null;
  media: string[];
  video: string | null;
  social: Array<{ network: string; url: string }>;
}

/** partnerEdit through the API, as the signed-in user of this request context (or a visitor). */
async function partnerEdit(
  request: APIRequestContext,
  fields: Record<string, string>,
  photo = false,
): Promise<{ status: number; errorCode: string | null; message: string }> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    ...fields,
  };
  if (photo) multipart.file = { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) };
  const answer = await request.post('/api/partners/partnerEdit', {
    headers: { 'X-CSRF-Token': await csrf(request) },
    multipart,
  });
  const body = (await answer.json()) as { errorCode: string | null; message: string };
  return { status: answer.status(), errorCode: body.errorCode, message: body.message };
}

async function publicPage(request: APIRequestContext, id: number): Promise<PartnerPage> {
  const answer = await request.get(`/api/partners/getPartnerPage/${id}`);
  return ((await answer.json()) as { data: PartnerPage }).data;
}

async function openEditor(page: Page): Promise<void> {
  await page.goto('/partner-panel#partner-page');
  await expect(page.getByRole('heading', { name: 'Pagina partner', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifica nome' })).toBeVisible();
}

test('the partner edits its page and the public page shows it; the 51st photo is refused', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, 'partnerdemo');
  await expectPath(page, '/partner-panel#deceased');
  const own = (await (await page.request.get('/api/partners/ownPartnerPage')).json()) as {
    data: PartnerPage;
  };
  const id = own.data.ID;
  const originalDescription = own.data.description;
  const name = `Onoranze Bellini ${Date.now()}`;

  try {
    await openEditor(page);

    // Name, in the 'edit field' modal; an empty one first.
    await page.getByRole('button', { name: 'Modifica nome' }).click();
    let dialog = page.getByRole('dialog', { name: 'Modifica nome' });
    await dialog.getByLabel('Nome').fill('');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(dialog.getByText('Non pui lasciare vuoto il campo')).toBeVisible();
    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('partner-page-name')).toHaveText(name);

    // Description (rich text).
    await page.getByRole('button', { name: 'Modifica descrizione' }).click();
    dialog = page.getByRole('dialog', { name: 'Modifica descrizione' });
    const text = dialog.getByRole('textbox', { name: 'Descrizione' });
    await text.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await text.pressSequentially('Al vostro fianco dal 1962');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Al vostro fianco dal 1962')).toBeVisible();

    // Logo, in the 'edit logo' modal.
    await page.getByRole('button', { name: 'Modifica logo' }).click();
    dialog = page.getByRole('dialog', { name: 'Modifica logo' });
    await dialog.getByLabel('Logo').setInputFiles(LOGO);
    await dialog.getByRole('button', { name: 'Carica logo' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('img', { name: `Logo ${name}` })).toHaveAttribute(
      'src',
      new RegExp(`^/media/partner/p${id}/`),
    );

    // One photo, then the lightbox on it.
    const before = own.data.media.length;
    await page.getByLabel('Aggiungi foto').setInputFiles(PHOTO);
    await page.getByRole('button', { name: 'Carica foto' }).click();
    await expect(page.getByText(`${before + 1} di 50 foto`)).toBeVisible();
    await page.getByRole('button', { name: `Apri la foto ${before + 1}` }).click();
    await expect(page.getByRole('dialog').getByRole('img', { name: `Foto ${before + 1}` })).toBeVisible();
    await page.keyboard.press('Escape');

    // A social link.
    await page.getByLabel('Instagram').fill('https://www.instagram.com/onoranzebellini');
    await page.getByRole('button', { name: 'Salva' }).last().click();
    await expect
      .poll(async () => (await publicPage(page.request, id)).social.map((link) => link.network))
      .toEqual(['instagram', 'facebook']);

    // The video, uploaded with its percentage.
    await page.getByLabel('Scegli il video').setInputFiles(MP4);
    await page.getByRole('button', { name: 'Carica video' }).click();
    await expect(page.getByRole('button', { name: 'Elimina video' })).toBeVisible();

    // The public page, opened by the icon in a new tab, shows all of it at once.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Visualizza pagina' }).click(),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).search).toBe(`?${id}`);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(tab.getByText('Al vostro fianco dal 1962')).toBeVisible();
    const stored = await publicPage(page.request, id);
    await expect(tab.locator('.pub-partner-logo')).toHaveAttribute('src', stored.logo!);
    const added = stored.media[stored.media.length - 1];
    expect(added).toMatch(new RegExp(`^/media/partner/p${id}/`));
    await expect(tab.locator(`.pub-partner-gallery img[src="${added}"]`)).toBeVisible();
    await expect(tab.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/onoranzebellini',
    );
    await expect(tab.getByRole('link', { name: 'Facebook' })).toBeVisible();
    expect(stored.video).toMatch(new RegExp(`^/media/partner/p${id}/.+\\.mp4$`));
    await expect(tab.locator('video.pub-partner-video')).toHaveAttribute('src', stored.video!);
    // The server's first paint too (the cached page was dropped).
    const html = await (await page.request.get(`/partner-page?${id}`)).text();
    expect(html).toContain(name);
    expect(html).toContain(added);
    await tab.close();

    // Up to 50 photos through the API, then the 51st from the editor and from the API.
    const count = (await publicPage(page.request, id)).media.length;
    for (let index = count; index < 50; index++) {
      const answer = await partnerEdit(
        page.request,
        { partnerid: String(id), 'edit-type': 'add-image' },
        true,
      );
      expect(answer.status, answer.message).toBe(200);
    }
    await page.reload();
    await expect(page.getByText('50 di 50 foto')).toBeVisible();
    await page.getByLabel('Aggiungi foto').setInputFiles(PHOTO);
    await page.getByRole('button', { name: 'Carica foto' }).click();
    await expect(page.getByText('Hai superato il limite delle 50 foto')).toBeVisible();
    await expect(page.getByText('50 di 50 foto')).toBeVisible();
    const refused = await partnerEdit(
      page.request,
      { partnerid: String(id), 'edit-type': 'add-image' },
      true,
    );
    expect(refused).toMatchObject({ status: 400, errorCode: 'MAX_IMAGES_REACHED' });
    expect((await publicPage(page.request, id)).media).toHaveLength(50);
  } finally {
    // Leave the demo page as other journeys expect it: name, description, no photo or link of this test.
    const restore = async (fields: Record<string, string>) =>
      expect((await partnerEdit(page.request, { partnerid: String(id), ...fields })).status).toBe(200);
    await restore({ 'edit-type': 'name', content: DEMO_NAME });
    if (originalDescription) await restore({ 'edit-type': 'description', content: originalDescription });
    await restore({ 'edit-type': 'social', content: JSON.stringify({ instagram: '' }) });
    if ((await publicPage(page.request, id)).video) await restore({ 'edit-type': 'remove-video' });
    const left = (await publicPage(page.request, id)).media.filter((url) => !own.data.media.includes(url));
    for (const url of left) await restore({ 'edit-type': 'remove-image', content: url });
  }
});

test('another partner, a client and a visitor get ACCESS_DENIED', async ({ browser, request }) => {
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await login(ownerPage, 'partnerdemo');
  await expectPath(ownerPage, '/partner-panel#deceased');
  const id = (
    (await (await ownerPage.request.get('/api/partners/ownPartnerPage')).json()) as { data: PartnerPage }
  ).data.ID;
  await owner.close();
  const edit = { partnerid: String(id), 'edit-type': 'name', content: 'Pagina presa' };

  for (const [username, landing] of [
    ['lampadedemo', '/lampade-panel#lampade'],
    ['clientedemo', '/client-panel#account'],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await login(page, username);
    await expectPath(page, landing);
    expect(await partnerEdit(page.request, edit)).toEqual({
      status: 403,
      errorCode: 'ACCESS_DENIED',
      message: DENIED,
    });
    const photo = await partnerEdit(page.request, { partnerid: String(id), 'edit-type': 'add-image' }, true);
    expect(photo).toMatchObject({ status: 403, errorCode: 'ACCESS_DENIED' });
    await context.close();
  }

  expect(await partnerEdit(request, edit)).toEqual({
    status: 403,
    errorCode: 'ACCESS_DENIED',
    message: DENIED,
  });
  expect((await publicPage(request, id)).name).toBe(DEMO_NAME);
});
