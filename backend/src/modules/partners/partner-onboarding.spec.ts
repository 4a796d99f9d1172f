import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  bodyOf,
  clearThrottles,
  createClient,
  linkOf,
  outboxMessages,
  postForm,
} from '../../test-support/account-helpers';
import { elfExecutable, jpegWithGps, mp4Video } from '../../test-support/media-fixtures';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AccountsService } from '../accounts/accounts.service';
import { PlatformAccess } from '../accounts/user.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { CaptchaService, type CaptchaChallenge } from '../content/contact/captcha.service';
import { Partner } from './partner.entity';

type AltchaLib = typeof import('altcha-lib', { with: { 'resolution-mode': 'import' } });

const testApp = useTestApp(ACCOUNT_TEST_ENV);

type Who = 'anonymous' | 'clientedemo' | 'partnerdemo' | 'lampadedemo' | 'adminricordo';
const agents = {} as Record<Who, Browser>;

beforeAll(async () => {
  for (const who of ['anonymous', 'clientedemo', 'partnerdemo', 'lampadedemo', 'adminricordo'] as const) {
    agents[who] = await browser(testApp);
    if (who !== 'anonymous') await signIn(agents[who], who);
  }
});

beforeEach(() => clearThrottles(testApp));

async function solution(): Promise<string> {
  const challenge: CaptchaChallenge = await testApp.app.get(CaptchaService).challenge();
  const { solveChallenge } = (await import('altcha-lib')) as AltchaLib;
  const found = (await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise)!.number;
  const payload = { ...challenge, number: found };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

let counter = 0;
/** A complete request of a funeral home; each call a new company, username, e-mail and VAT. */
function company(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    name: `Onoranze Funebri Test ${tag}`,
    type: 'partner',
    username: `onoranzefunebritest${tag}`,
    pi: `IT${String(10_000_000_000 + counter * 7919 + (Date.now() % 100_000)).slice(0, 11)}`,
    sdi: 'M5UXCR1',
    cf: '',
    email: `of${tag}@example.com`,
    phone: '',
    website: 'www.onoranze-test.example',
    description: 'Dal 1950 al vostro fianco.',
    nationality: '105',
    region: '4',
    province: '15',
    location: '15146',
    cap: '20121',
    route: 'Via Dante',
    civic: '5',
    terms: 'true',
    ...overrides,
  };
}

interface Files {
  logo?: Buffer;
  images?: Buffer[];
  video?: Buffer;
}

async function sendRequest(fields: Record<string, string>, files: Files = {}, altcha?: string) {
  const agent = await browser(testApp);
  let call = agent.post('/api/partners/sendform/partner').set('X-CSRF-Token', await csrfToken(agent));
  for (const [name, value] of Object.entries({ ...fields, altcha: altcha ?? (await solution()) }))
    call = call.field(name, value);
  if (files.logo) call = call.attach('logo', files.logo, { filename: 'logo.jpg', contentType: 'image/jpeg' });
  for (const [index, image] of (files.images ?? []).entries())
    call = call.attach('images', image, { filename: `foto${index}.jpg`, contentType: 'image/jpeg' });
  if (files.video) call = call.attach('video', files.video, { filename: 'v.mp4', contentType: 'video/mp4' });
  return call;
}

const partners = () => testApp.dataSource.getRepository(Partner);
const partnerByVat = (vat: string) =>
  partners().findOneOrFail({ where: { vat: vat.toUpperCase() }, relations: { user: true } });

async function requested(overrides: Record<string, string> = {}): Promise<Partner> {
  const fields = company(overrides);
  const response = await sendRequest(fields);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return partnerByVat(fields.pi);
}

const admin = (path: string, partnerid: number) =>
  postForm(agents.adminricordo, `/api/admin/${path}`, { partnerid: String(partnerid) });

