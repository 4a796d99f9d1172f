// Dedications (spec public §1, §2 /flowers /Conferma /paypal-error /accetta-dono /rifiuta-dono,
// §4 "Dedication order", §5). A visitor pays with the demo's test checkout (the backend's PayPal sandbox),
// the owner of memorial 1000 (the demo client, cliente@ricordo.example) decides from the link delivered
// over real SMTP on loopback, and the memorial page shows the outcome.
import { expectNoSeriousViolations } from './support/axe';
import { expect, type Page, test } from '@playwright/test';
import { allMail, linkIn, type ReceivedMail } from './support/mailbox';
import { fillOrderForm, payWithTestCheckout } from './support/dedication-order';
import { expectPath } from './support/platform';
import { expectNoSideScroll } from './support/side-scroll';

const OWNER_EMAIL = 'cliente@ricordo.example';
const MEMORIAL = '/memorial?0001000';
/** A 16 × 16 JPEG made with sharp: a real image the server decodes and re-encodes. */
const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAQABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCMAGKy/9k=',
  'base64',
);

function unique(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/** The request to the owner that carries this dedication's text (other tests may send others). */
async function ownerRequestFor(text: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await allMail()).find(
          (mail) =>
            mail.to.includes(OWNER_EMAIL) &&
            /Una nuova dedica per/.test(mail.subject) &&
            mail.text.includes(text),
        );
        return found !== undefined;
      },
      { timeout: 20_000, message: `no dedication request with "${text}" to ${OWNER_EMAIL}` },
    )
    .toBe(true);
  return found as ReceivedMail;
}

async function outcomeMailTo(email: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await allMail()).find((mail) => mail.to.includes(email) && subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 20_000, message: `no outcome mail to ${email}` },
    )
    .toBe(true);
  return found as ReceivedMail;
}

function dedications(page: Page) {
  return page.locator('.pub-dedic-list > li');
}

test('a candle paid with the test checkout waits for the owner, who accepts it from the e-mailed link', async ({
  page,
}) => {
  const giver = {
    email: `${unique('cero')}@example.it`,
    text: unique('Ciao nonno Giuseppe'),
    signature: 'Lucia e Marco',
  };
  await page.goto(MEMORIAL);
  await expect(page.getByRole('heading', { name: "LO RICORDANO COSI'" })).toBeVisible();
  const pending = page.locator('.pub-dedic-list > li[data-dedic-status="pending"]');
  const pendingBefore = await pending.count();

  await page.locator('a[data-buy="dedica-cero"]').click();
  await expectPath(page, '/flowers?dedica-cero&1000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Lascia una dedica per Giuseppe Martinelli',
  );
  await expect(page.getByText('Totale:')).toContainText('2,00 €');
  await fillOrderForm(page, giver);
  const orderid = await payWithTestCheckout(page);
  expect(orderid).toBeGreaterThan(0);

  // Paid but not yet accepted: on the memorial page as 'In attesa di accettazione', without its text.
  await page.goto(MEMORIAL);
  await expect(pending).toHaveCount(pendingBefore + 1);
  await expect(page.getByText(giver.text)).toHaveCount(0);

  const request = await ownerRequestFor(giver.text);
  await page.goto(linkIn(request, '/accetta-dono'));
  await expect(page.getByText(/Dedica accettata/)).toBeVisible();

  await page.getByRole('link', { name: 'Vai alla pagina memorial' }).click();
  const accepted = dedications(page).filter({ hasText: giver.text });
  await expect(accepted).toHaveCount(1);
  await expect(accepted).toHaveAttribute('data-dedic-status', 'accepted');
  await expect(accepted).toHaveAttribute('data-dedic-type', 'dedica-cero');
  await expect(accepted.locator('.pub-dedic-sign')).toHaveText('Lucia e Marco');
  await outcomeMailTo(giver.email, /La tua dedica è stata accettata/);

  // The link is one-shot.
  await page.goto(linkIn(request, '/accetta-dono'));
  await expect(page.getByRole('alert')).toHaveText('Il link non è più valido');
});

