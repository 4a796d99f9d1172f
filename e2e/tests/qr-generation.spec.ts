// 'Nuovi QR code' (spec panels §2 #richiedi-qrcode, §5 "QR generation", §7 generateQrcode;
// docs/contracts.md "Plaques" → "QR generation and administration"). The demo admin refuses 0 and 501 with
// the spec's messages, generates 3 codes, downloads the A4 and grid print sheets and finds those codes in
// them (read with pdf-parse); the new codes head the QR administration table of #qrcode.
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expectPath, login } from './support/platform';

async function readPdf(download: Download) {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(await download.path())) });
  try {
    const text = (await parser.getText()).text;
    const pages = (await parser.getInfo({ parsePageInfo: true })).pages;
    return { text, pages: pages.map((page) => [Math.round(page.width), Math.round(page.height)]) };
  } finally {
    await parser.destroy();
  }
}

async function download(page: Page, linkName: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).click(),
  ]);
  return file;
}

test('the admin generates 3 QR codes, 0 and 501 are refused, and both print sheets hold those codes', async ({
  page,
}) => {
  await login(page, 'adminricordo');
  await expectPath(page, '/admin-panel#qrcode');
  await page.getByRole('link', { name: 'Nuovi QR code' }).click();
  await expectPath(page, '/admin-panel#richiedi-qrcode');

  const field = page.getByRole('textbox', { name: /^Numero di QR code da generare/ });
  const generate = page.getByRole('button', { name: 'Genera QR code' });
  for (const [amount, message] of [
    ['0', 'Devi inserire un numero superiore allo 0'],
    ['501', 'Il numero massimo di qrCode inseribili e` 500'],
  ] as const) {
    await field.fill(amount);
    await generate.click();
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
    await expect(field).toBeFocused();
  }

  await field.fill('3');
  await generate.click();
  const list = page.getByRole('region', { name: 'QR code appena generati' });
  await expect(list.getByText('3 QR code generati')).toBeVisible();
  const rows = list.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4);
  const made: Array<{ code: string; verification: string }> = [];
  for (const row of (await rows.all()).slice(1)) {
    const cells = await row.getByRole('cell').allTextContents();
    made.push({ code: cells[1], verification: cells[2] });
  }
  for (const { code, verification } of made) {
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(verification).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  }

  // 'Visualizza qr-code' is the plaque's PNG.
  const image = await list.getByRole('link', { name: 'Visualizza qr-code' }).first().getAttribute('href');
  const png = await page.request.get(image as string);
  expect(png.headers()['content-type']).toBe('image/png');

  const a4 = await readPdf(await download(page, 'Scarica QR in formato A4 (PDF)'));
  expect(a4.pages).toEqual([
    [595, 842],
    [595, 842],
    [595, 842],
  ]);
  for (const { code, verification } of made) {
    expect(a4.text).toContain(code);
    expect(a4.text).toContain(verification);
  }

  const grid = await readPdf(await download(page, 'Scarica QR in griglia (PDF)'));
  expect(grid.pages).toEqual([[595, 842]]);
  for (const { code } of made) expect(grid.text).toContain(code);

  // The new codes head the QR administration table (newest first).
  await page.getByRole('link', { name: 'QR code', exact: true }).first().click();
  await expectPath(page, '/admin-panel#qrcode');
  const table = page.getByRole('region', { name: 'Gestione QR code' });
  for (const { code } of made)
    await expect(table.getByRole('cell', { name: code, exact: true })).toBeVisible();
});