async function mediaFiles(): Promise<string[]> {
  const folder = join(testApp.config.mediaDir, 'partner');
  if (!existsSync(folder)) return [];
  const names: string[] = [];
  for (const sub of await readdir(folder)) names.push(...(await readdir(join(folder, sub))));
  return names;
}

describe('the public partner request (/partner)', () => {
  it('stores a pending request with its account (no password, no panel), address and media', async () => {
    const fields = company();
    const response = await sendRequest(fields, {
      logo: await jpegWithGps(),
      images: [await jpegWithGps(), await jpegWithGps()],
      video: mp4Video(),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const partner = await partnerByVat(fields.pi);
    expect(partner).toMatchObject({ status: 'pending', type: 'partner', sdi: 'M5UXCR1', name: fields.name });
    expect(partner.logo).toMatch(/^partner\//);
    expect(JSON.parse(partner.media ?? '[]')).toHaveLength(2);
    expect(partner.video).toMatch(/^partner\//);
    expect(partner.website).toBe('https://www.onoranze-test.example/');
    // The page shows the whole address, the city with its province included (spec public §3 partner company
    // address; docs/contracts.md "Partners": 'Via Roma 12, 20121 Milano (MI)').
    expect(partner.address).toBe('Via Dante 5, 20121 Milano (MI)');
    expect(partner.user).toMatchObject({
      username: fields.username,
      passwordHash: null,
      platformAccess: PlatformAccess.noPanel,
      partnerType: 'partner',
    });
    // Nothing is sent before the admin decides.
    expect(await outboxMessages(testApp, { userId: partner.userId! })).toHaveLength(0);
    // A request has no public page yet.
    expect((await agents.anonymous.get(`/api/partners/getPartnerPage/${partner.id}`)).status).toBe(404);
  });

  it('keeps the rich-text description through the allow-list and a valid second phone', async () => {
    const partner = await requested({
      description: '<p>Dal <strong>1950</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      altPhone: '+39-0212345678',
    });
    expect(partner.description).toBe('<p>Dal <strong>1950</strong></p>');
    expect(partner.mobile).toBe('+39-0212345678');
    const empty = await requested({ description: '<p><br></p>' });
    expect(empty.description).toBeNull();
  });

  it('says which value is in use: USER, EMAIL or VAT in the errorCode, and saves nothing', async () => {
    const first = company();
    expect((await sendRequest(first)).status).toBe(200);
    const before = await partners().count();

    const sameUser = await sendRequest(company({ name: first.name, username: first.username }));
    expect(sameUser.status).toBe(409);
    expect(bodyOf(sameUser).errorCode).toContain('USER');

    const sameMail = await sendRequest(company({ email: first.email }));
    expect(sameMail.status).toBe(409);
    expect(bodyOf(sameMail).errorCode).toContain('EMAIL');

    const sameVat = await sendRequest(company({ pi: first.pi }));
    expect(sameVat.status).toBe(409);
    expect(bodyOf(sameVat).errorCode).toContain('VAT');
    expect(await partners().count()).toBe(before);
  });

  it('checks the fields with the spec messages', async () => {
    const response = await sendRequest(
      company({ name: '', pi: '', sdi: '', email: '', phone: '', terms: '' }),
    );
    expect(response.status).toBe(400);
    const fields = (bodyOf(response).data as { fields: Record<string, string> }).fields;
    expect(fields).toMatchObject({
      name: 'Campo obbligatorio',
      pi: 'Campo obbligatorio',
      sdi: 'Campo obbligatorio',
      email: 'Devi inserire un metodo di contatto',
      terms: 'Devi accettare i termini',
    });
    const shortPhone = await sendRequest(company({ email: '', phone: '+39-1234567' }));
    expect((bodyOf(shortPhone).data as { fields: Record<string, string> }).fields.phone).toBeDefined();
    const badCf = await sendRequest(company({ cf: 'ABC' }));
    expect((bodyOf(badCf).data as { fields: Record<string, string> }).fields.cf).toBe('Campo non valido');
    // The second phone follows the first's rule (spec public §5 "Partner").
    const badAltPhone = await sendRequest(company({ altPhone: '12345' }));
    expect(badAltPhone.status).toBe(400);
    expect((bodyOf(badAltPhone).data as { fields: Record<string, string> }).fields.altPhone).toBe(
      'Numero di telefono non valido',
    );
    const foreignUsername = await sendRequest(company({ username: 'qualcosaltro' }));
    expect((bodyOf(foreignUsername).data as { fields: Record<string, string> }).fields.username).toBe(
      'Campo non valido',
    );
  });

  it('refuses a request without a solved captcha, and leaves no file behind', async () => {
    const before = await mediaFiles();
    const fields = company();
    const response = await sendRequest(fields, { logo: await jpegWithGps() }, 'bm90IGpzb24=');
    expect(response.status).toBe(400);
    expect(bodyOf(response).errorCode).toBe('CAPTCHA_INVALID');
    expect(await partners().existsBy({ vat: fields.pi })).toBe(false);
    expect(await testApp.app.get(AccountsService).findByUsername(fields.username)).toBeNull();
    expect(await mediaFiles()).toEqual(before);
  });

  it('follows the upload pipeline: a file that is not a photo is refused and nothing is saved', async () => {
    const before = await mediaFiles();
    const fields = company();
    const response = await sendRequest(fields, { images: [await jpegWithGps(), elfExecutable()] });
    expect(response.status).toBe(400);
    expect(bodyOf(response).errorCode).toBe('INVALID_FILE_TYPE');
    expect(await partners().existsBy({ vat: fields.pi })).toBe(false);
    expect(await testApp.app.get(AccountsService).findByUsername(fields.username)).toBeNull();
    expect(await mediaFiles()).toEqual(before);
  });

  it('removes committed files when the database refuses the request', async () => {
    const first = company();
    expect((await sendRequest(first)).status).toBe(200);
    const before = await mediaFiles();
    // Same VAT, checked before the files are committed: refused, nothing stored.
    const again = await sendRequest(company({ pi: first.pi }), { images: [await jpegWithGps()] });
    expect(again.status).toBe(409);
    expect(await mediaFiles()).toEqual(before);
  });
});

describe('the admin decides (#partners)', () => {
  it('lists requests and partners newest first, 5 rows by default', async () => {
    const older = await requested();
    const newer = await requested();
    const response = await agents.adminricordo.get('/api/admin/partners?list=requests').expect(200);
    const data = bodyOf(response).data as { items: Array<{ ID: number }>; maxResults: number };
    expect(data.maxResults).toBe(5);
    const ids = data.items.map((item) => item.ID);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id) === -1 ? 99 : ids.indexOf(older.id));
    const active = bodyOf(await agents.adminricordo.get('/api/admin/partners?list=partners').expect(200))
      .data as { items: Array<{ status: string }> };
    expect(active.items.every((item) => item.status === 'active' || item.status === 'disabled')).toBe(true);
    expect((await agents.adminricordo.get('/api/admin/partners?maxResults=7')).status).toBe(400);
  });

  it('accepts: partner panel, a set-password link by its channel, an audit row; then the partner signs in', async () => {
    const partner = await requested();
    const response = await admin('acceptPartner', partner.id);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const after = await partners().findOneOrFail({ where: { id: partner.id }, relations: { user: true } });
    expect(after.status).toBe('active');
    expect(after.user!.platformAccess).toBe(PlatformAccess.partner);

    const [message] = await outboxMessages(testApp, {
      userId: partner.userId!,
      template: 'partner-accepted',
    });
    expect(message.channel).toBe('email');
    const { url, token } = linkOf(message);
    expect(url.pathname).toBe('/registerComplete');

    const audit = await testApp.dataSource
      .getRepository(AuditEntry)
      .findOneByOrFail({ action: 'acceptPartner', targetId: String(partner.id) });
    expect(audit).toMatchObject({ actorUsername: 'adminricordo', actedUserId: partner.userId });

    const agent = await browser(testApp);
    const set = await postForm(agent, '/api/account/register', {
      registrationToken: token,
      newPassword: 'PartnerNuovo2026',
      password: 'PartnerNuovo2026',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await signIn(agent, after.user!.username, 'PartnerNuovo2026');
    const data = bodyOf(await agent.get('/api/auth/session').expect(200));
    expect(JSON.stringify(data)).toContain('"platformAccess":2');
    expect((await agents.anonymous.get(`/api/partners/getPartnerPage/${partner.id}`)).status).toBe(200);

    // Disabled: the session ends, no partner route answers, the public page is gone.
    expect((await admin('downgradePartner', partner.id)).status).toBe(200);
    expect((await agent.get('/api/qrcodes/partner')).status).toBe(401);
    const login = await postForm(await browser(testApp), '/api/auth/login', {
      email: after.user!.username,
      password: 'PartnerNuovo2026',
    });
    expect(login.status).toBe(403);
    expect((await agents.anonymous.get(`/api/partners/getPartnerPage/${partner.id}`)).status).toBe(404);
    expect(
      await testApp.dataSource
        .getRepository(AuditEntry)
        .existsBy({ action: 'downgradePartner', targetId: String(partner.id) }),
    ).toBe(true);
  });

  it('denies a request: no message, an audit row, and a decided request stays decided', async () => {
    const partner = await requested();
    expect((await admin('denyPartner', partner.id)).status).toBe(200);
    expect((await partners().findOneByOrFail({ id: partner.id })).status).toBe('denied');
    expect((await admin('denyPartner', partner.id)).status).toBe(409);
    expect((await admin('downgradePartner', partner.id)).status).toBe(409);
    expect(
      await outboxMessages(testApp, { userId: partner.userId!, template: 'partner-accepted' }),
    ).toHaveLength(0);
    expect(
      await testApp.dataSource
        .getRepository(AuditEntry)
        .existsBy({ action: 'denyPartner', targetId: String(partner.id) }),
    ).toBe(true);
  });

  it('answers 404 for an unknown partner and 400 for a malformed id', async () => {
    expect((await admin('acceptPartner', 99_999_999)).status).toBe(404);
    expect(
      (await postForm(agents.adminricordo, '/api/admin/acceptPartner', { partnerid: 'abc' })).status,
    ).toBe(400);
  });

  it.each(['anonymous', 'clientedemo', 'partnerdemo', 'lampadedemo'] as const)(
    'refuses %s on every admin partner route',
    async (who) => {
      const partner = await requested();
      const expected = who === 'anonymous' ? 401 : 403;
      expect((await agents[who].get('/api/admin/partners')).status).toBe(expected);
      for (const path of ['acceptPartner', 'denyPartner', 'downgradePartner'])
        expect(
          (await postForm(agents[who], `/api/admin/${path}`, { partnerid: String(partner.id) })).status,
        ).toBe(expected);
      expect((await partners().findOneByOrFail({ id: partner.id })).status).toBe('pending');
    },
  );

  it('an admin acting for a client reaches none of them', async () => {
    const partner = await requested();
    const acting = await browser(testApp);
    await signIn(acting, 'adminricordo');
    const client = await createClient(testApp);
    const started = await postForm(
      acting,
      '/api/admin/acting',
      { userId: String(client.id), reason: 'Richiesta telefonica' },
      'json',
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await acting.get('/api/admin/partners')).status).toBe(403);
    for (const path of ['acceptPartner', 'denyPartner', 'downgradePartner'])
      expect((await postForm(acting, `/api/admin/${path}`, { partnerid: String(partner.id) })).status).toBe(
        403,
      );
    expect((await partners().findOneByOrFail({ id: partner.id })).status).toBe('pending');
  });
});