test('a refused photo dedication is published anonymously as virtual flowers', async ({ page }) => {
  const giver = {
    email: `${unique('foto')}@example.it`,
    text: unique('Una foto per te'),
    signature: 'Lucia',
  };
  await page.goto(MEMORIAL);
  await expect(page.getByRole('heading', { name: "LO RICORDANO COSI'" })).toBeVisible();
  const refusedFlowers = page.locator(
    '.pub-dedic-list > li[data-dedic-status="refused"][data-dedic-type="dedica-fiori"]',
  );
  const refusedBefore = await refusedFlowers.count();

  await page.goto('/flowers?dedica-foto&1000');
  await fillOrderForm(page, giver);
  // Without a file the form says so and sends nothing.
  await page.getByRole('button', { name: 'Procedi al pagamento' }).click();
  await expect(page.getByLabel(/^Foto da dedicare/)).toHaveAccessibleDescription(/Carica almeno un file/);
  await page
    .getByLabel(/^Foto da dedicare/)
    .setInputFiles({ name: 'ricordo.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(page.getByRole('list', { name: 'File scelti' })).toContainText('ricordo.jpg');
  await payWithTestCheckout(page);

  const request = await ownerRequestFor(giver.text);
  await page.goto(linkIn(request, '/rifiuta-dono'));
  const question = page.getByRole('dialog', { name: 'Attenzione' });
  await expect(question).toContainText('Sei sicuro di voler rifiutare la dedica?');
  await question.getByRole('button', { name: 'Si' }).click();
  await expect(page.getByText(/Dedica rifiutata/)).toBeVisible();

  await page.goto(MEMORIAL);
  await expect(refusedFlowers).toHaveCount(refusedBefore + 1);
  await expect(page.getByText(giver.text)).toHaveCount(0);
  await expect(refusedFlowers.locator('img, video')).toHaveCount(0);
  await expect(refusedFlowers.last().locator('.pub-dedic-sign')).toHaveText('Anonimo');
  await outcomeMailTo(giver.email, /La tua dedica non è stata accettata/);
});

test('cancelling the payment lands on /paypal-error and cancels the order', async ({ page }) => {
  const giver = { email: `${unique('annullo')}@example.it`, text: unique('Un fiore') };
  await page.goto('/flowers?dedica-fiori&1000');
  await fillOrderForm(page, giver);
  const created = page.waitForResponse((response) =>
    response.url().endsWith('/api/dedications/sendform/dedic'),
  );
  await page.getByRole('button', { name: 'Procedi al pagamento' }).click();
  const { data } = (await (await created).json()) as { data: { orderid: number; orderKey: string } };

  const dialog = page.getByRole('dialog', { name: 'Pagamento' });
  await expect(dialog.getByRole('heading', { name: 'Pagamento di prova' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expectPath(page, `/paypal-error?type=dedic&orderId=${data.orderid}`);
  await expect(page.getByText(/non ti è stato addebitato nulla/)).toBeVisible();
  await expect(page.getByText('Lunedì - Venerdì 09:00-13:00 e 15:00-18:00')).toBeVisible();

  const status = await page.request.get(`/api/orders/status/${data.orderid}`, {
    params: { orderKey: data.orderKey },
  });
  expect(((await status.json()) as { data: { status: string } }).data.status).toBe('cancelled');

  // Opened again, the order is no longer this browser's to cancel: 'Ordine non trovato', then home.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Ordine non trovato');
  await expectPath(page, '/');
});

test('at 360 px the order form fits, passes axe-core with its errors, and the payment modal works by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/flowers?dedica-foto&1000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Lascia una dedica per Giuseppe Martinelli',
  );
  await page.waitForLoadState('networkidle');
  await expectNoSideScroll(page, 'the dedication form at 360 px');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Procedi al pagamento' }).click();
  await expect(page.getByLabel(/^Foto da dedicare/)).toBeFocused();
  await expectNoSeriousViolations(page);

  await page.goto('/flowers?dedica-cero&1000');
  await fillOrderForm(page, { email: `${unique('tastiera')}@example.it`, text: unique('Un lume') });
  await page.getByRole('button', { name: 'Procedi al pagamento' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Pagamento' });
  await expect(dialog.getByRole('heading', { name: 'Pagamento di prova' })).toBeVisible();
  await expectNoSideScroll(page, 'the payment dialog at 360 px');
  await expectNoSeriousViolations(page);
  // Focus stays in the modal: Tab from the last button comes back inside.
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/paypal-error\?type=dedic&orderId=\d+$/);
  await expect(page.getByText(/non ti è stato addebitato nulla/)).toBeVisible();
});
