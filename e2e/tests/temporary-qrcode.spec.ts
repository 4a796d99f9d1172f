// Temporary codes: the demo partner requests a 'QrCode temporaneo (30gg)' in its panel and sees it
// in the #qrcode table; its scan opens activation while it is valid; the partner buys it as permanent through
// the test checkout. Expiry needs the server's clock 31 days ahead, which a browser cannot move: the backend
// test (temporary-qrcodes.spec.ts) moves the clock, runs the job and checks that the scan of that code
// redirects to /qrcode-scaduto; here the browser checks that this page explains it kindly.
import { expect, test, type Page } from '@playwright/test';
import { expectPath, login } from './support/platform';

function panel(page: Page) {
  return page.locator('[data-remote="mfe_partner"]');
}

function inThirtyDays(): string {
  return new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + 30 * 86_400_000));
}

test('the demo partner requests a temporary code, sees it, its scan opens activation, and buys it as permanent', async ({
  page,
}) => {
  await login(page, 'partnerdemo');
  await expectPath(page, '/partner-panel#deceased');
  await page.goto('/partner-panel#qrcode');
  await panel(page).getByRole('button', { name: 'Richiedi QrCode temporaneo (30gg)' }).click();

  const made = panel(page).getByRole('status').filter({ hasText: 'Nuovo QrCode temporaneo' });
  await expect(made).toContainText(`vale 30 giorni, fino al ${inThirtyDays()}`);
  const code = /QrCode ([A-Z0-9]{10}),/.exec((await made.textContent()) ?? '')?.[1];
  expect(code).toBeTruthy();

  // The table shows the new code (its code filter is set to it).
  await expect(panel(page).getByLabel('Codice')).toHaveValue(code!);
  const row = panel(page).getByRole('row', { name: new RegExp(code!) });
  await expect(row).toContainText('Temporaneo');
  await expect(row).toContainText('Da attivare');
  await expect(row).toContainText(inThirtyDays());
  const image = await page.request.get(
    (await row.getByRole('link', { name: /QR lapide/ }).getAttribute('href'))!,
  );
  expect(image.headers()['content-type']).toBe('image/png');

  // While valid, the plaque's scan opens activation with the code filled in.
  const scan = await page.request.get(`/qr/${code}`, { maxRedirects: 0 });
  expect(scan.status()).toBe(302);
  expect(scan.headers().location).toBe(`/activate-qrCode?code=${code}`);

  // 'Acquista': the public page with the platform's test checkout; then the code is permanent.
  await row.getByRole('link', { name: `Acquista ${code} come QrCode permanente` }).click();
  await expectPath(page, `/buy-qrCode?temporary=${code}`);
  await expect(page.getByRole('heading', { level: 1, name: `Acquista il QrCode ${code}` })).toBeVisible();
  await expect(page.getByText('50,00 €')).toBeVisible();
  await page.getByRole('button', { name: 'Procedi all’acquisto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagamento' });
  await expect(dialog.getByRole('heading', { name: 'Pagamento di prova' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Paga' }).click();
  await expect(page.getByText(`Acquisto completato: il QrCode ${code} è ora permanente.`)).toBeVisible();
  await page.getByRole('link', { name: 'Torna ai tuoi QrCode' }).click();
  await expectPath(page, '/partner-panel#qrcode');
  const bought = panel(page).getByRole('row', { name: new RegExp(code!) });
  await expect(bought).toContainText('Permanente');
  await expect(bought.getByRole('link', { name: /Acquista/ })).toHaveCount(0);
});

test('the scan of an expired temporary code lands on a kind page that explains and offers a permanent plaque', async ({
  page,
}) => {
  // The redirect of an expired code to this page is checked by the backend test with the clock moved 31 days.
  await page.goto('/qrcode-scaduto?code=ABCD2345EF');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Questo QR code non è più attivo' }),
  ).toBeVisible();
  await expect(page.getByText(/Il QR code ABCD2345EF era un codice temporaneo/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('link', { name: 'Acquista la targa QR' }).click();
  await expectPath(page, '/buy-qrCode');
  await expect(page.getByRole('heading', { level: 1, name: 'Acquista la lapide digitale' })).toBeVisible();
});
