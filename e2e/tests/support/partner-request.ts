// A funeral home's request from /partner, as a visitor sends it (spec public §5 "Partner"): the form filled
// with a seat in Milan, the proof-of-work waited for, sent without media ('Si' to the question).
import { expect, type Page } from '@playwright/test';
import { expectPath } from './platform';

/** `username`: the one the form must derive from the name; otherwise any derived one is accepted. */
export async function sendPartnerRequest(
  page: Page,
  firm: { name: string; email: string; username?: string },
): Promise<void> {
  await page.goto('/partner');
  await expect(page.getByRole('heading', { level: 1, name: 'Lavora con noi' })).toBeVisible();
  await page.getByLabel(/^Nome azienda/).fill(firm.name);
  await page.getByLabel(/^Partita IVA/).fill(`IT${String(Date.now()).slice(-11)}`);
  await page.getByLabel(/^Codice SDI/).fill('M5UXCR1');
  const place = page.getByRole('group', { name: 'Sede' });
  await place.getByLabel(/^Regione/).selectOption({ label: 'Lombardia' });
  await place.getByLabel(/^Provincia/).selectOption({ label: 'Milano (MI)' });
  await place.getByLabel(/^Comune/).selectOption({ label: 'Milano' });
  await place.getByRole('textbox', { name: /^Indirizzo/ }).fill('Via Dante');
  await place.getByLabel(/^Civico/).fill('5');
  await page.getByRole('textbox', { name: /^Email/ }).fill(firm.email);
  // The username comes from the company name, read-only, once its availability is checked.
  const username = page.getByRole('textbox', { name: 'Username' });
  if (firm.username) await expect(username).toHaveValue(firm.username);
  else await expect(username).not.toHaveValue('');
  await page.getByRole('checkbox', { name: /termini e condizioni/ }).check();
  await expect(page.getByText('Verifica anti-spam completata')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Invia richiesta' }).click();
  const noMedia = page.getByRole('dialog');
  await expect(noMedia).toContainText('Non hai caricato nessun media, desideri continuare?');
  await noMedia.getByRole('button', { name: 'Si' }).click();
  await expectPath(page, '/partner-registrato');
  await expect(page.getByRole('heading', { name: 'Richiesta inviata' })).toBeVisible();
}
