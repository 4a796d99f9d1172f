// The family's moderation with a deadline (docs/contracts.md "Dedications", "Moderation deadline"): a visitor's
// paid candle waits for the family and its giver gets the receipt; the owner (the demo client) chooses
// 'Pubblica automaticamente' in the client panel's #dedic; the server's job is run with its clock moved 48 hours
// (the owner is reminded) and 7 days ahead (POST /dev/dedications/moderation/run?at=, demo only): the candle is
// published with its text and the giver is told. The page's choice goes back to 'Lascia scadere' at the end.
import { expect, type Page, test } from '@playwright/test';
import { fillOrderForm, payWithTestCheckout } from './support/dedication-order';
import { lastMailId, waitForMail } from './support/mailbox';
import { csrf, signInAs } from './support/platform';

const MEMORIAL = '/memorial?0001000';
const OWNER_EMAIL = 'cliente@ricordo.example';
const HOUR = 3_600_000;

function unique(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/**
 * Runs the moderation job as if the clock said `at`, on the dedications that started waiting since
 * `waitingFrom` only: the demo's pending dedications, which later journeys decide, are left waiting.
 */
async function runJobAt(page: Page, at: Date, waitingFrom: number) {
  const query = `at=${encodeURIComponent(at.toISOString())}&waitingFrom=${encodeURIComponent(new Date(waitingFrom).toISOString())}`;
  const answer = await page.request.post(`/dev/dedications/moderation/run?${query}`, {
    headers: { 'X-CSRF-Token': await csrf(page.request) },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { result: Record<string, number> | null } }).data.result;
}

/** The owner's choice for the demo page in #dedic, saved at once. */
async function chooseAfterDeadline(page: Page, label: 'Pubblica automaticamente' | 'Lascia scadere') {
  await page.goto('/client-panel#dedic');
  const section = page.getByRole('region', { name: 'Se non decidi entro 7 giorni' });
  const group = section.getByRole('radiogroup', { name: 'Giuseppe Martinelli' });
  await group.getByRole('radio', { name: new RegExp(`^${label}`) }).check();
  await expect(page.getByText('Le modifiche sono state apportate con successo').first()).toBeVisible();
  await expect(group.getByRole('radio', { name: new RegExp(`^${label}`) })).toBeChecked();
}

test('a dedication nobody decided is published after 7 days as the family chose, with receipt and reminder', async ({
  page,
}) => {
  const giver = {
    email: `${unique('attesa')}@example.it`,
    text: unique('Un pensiero per te'),
    signature: 'Lucia',
  };
  const before = await lastMailId();
  const started = Date.now();

  await page.goto('/flowers?dedica-cero&1000');
  await fillOrderForm(page, giver);
  await payWithTestCheckout(page);
  const receipt = await waitForMail(
    giver.email,
    /^Il tuo messaggio è in attesa di approvazione dalla famiglia$/,
    before,
  );
  expect(receipt.text).toContain('Giuseppe Martinelli');

  // The owner sees until when to decide, and chooses to publish what they cannot look at in time.
  await signInAs(page, 'client');
  await page.goto('/client-panel#dedic');
  await expect(page.getByRole('columnheader', { name: 'Decidi entro' })).toBeVisible();
  await chooseAfterDeadline(page, 'Pubblica automaticamente');

  // 48 hours on: the owner is reminded.
  await runJobAt(page, new Date(started + 48 * HOUR + 10 * 60_000), started - 60_000);
  const reminder = await waitForMail(OWNER_EMAIL, /attende ancora la tua approvazione$/, before);
  expect(reminder.text).toContain('sarà pubblicato con testo e firma');

  // 7 days on: published with its text and signature, and the giver is told.
  await runJobAt(page, new Date(started + 7 * 24 * HOUR + 10 * 60_000), started - 60_000);
  await waitForMail(giver.email, /^La tua dedica è stata pubblicata$/, before);
  await page.goto(MEMORIAL);
  const published = page.locator('.pub-dedic-list > li').filter({ hasText: giver.text });
  await expect(published).toHaveCount(1);
  await expect(published).toHaveAttribute('data-dedic-status', 'accepted');
  await expect(published.locator('.pub-dedic-sign')).toHaveText('Lucia');

  // The demo page's choice goes back to the default.
  await chooseAfterDeadline(page, 'Lascia scadere');
});
