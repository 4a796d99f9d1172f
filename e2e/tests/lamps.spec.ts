// Smart votive lamps (DESIGN "Side effects": lamps), against the platform as `npm start` starts it in demo
// mode: memorial 1000's lamp is a simulated lamp in the backend on the MQTT broker (playwright.config: the
// machine's Mosquitto, topics of their own, the lamp waking every few seconds).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectPath, login } from './support/platform';

const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\*?$`));

/** Opens the lamp's popup from the #lampade table. */
async function openLamp(page: Page, serial: string): Promise<Locator> {
  await page.goto('/lampade-panel#lampade');
  await page.getByRole('cell', { name: serial, exact: true }).click();
  return page.getByRole('dialog', { name: `Lampada ${serial}` });
}

/** Reads the popup again ('Aggiorna') until `check` passes: the lamp answers at its next wake. */
async function untilLamp(popup: Locator, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await popup.getByRole('button', { name: 'Aggiorna' }).click();
    await check();
  }).toPass({ timeout: 60_000, intervals: [1000, 2000] });
}

test('a lamp manager gives memorial 1000 a subscriber and a lamp, pays it, and the lamp shows the flame', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await login(page, 'lampadedemo');
  await expectPath(page, '/lampade-panel#lampade');
  await expect(page.locator('[data-remote="mfe_lampade"]')).toBeVisible();

  // The demo lamp of memorial 1000 makes way (one lamp per deceased).
  const demo = await openLamp(page, 'RL-DEMO1000');
  await demo.getByRole('button', { name: 'Elimina lampada' }).click();
  const confirm = page.getByRole('dialog', { name: 'Attenzione' });
  await expect(confirm).toContainText('Sei sicuro di voler cancellare questa Lampada?');
  await confirm.getByRole('button', { name: 'Si' }).click();
  await expect(page.getByText('Elemento eliminato con successo')).toBeVisible();

  // The subscriber: each empty field says 'Campo obbligatorio'.
  await page.goto('/lampade-panel#aggiungi-abbonato');
  await page.getByRole('button', { name: 'Crea abbonato' }).click();
  await expect(page.getByText('Campo obbligatorio')).toHaveCount(8);
  const subscriber = {
    Nome: 'Marta',
    Cognome: 'Lumini',
    'Codice fiscale': 'LMNMRT70A41F205K',
    Indirizzo: 'Via dei Fiori 5, 20121 Milano',
    'Codice SDI': '0000000',
    Telefono: '3339876543',
    Mail: 'marta.lumini@example.com',
    'Mail PEC': 'marta.lumini@pec.example.com',
  };
  for (const [label, value] of Object.entries(subscriber)) await field(page, label).fill(value);
  await page.getByRole('button', { name: 'Crea abbonato' }).click();
  await expect(page.getByText('Abbonato creato con successo').first()).toBeVisible();

  // The lamp for memorial 1000 and that subscriber.
  await page.goto('/lampade-panel#aggiungi-lampada');
  await page.getByLabel('Cerca il defunto (nome e cognome, o id)').fill('1000');
  await page.getByRole('button', { name: 'Cerca defunto' }).click();
  await page.getByRole('radio', { name: /Giuseppe Martinelli/ }).check();
  await page.getByLabel('Cerca l’abbonato (nome, cognome o codice fiscale)').fill('Lumini');
  await page.getByRole('button', { name: 'Cerca abbonato' }).click();
  await page.getByRole('radio', { name: /Marta Lumini/ }).check();
  await page.getByRole('button', { name: 'Aggiungi lampada' }).click();
  const credentials = page.getByRole('dialog', { name: 'Credenziali della lampada' });
  await expect(credentials).toContainText(
    'Lampada aggiunta con successo, ricordati di aggiungere un pagamento per attivarla.',
  );
  const serial = (await credentials.locator('code').first().textContent())?.trim() ?? '';
  expect(serial).toMatch(/^RL-[A-Z2-9]{10}$/);
  await credentials.getByRole('button', { name: 'Chiudi' }).click();

  // Not paid: the simulated lamp stays off. A payment switches it on at its next wake.
  const popup = await openLamp(page, serial);
  await expect(popup).toContainText('Non pagata');
  await popup.getByLabel('Pagata fino al').fill(`${new Date().getFullYear() + 1}-12-31`);
  await popup.getByLabel('Importo (€)').fill('25,00');
  await popup.getByRole('button', { name: 'Aggiungi pagamento' }).click();
  await expect(page.getByText('Pagamento registrato con successo')).toBeVisible();
  await untilLamp(popup, async () => {
    await expect(popup.locator('.lamp-summary [data-lamp-state="accesa"]')).toBeVisible({ timeout: 1000 });
    await expect(popup.getByText('La lampada applicherà la modifica al prossimo collegamento')).toHaveCount(
      0,
      {
        timeout: 1000,
      },
    );
  });

  // 'Effetto Fiamma': pending until the lamp's next check-in confirms it.
  await popup.getByLabel('Modalità', { exact: true }).selectOption({ label: 'Effetto Fiamma' });
  await popup.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Configurazione aggiornata con successo')).toBeVisible();
  await expect(popup.getByText('La lampada applicherà la modifica al prossimo collegamento')).toBeVisible();
  await untilLamp(popup, async () => {
    await expect(popup.getByText('La lampada applicherà la modifica al prossimo collegamento')).toHaveCount(
      0,
      {
        timeout: 1000,
      },
    );
  });
  await expect(popup.locator('.lamp-summary')).toContainText('Effetto Fiamma');

  // The family sees the flame on the memorial page.
  const visitor = await browser.newPage();
  await visitor.goto(`${baseURL}/memorial?0001000`);
  const visitorRemote = visitor.locator('[data-remote="mfe_public"]');
  await expect(visitorRemote.getByRole('img', { name: 'Lampada votiva con fiamma' })).toBeVisible();
  await expect(visitorRemote.getByRole('link', { name: /Lampada votiva/ })).toHaveCount(0);
  await visitor.close();

  // Its manager, and only they, open the lamp's popup from the icon.
  await page.goto('/memorial?0001000');
  const remote = page.locator('[data-remote="mfe_public"]');
  await remote
    .getByRole('link', { name: 'Lampada votiva con fiamma: apri la lampada nel pannello lampade' })
    .click();
  await expect(page.getByRole('dialog', { name: `Lampada ${serial}` })).toBeVisible();
});
