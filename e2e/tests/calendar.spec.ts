// The mourning calendar on the memorial page: a visitor reads 'Prossima ricorrenza', asks 'Ricordamelo' by
// e-mail, and receives the reminder the day before — the server's job is run with its clock moved to that
// morning (POST /dev/calendar/reminders/run, demo only) — then stops it with the message's one-click link.
// The reminder row ends unsubscribed, so the demo sends nothing later.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { lastMailId, linkIn, waitForMail } from './support/mailbox';

const VISITOR = `ricorrenza-${Date.now().toString(36)}@example.com`;

interface NextDate {
  id: string;
  title: string;
  next: string;
}

async function csrf(request: APIRequestContext): Promise<string> {
  const answer = (await (await request.get('/api/auth/securitytoken')).json()) as { data: { _csrf: string } };
  return answer.data._csrf;
}

/** The morning before `day`: 08:00 UTC is 09:00 (winter) or 10:00 (summer) in Rome, after the 09:00 reminder. */
function morningBefore(day: string): string {
  const before = new Date(`${day}T00:00:00Z`);
  before.setUTCDate(before.getUTCDate() - 1);
  return `${before.toISOString().slice(0, 10)}T08:00:00Z`;
}

test('a visitor asks to be reminded of the next date and receives the reminder the day before', async ({
  page,
}) => {
  const calendar = await page.request.get('/api/deceased/1000/calendar');
  expect(calendar.ok()).toBe(true);
  // The demo page always has a date ahead: the anniversaries of 12 March and 2 November. On one of those
  // days the reminder (the day before) is for the date after it.
  const { today, next, following } = (
    (await calendar.json()) as { data: { today: string; next: NextDate; following: NextDate } }
  ).data;
  const upcoming = next.next === today ? following : next;

  await page.goto('/memorial?0001000');
  const section = page.getByRole('region', { name: 'Prossima ricorrenza' });
  await expect(section).toContainText(upcoming.title);
  await section.getByRole('button', { name: 'Ricordamelo' }).click();
  await section.getByLabel('Il tuo indirizzo e-mail').fill(VISITOR);
  const before = await lastMailId();
  await section.getByRole('button', { name: 'Avvisami' }).click();
  await expect(section.getByRole('status')).toContainText('il giorno prima');

  // The clock moved to the morning before the date: the job sends the reminder.
  const run = await page.request.post(
    `/dev/calendar/reminders/run?at=${encodeURIComponent(morningBefore(upcoming.next))}`,
    { headers: { 'X-CSRF-Token': await csrf(page.request) } },
  );
  expect(((await run.json()) as { data: { result: { sent: number } } }).data.result.sent).toBe(1);
  const mail = await waitForMail(VISITOR, /^Domani: /, before);
  expect(mail.text).toContain('Giuseppe Martinelli');

  // The mailbox shows it too, and its one-click link stops the reminder.
  await page.goto('/dev/mailbox');
  await expect(page.getByText(VISITOR).first()).toBeVisible();
  await page.goto(linkIn(mail, '/ricordamelo/annulla'));
  await expect(page.getByText('Non riceverai più questo promemoria.')).toBeVisible();
});

test('a reminder for a past date is refused with its message', async ({ page }) => {
  const refused = await page.request.post('/api/deceased/1000/reminders', {
    headers: { 'X-CSRF-Token': await csrf(page.request) },
    data: { eventId: 'trigesimo', date: '2020-01-01', channel: 'email', contact: VISITOR },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Questa data è già passata: possiamo ricordarti solo le date che devono ancora venire.',
  );
});
