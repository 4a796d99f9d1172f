// The partner's and the admin's notice form ('Aggiungi necrologio'): filling its mandatory data the same way
// in every journey (the duplicate check compares them).
import { expect, type Page } from '@playwright/test';

export const PERSON = { name: 'Ersilia', surname: 'Montanari', birth: '1938-03-02', death: '2026-11-20' };
export const FAMILY = 'Ne danno il triste annuncio i figli Paolo e Giulia';

/** Region → province → comune of one cascade of the form (its selects are `#{prefix}-region` …). */
export async function florence(page: Page, prefix: string) {
  await page.locator(`#${prefix}-region`).selectOption({ label: 'Toscana' });
  await page.locator(`#${prefix}-province`).selectOption({ label: 'Firenze (FI)' });
  await page.locator(`#${prefix}-city`).selectOption({ label: 'Firenze' });
}

/** Dati Defunto and the notice's mandatory data; `family` is the 'Famiglia' block's text. */
export async function fillNotice(page: Page, person = PERSON, family = FAMILY) {
  await page.locator('#obituary-name').fill(person.name);
  await page.locator('#obituary-surname').fill(person.surname);
  await page.getByRole('radio', { name: 'Donna' }).check();
  await page.locator('#obituary-birth').fill(person.birth);
  await page.locator('#obituary-death').fill(person.death);
  await florence(page, 'obituary-graveyard');
  await expect(page.locator('#obituary-graveyard-cap')).not.toHaveValue('');
  await florence(page, 'obituary-referring-zone-1');
  await page.locator('#manifest-family').fill(family);
  await page.getByRole('button', { name: 'Grassetto: Famiglia' }).click();
  await page.locator('#funeral-place-1-name').fill('Basilica di Santa Croce');
  await florence(page, 'funeral-place-1');
  await page.getByLabel('Accetto i termini e le condizioni del servizio').check();
}
