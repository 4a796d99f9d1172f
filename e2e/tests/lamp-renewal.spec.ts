// The lamp year end to end (docs/contracts.md "Lamps", renewals): a lamp of lampadedemo whose paid period
// ends in 20 days; the scheduled job sends the subscriber the 30-day reminder (read in the SMTP sink behind
// /dev/mailbox); the subscriber follows its link, pays in the test checkout, the period extends by one year,
// the lamp panel shows it, and the invoice downloaded from the lamp panel's invoice route validates against
// the official FatturaPA schema (xmllint). The lamp is deleted and the manager's company data put back.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { lastMailId, linkIn, waitForMail } from './support/mailbox';
import { ROOT } from './support/paths';
import { csrf, expectPath, login } from './support/platform';

const SCHEMA_DIR = join(ROOT, 'backend', 'src', 'modules', 'invoices', 'fatturapa', 'schema');

/** xmllint's verdict on a FatturaPA file against the vendored schema, offline (catalog.xml). */
function xmllint(xml: Buffer): { ok: boolean; errors: string } {
  const work = mkdtempSync(join(tmpdir(), 'e2e-fatturapa-'));
  try {
    const file = join(work, 'invoice.xml');
    writeFileSync(file, xml);
    const result = spawnSync(
      'xmllint',
      ['--nonet', '--noout', '--schema', join(SCHEMA_DIR, 'Schema_VFPR12_v1.2.3.xsd'), file],
      { env: { ...process.env, XML_CATALOG_FILES: join(SCHEMA_DIR, 'catalog.xml') }, encoding: 'utf8' },
    );
    return { ok: result.status === 0, errors: `${result.stderr}${result.error ? String(result.error) : ''}` };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function call<T>(page: Page, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const answer =
    method === 'GET'
      ? await page.request.get(path)
      : await page.request.post(path, { headers: { 'X-CSRF-Token': await csrf(page) }, data });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

/** 'YYYY-MM-DD' of Europe/Rome, `days` from now. */
function romeDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}
const italian = (day: string) => day.split('-').reverse().join('/');
function nextYear(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const last = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  return `${year + 1}-${String(month).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

test('a subscriber renews a lamp online from the 30-day reminder; the manager sees the period and the invoice', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await login(page, 'lampadedemo');
  await expectPath(page, '/lampade-panel#lampade');
  // The manager's company data, so that the renewal's invoice is numbered (put back at the end).
  const company = await call<Record<string, unknown>>(page, 'GET', '/api/partners/ownCompany');
  await call(page, 'POST', '/api/partners/companyEdit', {
    pi: '12345678903',
    sdi: 'ABC1234',
    region: 4,
    province: 15,
    location: 15146,
    cap: '20121',
    route: 'Via Dante',
    civic: '5',
  });

  const suffix = String(Date.now() % 1000).padStart(3, '0');
  const email = `rinnovo.e2e.${Date.now()}@example.com`;
  const { abbonato } = await call<{ abbonato: { idAbbonato: number } }>(
    page,
    'POST',
    '/api/lampade/lampadaAbbonatoCreate',
    {
      nome: 'Marta',
      cognome: 'Rinnovi',
      codiceFiscale: `RSSMRA80A01F${suffix}Z`,
      indirizzo: 'Via Roma 1, 20121 Milano',
      sdi: '0000000',
      telefono: '+39-3331234567',
      mail: email,
      mailPec: `rinnovo.e2e.${suffix}@pec.example.com`,
    },
  );
  const { defunti } = await call<{ defunti: Array<{ ID: number; hasLamp: boolean }> }>(
    page,
    'POST',
    '/api/lampade/lampadaSearchDefunti',
    { searchInput: 'a' },
  );
  const free = defunti.find((hit) => !hit.hasLamp);
  expect(free, 'a demo deceased without a lamp').toBeDefined();
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    session: { userdata: { user_id: number } };
  };
  const created = await call<{ lampada: { serialeLampada: string } }>(
    page,
    'POST',
    '/api/lampade/lampadaCreate',
    {
      idDefunto: String(free!.ID),
      idAbbonato: String(abbonato.idAbbonato),
      idGestore: String(session.session.userdata.user_id),
    },
  );
  const serial = created.lampada.serialeLampada;
  try {
    const end = romeDay(20);
    const seen = await lastMailId();
    await call(page, 'POST', '/api/lampade/lampadaPagamentoCreate', {
      seriale: serial,
      abbonato: String(abbonato.idAbbonato),
      date: romeDay(),
      enddate: end,
      importo: '30,00',
    });
    await call(page, 'POST', '/api/lampade/lampadaSet', { idDefunto: String(free!.ID), canoneAnnuo: '36' });

    // The reminder job (every 15 s) sends the 30-day reminder with the pay-online link.
    // (waitForMail polls 20 s: a second wait covers a job tick that had just passed.)
    const reminder = await waitForMail(email, /rinnovo entro il/, seen).catch(() =>
      waitForMail(email, /rinnovo entro il/, seen),
    );
    const buyer = await browser.newPage();
    await buyer.goto(linkIn(reminder, '/rinnovo-lampada'));
    await expect(buyer.getByText(serial)).toBeVisible();
    await expect(buyer.getByText(italian(end))).toBeVisible();
    await buyer.getByRole('button', { name: 'Rinnova e paga 36,00 €' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Pagamento' });
    await expect(dialog.getByRole('heading', { name: 'Pagamento di prova' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Paga' }).click();
    const renewed = nextYear(end);
    await expect(
      buyer.getByText(`Pagamento registrato: la lampada resta accesa fino al ${italian(renewed)}.`, {
        exact: false,
      }),
    ).toBeVisible();
    await buyer.close();

    // The lamp panel shows the new period.
    await page.goto('/lampade-panel#lampade');
    await page.getByLabel('Cerca per seriale, defunto o abbonato').fill(serial);
    await page.getByRole('button', { name: 'Cerca' }).click();
    const row = page.getByRole('row').filter({ hasText: serial });
    await expect(row.getByText(italian(renewed))).toBeVisible();

    // The renewal's invoice, from the lamp panel's invoice route, validates against the schema.
    const list = await call<{
      invoices: Array<{ id: number; recipient: string; totalCents: number; state: string }>;
    }>(page, 'GET', `/api/lampade/fatture?month=${romeDay().slice(0, 7)}&maxResults=100`);
    const invoice = list.invoices.find(
      (item) => item.recipient.includes('Rinnovi') && item.totalCents === 3600,
    );
    expect(invoice, JSON.stringify(list.invoices)).toBeDefined();
    expect(invoice!.state).not.toBe('bloccata');
    const xml = await page.request.get(`/api/lampade/fatture/${invoice!.id}/xml`);
    expect(xml.status()).toBe(200);
    const verdict = xmllint(await xml.body());
    expect(verdict.errors).toBe(verdict.ok ? verdict.errors : '');
    expect(verdict.ok).toBe(true);
  } finally {
    await call(page, 'POST', '/api/lampade/lampadaDelete', { seriale: serial });
    await page.request.post('/api/partners/companyEdit', {
      headers: { 'X-CSRF-Token': await csrf(page) },
      data: { pi: company.vat ?? '', sdi: company.sdi ?? '' },
    });
  }
});
