// The visitor's dedication order on /flowers (spec public §2, §4 "Dedication order"): the form filled the same
// way in every journey, and the demo's test checkout paid.
import { expect, type Page } from '@playwright/test';

export interface Giver {
  email: string;
  text: string;
  signature?: string;
}

/** Fills the order form as a visitor: the dedication, personal data, a Milan address, e-mail contact, terms. */
export async function fillOrderForm(page: Page, giver: Giver): Promise<void> {
  const form = page.locator('form.pub-flowers');
  await form.getByRole('textbox', { name: /^Testo della dedica/ }).fill(giver.text);
  if (giver.signature) {
    await form.getByRole('radio', { name: 'Firmata' }).check();
    await form.getByRole('textbox', { name: /^Firma/ }).fill(giver.signature);
  }
  await form.getByRole('textbox', { name: /^Nome/ }).fill('Lucia');
  await form.getByRole('textbox', { name: /^Cognome/ }).fill('Bianchi');
  await form.getByRole('textbox', { name: /^Email/ }).fill(giver.email);
  await form.getByRole('textbox', { name: /^Codice fiscale/ }).fill('BNCLCU80A41F205X');
  await form.getByLabel(/^Regione/).selectOption({ label: 'Lombardia' });
  await form.getByLabel(/^Provincia/).selectOption({ label: 'Milano (MI)' });
  await form.getByLabel(/^Comune/).selectOption({ label: 'Milano' });
  await form.getByRole('textbox', { name: /^Indirizzo/ }).fill('Via Brera');
  await form.getByRole('textbox', { name: /^Civico/ }).fill('12');
  await form.getByRole('radio', { name: 'Email' }).check();
  await form.getByRole('checkbox', { name: /termini e condizioni/ }).check();
  await form.getByRole('checkbox', { name: /condizioni di vendita/ }).check();
}

/** Submits the form and pays in the test checkout; answers the order id shown on /Conferma. */
export async function payWithTestCheckout(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Procedi al pagamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagamento' });
  await expect(dialog.getByRole('heading', { name: 'Pagamento di prova' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Paga' }).click();
  await expect(page.getByRole('heading', { name: 'Grazie per la tua dedica' })).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe('/Conferma');
  expect(url.searchParams.get('deceasedID')).toBe('0001000');
  return Number(url.searchParams.get('data'));
}
