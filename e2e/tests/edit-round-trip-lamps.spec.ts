// The lamp panel's edit dialogs saved unchanged change nothing (docs/contracts.md "Edits keep what they are
// not sent"): the demo lamp RL-DEMO1000 with every setting away from its default, and its subscriber with
// every field filled, are opened, saved as they are, and read back through the API. The popup's success toast
// stays clear of its actions, at 1280 px and at 360 px; the demo lamp's paid period is a recorded payment.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { csrf, expectPath, login } from './support/platform';

const SERIAL = 'RL-DEMO1000';

async function post(page: Page, path: string, form: Record<string, string>) {
  const answer = await page.request.post(`/api/lampade/${path}`, {
    headers: { 'X-CSRF-Token': await csrf(page.request) },
    form,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

/** The lamp's stored record: what the manager sets and pays (not what the lamp reports at each wake). */
async function storedLamp(page: Page) {
  const answer = await page.request.get('/api/lampade/lampadaData/0001000');
  expect(answer.status()).toBe(200);
  const lamp = ((await answer.json()) as { data: { lampadaData: Record<string, unknown> } }).data.lampadaData;
  const keys = [
    'serialeLampada',
    'idDefunto',
    'idAbbonato',
    'abbonato',
    'idGestore',
    'statoLampadaImpostato',
    'secondiProssimaConnessione',
    'secondiFunzionamentoSenzaConnessione',
    'dataTermineAccensione',
    'versione',
  ];
  return Object.fromEntries(keys.map((key) => [key, lamp[key]]));
}

async function openPopup(page: Page): Promise<Locator> {
  await page.goto('/lampade-panel#lampade');
  // A fresh page: no popup, no toast left from before (goto to the same address only moves the hash).
  await page.reload();
  await page.getByRole('cell', { name: SERIAL, exact: true }).click();
  const popup = page.getByRole('dialog', { name: `Lampada ${SERIAL}` });
  await expect(popup).toBeVisible();
  return popup;
}

/** The toast with this text is on screen and covers none of the popup's actions. */
async function expectToastClearOfActions(page: Page, popup: Locator, text: string) {
  const toast = page.locator('.rc-toast', { hasText: text });
  await expect(toast).toBeInViewport();
  const box = (await toast.boundingBox())!;
  for (const name of ['Elimina lampada', 'Aggiorna', 'Chiudi']) {
    const button = popup.locator('.rc-dialog__actions').getByRole('button', { name, exact: true });
    await expect(button).toBeInViewport();
    const other = (await button.boundingBox())!;
    const overlaps =
      box.x < other.x + other.width &&
      other.x < box.x + box.width &&
      box.y < other.y + other.height &&
      other.y < box.y + box.height;
    expect(overlaps, `the toast '${text}' covers '${name}'`).toBe(false);
  }
}

test('the lamp settings and the subscriber dialog, saved unchanged, change nothing', async ({ page }) => {
  await login(page, 'lampadedemo');
  await expectPath(page, '/lampade-panel#lampade');
  // Every setting away from its default; times the fields can only round (seconds, more than a day).
  await post(page, 'lampadaSet', {
    idDefunto: '1000',
    statoLampadaImpostato: '3',
    secondiSenzaConnessione: String(2 * 86_400 + 3_723),
    secondiProssimaConnessione: String(86_400 + 3_661),
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    const lampBefore = await storedLamp(page);
    const popup = await openPopup(page);

    // Item 10: the paid period shown is a payment listed.
    await expect(popup.locator('.lamp-payments li')).toHaveCount(1);
    await expect(popup.locator('.lamp-payments')).toContainText('Contanti');
    await expect(popup).not.toContainText('Nessun pagamento');

    await popup.getByRole('button', { name: 'Salva' }).click();
    await expectToastClearOfActions(page, popup, 'Configurazione aggiornata con successo');
    expect(await storedLamp(page)).toEqual(lampBefore);

    // The subscriber, every field filled (the demo's), opened from the popup and saved as it is.
    const subscriberBefore = await post(page, 'lampadaAbbonato', {
      idAbbonato: String(lampBefore.idAbbonato),
    });
    await popup.getByRole('button', { name: 'Dati abbonato' }).click();
    const dialog = page.getByRole('dialog', { name: 'Abbonato Lucia Verdi' });
    await expect(dialog.getByLabel(/^Codice fiscale/)).toHaveValue('VRDLCU60A41F205Q');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(dialog).toBeHidden();
    await expectToastClearOfActions(page, popup, 'Elemento modificato con successo');
    expect(await post(page, 'lampadaAbbonato', { idAbbonato: String(lampBefore.idAbbonato) })).toEqual(
      subscriberBefore,
    );
    expect(await storedLamp(page)).toEqual(lampBefore);
  }
});
