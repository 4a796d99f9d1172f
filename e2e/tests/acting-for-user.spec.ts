// Acting for a user (docs/contracts.md "Acting for a user"): the demo admin acts for the demo client with a
// reason, from the shell's navigation; a banner says whose account is in use; while acting no admin API
// answers; the admin changes the client's notification preference and ends; the audit log names both the
// admin and the client on that change, and the client's own panel tells them an administrator acted on their
// account and why.
import { expect, test } from '@playwright/test';
import { expectPath, login } from './support/platform';

const REASON = 'Il cliente ha chiesto al telefono di attivare le notifiche';

interface AuditItem {
  actorUsername: string;
  actedUsername: string | null;
  action: string;
  reason: string | null;
  oldValues: Record<string, unknown> | null;
  newValues: Record<string, unknown> | null;
}

test('the admin acts for the demo client with a reason, changes a preference, ends; both are in the audit log and the client is told', async ({
  page,
  browser,
}) => {
  await login(page, 'adminricordo');
  await expectPath(page, '/admin-panel#qrcode');

  await page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .getByRole('button', { name: 'AGISCI PER UN UTENTE' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Agisci per un utente' });
  await dialog.getByLabel('Nome o username').fill('clientedemo');
  await dialog.getByRole('button', { name: 'Cerca' }).click();
  await expect(dialog.getByRole('radio', { name: /\(clientedemo\) · Cliente/ })).toBeChecked();
  await dialog.getByRole('textbox', { name: /Motivo/ }).fill(REASON);
  await dialog.getByRole('button', { name: 'Agisci' }).click();

  await expectPath(page, '/client-panel#account');
  const banner = page.getByRole('region', { name: 'Agisci per un utente' });
  await expect(banner).toContainText("Stai usando l'account di");
  await expect(banner).toContainText('(clientedemo)');
  await expect(banner).toContainText(`Motivo: ${REASON}`);

  // While acting, the session has the client's rights only: an admin API call is refused.
  expect((await page.request.get('/api/admin/audit')).status()).toBe(403);
  expect((await page.request.get('/api/admin/acting/users?q=clientedemo')).status()).toBe(403);

  // The banner is on every page, after a reload too.
  await page.goto('/home');
  await expect(banner).toContainText('(clientedemo)');
  await page.goto('/client-panel#account');
  await expect(banner).toContainText('(clientedemo)');

  await page.getByRole('button', { name: 'Preferenze notifiche' }).click();
  const form = page.getByRole('form', { name: 'Preferenze notifiche' });
  await form.getByRole('switch', { name: /Avvisami quando viene pubblicato un necrologio/ }).check();
  await form.getByLabel('Frequenza delle notifiche').selectOption({ label: 'Una volta alla settimana' });
  if ((await form.getByLabel('Regione').count()) === 0)
    await form.getByRole('button', { name: 'Aggiungi zona' }).click();
  await form.getByLabel('Regione').first().selectOption({ label: 'Lombardia' });
  await form.getByRole('button', { name: 'Salva preferenze' }).click();
  await expect(page.getByText('Le modifiche sono state apportate con successo').last()).toBeVisible();

  await banner.getByRole('button', { name: 'Termina' }).click();
  await expectPath(page, '/admin-panel#qrcode');
  await expect(banner).toHaveCount(0);

  // Back to the admin: the audit log has the start, the change with both accounts, and the end.
  const answer = await page.request.get('/api/admin/audit?user=clientedemo&maxResults=25');
  expect(answer.status()).toBe(200);
  const entries = ((await answer.json()) as { data: { entries: AuditItem[] } }).data.entries;
  const change = entries.find((entry) => entry.action === 'acting.modifyContactPreferece');
  expect(change).toMatchObject({
    actorUsername: 'adminricordo',
    actedUsername: 'clientedemo',
    reason: REASON,
  });
  expect(change?.newValues).toMatchObject({
    notificationPreference: expect.objectContaining({
      activeNotification: true,
      notificationFrequency: 'weekly',
    }),
  });
  expect(change?.oldValues).toMatchObject({
    notificationPreference: expect.objectContaining({ activeNotification: false }),
  });
  for (const action of ['acting.start', 'acting.end'])
    expect(entries.find((entry) => entry.action === action)).toMatchObject({
      actorUsername: 'adminricordo',
      actedUsername: 'clientedemo',
    });

  // The client finds in their panel that an administrator acted on their account, when and why.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  try {
    await login(client, 'clientedemo');
    await expectPath(client, '/client-panel#account');
    await client.getByRole('button', { name: 'Accessi degli amministratori' }).click();
    const notices = client.getByRole('list', { name: 'Accessi degli amministratori' });
    await expect(notices).toContainText("L'amministratore adminricordo ha usato il tuo account");
    await expect(notices).toContainText(`Motivo: ${REASON}`);
    await expect(notices).toContainText('1 modifica');
    await expect(notices).toContainText(
      /Dal \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} al \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
  } finally {
    await clientContext.close();
  }
});
