// The deceased and obituary forms (spec panels §2 "Deceased and obituary forms", §4 "Add deceased/obituary"
// and "Manifest", §5 "Obituary/deceased", §7): the demo funeral home adds a notice with its tombstone
// ('Aggiungi necrologio + Lapide'), answering the missing tombstone photo question; the same data again meets
// the duplicate question; the manifesto's JPEG (about 1080 px wide, under 300 KB) and print PDFs (A3 and
// 70x100 cm, with the name in the text) download; the notice is found in the home search of its comune. The
// admin adds a notice for the partner chosen in the selector.
import { expect, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expectNoSeriousViolations } from './support/axe';
import { FAMILY, PERSON, fillNotice } from './support/notice-form';
import { expectPath, login } from './support/platform';
import { expectNoSideScroll } from './support/side-scroll';

/** Width and height of a JPEG, from its start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1];
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  throw new Error('No JPEG frame header');
}

async function readPdf(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const text = (await parser.getText()).text;
    const pages = (await parser.getInfo({ parsePageInfo: true })).pages;
    return { text, pages: pages.map((page) => [Math.round(page.width), Math.round(page.height)]) };
  } finally {
    await parser.destroy();
  }
}

test('the partner adds a notice with its tombstone, meets the duplicate question, downloads the manifesto and finds the notice', async ({
  page,
}) => {
  await login(page, 'partnerdemo');
  await expectPath(page, '/partner-panel#deceased');
  await page.goto('/partner-panel#aggiungi-defunto');
  await expect(page.getByRole('heading', { name: 'Dati Lapide Digitale' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dati Manifesto' })).toBeVisible();
  await expect(page.getByLabel('Partner', { exact: true })).toHaveCount(0);

  // Nothing typed: the spec's messages, nothing sent.
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect(page.getByText('La prima riga è obbligatoria')).toBeVisible();
  await expect(page.getByText('Devi selezionare almeno un luogo di riferimento')).toBeVisible();
  await expect(page.getByText('Devi accettare i termini')).toBeVisible();
  await expect(page.locator('#obituary-name')).toBeFocused();

  await fillNotice(page);
  // The preview, made on blur once the mandatory data are there.
  await expect(page.getByRole('img', { name: 'Manifesto di Ersilia Montanari' })).toHaveAttribute(
    'src',
    /^data:image\/jpeg;base64,/,
    { timeout: 20_000 },
  );

  const saved = page.waitForResponse((answer) =>
    answer.url().endsWith('/api/obituaries/deceasedAndObituary'),
  );
  await page.getByRole('button', { name: 'Procedi' }).click();
  const photoQuestion = page.getByRole('dialog', { name: 'Attenzione' });
  await expect(photoQuestion).toContainText('Non hai caricato la foto della lapide, desideri continuare?');
  await photoQuestion.getByRole('button', { name: 'Si' }).click();
  const answer = (await (await saved).json()) as { data: { deceasedID: number } };
  const id = `000${answer.data.deceasedID}`;
  const success = page.getByRole('dialog', { name: 'Successo' });
  await expect(success).toContainText("Il defunto verra' caricato al piu' presto");
  // The result dialog's downloads (spec panels §2 "Memorial forms (admin)" 3): each link answers.
  await expect(success.getByRole('link', { name: 'Vai al defunto' })).toHaveAttribute(
    'href',
    `/memorial?${id}`,
  );
  await success.getByRole('button', { name: 'Indicazioni per le condoglianze' }).click();
  await expect(page.getByText('Il pdf è stato scaricato con successo')).toBeVisible();
  await success.getByRole('button', { name: 'Manifesto + Cartoncino Qr' }).click();
  await expect(page.getByText('Il Cartoncino è stato scaricato con successo')).toBeVisible({
    timeout: 20_000,
  });
  // A new tombstone has no plaque yet: the QR sheet says how to get one.
  await success.getByRole('button', { name: 'QR in formato A4' }).click();
  await expect(page.getByText(/Nessun QR code associato a questo defunto/)).toBeVisible();

  // The same data again: the duplicate question; 'No' sends nothing.
  await success.getByRole('button', { name: 'Aggiungine un altro' }).click();
  await expect(page.locator('#obituary-name')).toHaveValue('');
  await fillNotice(page);
  await page.getByRole('button', { name: 'Procedi' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Attenzione' });
  await expect(duplicate).toContainText(
    'Abbiamo rilevato un necrologio con gli stessi dati desideri continuare con il caricamento?',
  );
  await duplicate.getByRole('button', { name: 'No' }).click();
  await expect(page.locator('#obituary-name')).toHaveValue(PERSON.name);

  // The manifesto as a JPEG for WhatsApp, rendered after the save.
  let jpeg: Buffer = Buffer.alloc(0);
  await expect
    .poll(
      async () => {
        const image = await page.request.get(`/api/obituaries/manifest/${id}.jpg`);
        jpeg = image.ok() ? await image.body() : Buffer.alloc(0);
        return image.headers()['content-type'] ?? '';
      },
      { timeout: 20_000 },
    )
    .toBe('image/jpeg');
  const { width, height } = jpegSize(jpeg);
  expect(width).toBeGreaterThanOrEqual(1000);
  expect(width).toBeLessThanOrEqual(1200);
  expect(height).toBeGreaterThan(width);
  expect(jpeg.length).toBeLessThan(300 * 1024);
  console.log(`manifesto JPEG ${width}x${height}, ${jpeg.length} bytes`);

  // The print PDFs: A3 portrait (842 x 1191 pt) and 70 x 100 cm (1984 x 2835 pt), the name in the text.
  for (const [format, size] of [
    ['A3', [842, 1191]],
    ['70x100', [1984, 2835]],
  ] as const) {
    const pdf = await page.request.get(`/api/obituaries/manifestPdf/${id}?format=${format}`);
    expect(pdf.ok()).toBe(true);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const { text, pages } = await readPdf(await pdf.body());
    expect(pages).toEqual([size]);
    console.log(`manifesto PDF ${format}: ${pages[0].join('x')} pt`);
    expect(text.toLowerCase()).toContain('montanari');
    expect(text).toContain('Paolo e Giulia');
  }

  // The home search of its comune finds the notice.
  await page.goto('/');
  const accept = page.getByRole('button', { name: 'Accetta' });
  if (await accept.isVisible().catch(() => false)) await accept.click();
  const home = page.locator('[data-remote="mfe_public"]');
  await home.getByLabel('Cerca per nome').fill('Montanari');
  await home.getByLabel('Regione').selectOption({ label: 'Toscana' });
  await home.getByLabel('Provincia').selectOption({ label: 'Firenze (FI)' });
  await home.getByLabel('Comune').selectOption({ label: 'Firenze' });
  await home.getByRole('button', { name: 'Cerca' }).click();
  await expect(home.getByRole('article', { name: 'Ersilia Montanari' })).toBeVisible({ timeout: 15_000 });

  // 'Modifica necrologio' from the notices (#pages) opens the record in the kit's modal; the change is saved.
  await page.goto('/partner-panel#pages');
  await page.getByRole('button', { name: 'Modifica necrologio: Ersilia Montanari' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica necrologio' });
  await expect(edit.locator('#manifest-family')).toHaveValue(FAMILY);
  await expect(edit.getByRole('button', { name: 'Grassetto: Famiglia' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await edit.locator('#manifest-family').fill(`${FAMILY} con i nipoti`);
  await edit.getByRole('button', { name: 'Salva' }).click();
  const modified = page.getByRole('dialog', { name: 'Successo' });
  await expect(modified).toContainText('Defunto modificato con successo!');
  await modified.getByRole('button', { name: 'Chiudi' }).click();
  const record = await page.request.get(`/api/obituaries/record/${id}`);
  const texts = (
    (await record.json()) as { data: { manifestTexts: { family: { value: string; bold: boolean } } } }
  ).data.manifestTexts;
  expect(texts.family).toMatchObject({ value: `${FAMILY} con i nipoti`, bold: true });
});

test('the admin adds a notice for the partner chosen in the selector', async ({ page }) => {
  await login(page, 'adminricordo');
  await expectPath(page, '/admin-panel#qrcode');
  await page.goto('/admin-panel#aggiungi-necrologi');
  const partner = page.getByLabel('Partner', { exact: true });
  await expect(partner).toHaveValue('-1');
  await expect(partner.getByRole('option', { name: 'Nessuno' })).toBeAttached();
  await partner.selectOption({ label: 'Onoranze Funebri Bellini' });
  await expect(page.getByRole('heading', { name: 'Dati Lapide Digitale' })).toHaveCount(0);
  await fillNotice(page, { name: 'Gastone', surname: 'Lapini', birth: '1941-07-14', death: '2026-11-21' });
  await page.getByRole('radio', { name: 'Uomo' }).check();
  // 'Sesso' is a required radio group that axe accepts (aria-required belongs on role=radiogroup, not a plain fieldset).
  await expect(page.getByRole('radiogroup', { name: 'Sesso' })).toHaveAttribute('aria-required', 'true');
  await expectNoSeriousViolations(page, 'fieldset[role="radiogroup"]');

  const saved = page.waitForResponse((answer) => answer.url().endsWith('/api/obituaries/addPoster'));
  await page.getByRole('button', { name: 'Procedi' }).click();
  const answer = (await (await saved).json()) as {
    data: { deceasedID: number; partnerID: number; showPage: number };
  };
  const success = page.getByRole('dialog', { name: 'Successo' });
  await expect(success).toContainText("Il necrologio verra' caricato al piu' presto");
  expect(answer.data.showPage).toBe(0);

  const partners = await page.request.get('/api/admin/partners?list=partners&maxResults=100');
  const bellini = (
    (await partners.json()) as { data: { items: Array<{ ID: number; name: string }> } }
  ).data.items.find((item) => item.name === 'Onoranze Funebri Bellini');
  expect(answer.data.partnerID).toBe(bellini?.ID);
  await success.getByRole('button', { name: 'Chiudi' }).click();
  await expectPath(page, '/admin-panel#necrologi');

  // On a 360 px screen the whole form fits the width (nothing scrolls sideways).
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin-panel#aggiungi-defunto');
  await page.getByLabel('Pubblica anche il necrologio (Dati Manifesto)').check();
  await expect(page.getByRole('heading', { name: 'Dati Manifesto' })).toBeVisible();
  await expect(page.locator('#funeral-place-1-region')).toBeVisible();
  await expectNoSideScroll(page, '#aggiungi-defunto with the notice at 360 px');
});
