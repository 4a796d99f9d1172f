// The partner panel's partners table, its 'Modifica dati' (company
// data and the page address as street, CAP, comune and province) and the orders table. partnerdemo moves its
// page to number 14 of the same street and sees 'Via Giuseppe Verdi 14, 20121 Milano (MI)' on its public
// page; afterwards the address goes back to number 12, as the demo page and other journeys show it.
import { expect, test, type Page } from '@playwright/test';
import { expectPath, login } from './support/platform';

const DEMO_LINE = 'Via Giuseppe Verdi 12, 20121 Milano (MI)';

async function partnerId(page: Page): Promise<number> {
  const answer = await page.request.get('/api/partners/ownCompany');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { ID: number } }).data.ID;
}

/** Puts the demo page's address back (number 12), through the same route as the form. */
async function restore(page: Page): Promise<void> {
  const token = (await (await page.request.get('/api/auth/securitytoken')).json()) as {
    data: { _csrf: string };
  };
  const answer = await page.request.post('/api/partners/companyEdit', {
    headers: { 'X-CSRF-Token': token.data._csrf },
    data: {
      region: 4,
      province: 15,
      location: 15146,
      cap: '20121',
      route: 'Via Giuseppe Verdi',
      civic: '12',
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('the funeral home changes its page address from the partners table; its orders have a table', async ({
  page,
}) => {
  await login(page, 'partnerdemo');
  await expectPath(page, '/partner-panel#deceased');
  const id = await partnerId(page);
  try {
    await page.goto('/partner-panel#partner-page');
    const table = page.getByRole('table', { name: 'Partner' });
    const row = table.getByRole('row').filter({ hasText: 'Onoranze Funebri Bellini' });
    await expect(row).toContainText('Attivo');
    await expect(row.getByRole('link', { name: /Visualizza la pagina di/ })).toHaveAttribute(
      'href',
      `/partner-page?${id}`,
    );
    await row.getByRole('button', { name: 'Modifica i dati di Onoranze Funebri Bellini' }).click();

    const dialog = page.getByRole('dialog', { name: 'Modifica dati azienda' });
    await expect(dialog.getByLabel(/^Ragione sociale/)).toHaveValue('Onoranze Funebri Bellini');
    const place = dialog.getByRole('group', { name: 'Indirizzo della pagina partner' });
    await place.getByLabel(/^Regione/).selectOption({ label: 'Lombardia' });
    await place.getByLabel(/^Provincia/).selectOption({ label: 'Milano (MI)' });
    await place.getByLabel(/^Comune/).selectOption({ label: 'Milano' });
    await place.getByRole('textbox', { name: /^Indirizzo/ }).fill('Via Giuseppe Verdi');
    await place.getByLabel(/^Civico/).fill('14');
    // A Partita IVA left empty is refused before anything is sent ('Campo obbligatorio').
    const vat = dialog.getByLabel(/^Partita IVA/);
    const sdi = dialog.getByLabel(/^Codice SDI/);
    const storedVat = await vat.inputValue();
    await vat.fill('');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(vat).toHaveAccessibleDescription(/Campo obbligatorio/);
    // The demo company was seeded without PI and SDI: the form asks for them (spec panels §5).
    await vat.fill(storedVat || 'IT09876543210');
    if (!(await sdi.inputValue())) await sdi.fill('M5UXCR1');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Elemento modificato con successo')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Via Giuseppe Verdi 14, 20121 Milano (MI)');

    await page.goto(`/partner-page?${id}`);
    await expect(page.getByText('Via Giuseppe Verdi 14, 20121 Milano (MI)')).toBeVisible();

    await page.goto('/partner-panel#qrcode');
    await expect(page.getByRole('table', { name: 'Ordini' })).toBeVisible();
  } finally {
    await restore(page);
  }
  await page.goto(`/partner-page?${id}`);
  await expect(page.getByText(DEMO_LINE)).toBeVisible();
});
