// The text pages, the prices and the contact form — its field messages, the proof-of-work captcha
// solved in the browser, the message delivered over real SMTP to the staff, and a POST without a solution
// refused by the server.
import { expect, test } from '@playwright/test';
import { lastMailId, waitForMail } from './support/mailbox';

/** CONTACT_TO of the platform started by playwright.config.ts. */
const STAFF = 'assistenza@ricordo.example';

test.describe('contact form', () => {
  test('each empty or invalid field shows its message', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contatti' })).toBeVisible();
    await expect(page.getByText('Lunedì - Venerdì 09:00-13:00 e 15:00-18:00')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill('non-una-mail');
    await page.getByRole('button', { name: 'Invia' }).click();
    for (const message of [
      'Nome obbligatorio',
      'Cognome obbligatorio',
      'Email non valida',
      'Oggetto obbligatorio',
      'Messaggio obbligatorio',
      'Devi accettare i termini',
    ])
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toBeFocused();
  });

  test('a valid message solves the captcha in the browser and reaches the staff by e-mail', async ({
    page,
  }) => {
    const seen = await lastMailId();
    const subject = `Targa da attivare ${Date.now()}`;
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Lucia');
    await page.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Ferri');
    await page.getByRole('textbox', { name: 'Email' }).fill('lucia.ferri@example.it');
    await page.getByRole('textbox', { name: 'Oggetto' }).fill(subject);
    await page
      .getByRole('textbox', { name: 'Messaggio' })
      .fill('Buongiorno,\nnon riesco ad attivare la targa.');
    await page.getByRole('checkbox').check();
    await expect(page.getByTestId('captcha-status')).toHaveText('Verifica anti-spam completata', {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Invia' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Successo', { exact: true })).toBeVisible();
    await expect(
      dialog.getByText('Messaggio inviato con successo la contatteremo al piu` presto'),
    ).toBeVisible();

    const mail = await waitForMail(STAFF, new RegExp(subject), seen);
    expect(mail.text).toContain('Lucia Ferri (lucia.ferri@example.it)');
    expect(mail.text).toContain('non riesco ad attivare la targa.');
  });

  test('the server refuses a message without a captcha solution', async ({ page }) => {
    await page.goto('/contact');
    const token = (await (await page.request.get('/api/auth/securitytoken')).json()) as {
      data: { _csrf: string };
    };
    const response = await page.request.post('/api/content/contact', {
      headers: { 'X-CSRF-Token': token.data._csrf },
      data: {
        name: 'Lucia',
        surname: 'Ferri',
        email: 'lucia.ferri@example.it',
        object: 'Senza verifica',
        content: 'Un messaggio senza soluzione del captcha.',
        terms: 'true',
      },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { response: string; errorCode: string; message: string };
    expect(body).toMatchObject({ response: 'fail', errorCode: 'CAPTCHA_INVALID' });
    expect(body.message).toMatch(/Verifica anti-spam non riuscita/);
  });
});

test.describe('text pages', () => {
  test("prices: 'Variabile' for real flowers, '2,00 €' for the candle", async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Prodotti e prezzi' })).toBeVisible();
    await expect(page.locator('[data-product="fiori-reali"]')).toContainText('Variabile');
    await expect(page.locator('[data-product="dedica-cero"]')).toContainText('2,00 €');
    await expect(page.locator('[data-product="qr-code+shipping"]')).toContainText('107,00 €');
  });

  test('the menu reaches what it is and how it works; the legal pages open', async ({ page }) => {
    for (const [path, title] of [
      ['/information', "Cos'è Ricordo"],
      ['/how-it-works', 'Come funziona'],
      ['/terms', "Termini e condizioni d'uso"],
      ['/buy-terms', 'Condizioni di vendita'],
      ['/privacy', 'Informativa sulla privacy'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    await expect(page.getByText(/entro 1 mese dalla richiesta, prorogabile fino a 3 mesi/)).toBeVisible();
  });
});
