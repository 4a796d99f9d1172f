import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV } from '../../test-support/account-helpers';
import { createFuneralHome, type FuneralHome } from '../../test-support/funeral-home-helpers';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { Partner } from './partner.entity';

// The partner changes its company data after the request, and its page
// address has parts, shown on the public page as 'Via Dante 5, 20121 Milano (MI)'.
const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

const MILANO = { region: '4', province: '15', location: '15146', cap: '20121' };
let home: FuneralHome;

async function edit(agent: Browser, body: Record<string, string>) {
  return agent
    .post('/api/partners/companyEdit')
    .set('X-CSRF-Token', await csrfToken(agent))
    .send(body);
}

const stored = () => testApp.dataSource.getRepository(Partner).findOneByOrFail({ id: home.partnerId });

beforeAll(async () => {
  home = await createFuneralHome(testApp, 'Onoranze Dati');
  await testApp.dataSource.getRepository(Partner).update(
    { id: home.partnerId },
    {
      vat: '01234567890',
      sdi: 'ABC1234',
      cf: null,
      address: 'Piazza Vecchia 1, Bergamo',
      status: 'active',
    },
  );
});

describe('GET api/partners/ownCompany', () => {
  it('reads a page address saved as one line before the parts existed', async () => {
    const response = await home.agent.get('/api/partners/ownCompany').expect(200);
    expect(response.body.data).toEqual({
      ID: home.partnerId,
      name: 'Onoranze Dati',
      vat: '01234567890',
      sdi: 'ABC1234',
      cf: null,
      addressLine: 'Piazza Vecchia 1, Bergamo',
      address: null,
    });
    const page = await (
      await browser(testApp)
    )
      .get(`/api/partners/getPartnerPage/${home.partnerId}`)
      .expect(200);
    expect(page.body.data.address).toBe('Piazza Vecchia 1, Bergamo');
  });

  it('anonymous 401, client 403', async () => {
    await (await browser(testApp)).get('/api/partners/ownCompany').expect(401);
    const client = await browser(testApp);
    await signIn(client, 'clientedemo');
    await client.get('/api/partners/ownCompany').expect(403);
    expect((await edit(client, { name: 'Rubata' })).status).toBe(403);
  });
});

describe('POST api/partners/companyEdit', () => {
  it("refuses empty PI, SDI and name and a CF that is not 16 characters, with the spec's messages", async () => {
    const response = await edit(home.agent, { name: ' ', pi: '', sdi: '', cf: 'ABC' });
    expect(response.status).toBe(400);
    expect(response.body.data.fields).toMatchObject({
      name: 'Campo obbligatorio',
      pi: 'Campo obbligatorio',
      sdi: 'Campo obbligatorio',
      cf: 'Campo non valido',
    });
    expect((await stored()).vat).toBe('01234567890');
  });

  it('refuses an incomplete address and a CAP of another comune', async () => {
    const incomplete = await edit(home.agent, { ...MILANO, route: 'Via Dante' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.data.fields.civic).toBe("Devi inserire tutti i dati dell'indirizzo");
    const wrongCap = await edit(home.agent, { ...MILANO, cap: '00100', route: 'Via Dante', civic: '5' });
    expect(wrongCap.status).toBe(400);
    expect((await stored()).address).toBe('Piazza Vecchia 1, Bergamo');
  });

  it('changes the fields sent and keeps the others; the public page shows the address with city and province', async () => {
    const response = await edit(home.agent, {
      pi: 'it 98765432109',
      cf: 'rssmra80a01h501u',
      ...MILANO,
      route: 'Via Dante',
      civic: '5',
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Elemento modificato con successo');
    expect(response.body.data).toMatchObject({
      name: 'Onoranze Dati',
      vat: 'IT98765432109',
      sdi: 'ABC1234',
      cf: 'RSSMRA80A01H501U',
      addressLine: 'Via Dante 5, 20121 Milano (MI)',
      address: { region: 4, province: 15, location: 15146, cap: '20121', route: 'Via Dante', civic: '5' },
    });
    const page = await (
      await browser(testApp)
    )
      .get(`/api/partners/getPartnerPage/${home.partnerId}`)
      .expect(200);
    expect(page.body.data.address).toBe('Via Dante 5, 20121 Milano (MI)');

    // Only the name sent: PI, SDI, CF and address stay as they are.
    await edit(home.agent, { name: 'Onoranze Dati Nuove' }).then((r) => expect(r.status).toBe(200));
    expect(await stored()).toMatchObject({
      name: 'Onoranze Dati Nuove',
      vat: 'IT98765432109',
      sdi: 'ABC1234',
      cf: 'RSSMRA80A01H501U',
      address: 'Via Dante 5, 20121 Milano (MI)',
      addressCivic: '5',
    });
    // An empty CF clears it (a partner may leave it empty).
    await edit(home.agent, { cf: '' }).then((r) => expect(r.status).toBe(200));
    expect((await stored()).cf).toBeNull();
  });

  it("refuses another partner's Partita IVA (VAT_ALREADY_EXISTS) and changes only the caller's company", async () => {
    const other = await createFuneralHome(testApp, 'Onoranze Seconde');
    const response = await edit(other.agent, { pi: 'IT98765432109' });
    expect(response.status).toBe(409);
    expect(response.body.errorCode).toBe('VAT_ALREADY_EXISTS');
    await edit(other.agent, { name: 'Seconde Rinominate' }).then((r) => expect(r.status).toBe(200));
    expect((await stored()).name).toBe('Onoranze Dati Nuove');
  });
});
