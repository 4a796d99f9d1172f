import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, bodyOf, postForm } from '../../test-support/account-helpers';
import { browser, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AuditEntry } from '../audit/audit-entry.entity';
import { DEMO_RICORDO_COMPANY } from '../demo/demo-data';
import { InvoicesService } from './invoices.service';
import { RicordoCompany } from './ricordo-company.entity';

// The admin's 'Dati aziendali' form: Ricordo's company data read, checked as FatturaPA needs, saved and
// audited (docs/contracts.md "Books", "Invoices").
const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

let admin: Browser;
let client: Browser;

const FORM = {
  name: 'Ricordo S.p.A.',
  vatNumber: 'IT 01234567897',
  fiscalCode: '',
  taxRegime: 'RF01',
  street: 'Corso Buenos Aires',
  civicNumber: '1',
  cap: '20124',
  comune: 'Milano',
  provincia: 'mi',
  email: 'ricordo@pec.example',
};

beforeAll(async () => {
  admin = await browser(testApp);
  await signIn(admin, 'adminricordo');
  client = await browser(testApp);
  await signIn(client, 'clientedemo');
});

describe("Ricordo's company data (admin)", () => {
  it('answers the stored data and that nothing blocks the invoices', async () => {
    const data = bodyOf(await admin.get('/api/admin/ricordo-company').expect(200)).data as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({ name: DEMO_RICORDO_COMPANY.name, vatNumber: '01234567897', missing: null });
  });

  it('refuses wrong data field by field, in Italian, and keeps the stored row', async () => {
    const response = await postForm(
      admin,
      '/api/admin/ricordo-company',
      {
        ...FORM,
        vatNumber: '01234567890',
        fiscalCode: 'RSSMRA80A01F205Y',
        cap: '201',
        provincia: 'Milano',
        taxRegime: 'RF03',
        street: ' ',
      },
      'json',
    );
    expect(response.status).toBe(400);
    expect((bodyOf(response).data as { fields: Record<string, string> }).fields).toEqual({
      vatNumber: 'Partita IVA non valida: 11 cifre con la cifra di controllo corretta',
      fiscalCode: 'Codice fiscale non valido: 11 cifre o 16 caratteri con il carattere di controllo corretto',
      taxRegime: 'Regime fiscale non valido: scegli un codice da RF01 a RF20',
      street: 'Campo obbligatorio',
      cap: 'CAP non valido: 5 cifre',
      provincia: 'Provincia non valida: la sigla di 2 lettere (es. MI)',
    });
    const stored = await testApp.app.get(InvoicesService).ricordoCompany();
    expect(stored?.name).toBe(DEMO_RICORDO_COMPANY.name);
  });

  it('saves checked data, normalised, and writes the audit row of the changed fields', async () => {
    const response = await postForm(admin, '/api/admin/ricordo-company', FORM, 'json');
    expect(response.status).toBe(200);
    expect(bodyOf(response).message).toBe('Dati aziendali salvati');
    const stored = (await testApp.dataSource.getRepository(RicordoCompany).findOneBy({ id: 1 }))!;
    expect(stored).toMatchObject({
      name: 'Ricordo S.p.A.',
      vatNumber: '01234567897',
      fiscalCode: null,
      street: 'Corso Buenos Aires',
      civicNumber: '1',
      cap: '20124',
      provincia: 'MI',
      email: 'ricordo@pec.example',
    });
    const audit = await testApp.dataSource
      .getRepository(AuditEntry)
      .findOneOrFail({ where: { action: 'ricordoCompany.edit' }, order: { id: 'DESC' } });
    expect(audit.actorUsername).toBe('adminricordo');
    expect(JSON.parse(audit.newValues ?? '{}')).toEqual({
      name: 'Ricordo S.p.A.',
      fiscalCode: null,
      street: 'Corso Buenos Aires',
      civicNumber: '1',
      cap: '20124',
      email: 'ricordo@pec.example',
    });
  });

  it('says what blocks the invoices while data are missing', async () => {
    await testApp.dataSource
      .getRepository(RicordoCompany)
      .update({ id: 1 }, { vatNumber: null, street: null });
    const data = bodyOf(await admin.get('/api/admin/ricordo-company').expect(200)).data as {
      missing: string;
    };
    expect(data.missing).toMatch(/partita IVA/);
    expect(data.missing).toMatch(/indirizzo/);
  });

  it('is for admins only', async () => {
    await client.get('/api/admin/ricordo-company').expect(403);
    expect((await postForm(client, '/api/admin/ricordo-company', FORM, 'json')).status).toBe(403);
    const anonymous = await browser(testApp);
    await anonymous.get('/api/admin/ricordo-company').expect(401);
  });
});
