import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  bodyOf,
  createClient,
  linkOf,
  outboxMessages,
  payloadOf,
  postForm,
} from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { activate, newcomer, tombstone, type Photo } from '../../test-support/activation-fixtures';
import { savePlaque } from '../../test-support/qr-helpers';
import { elfExecutable, jpegWithGps } from '../../test-support/media-fixtures';
import { browser, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AccountsService } from '../accounts/accounts.service';
import { UserAddress } from '../accounts/user-address.entity';
import { User } from '../accounts/user.entity';
import { hashPassword } from '../auth/passwords';
import { OneShotToken } from '../auth/one-shot-token.entity';
import { Deceased } from '../deceased/deceased.entity';
import { OutboxService } from '../notifications/outbox.service';
import { PartnersService } from '../partners/partners.service';
import { Clock } from '../scheduler/clock';
import { ACTIVATION_THROTTLES, PENDING_HOLD_MS } from './activation.service';
import { PurchaseRegistrationService } from '../accounts/purchase-registration.service';
import { randomCode, type PlaqueRow } from './plaque-codes';
import { QrCode } from './qr-code.entity';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;

/** A plaque in stock, as the admin's generator makes it (docs/contracts.md "Plaques"). */
const makePlaque = (fields: Partial<PlaqueRow> = {}) =>
  savePlaque(testApp, { saleChannel: 'admin', ...fields });

const plaqueOf = (id: number) => testApp.dataSource.getRepository(QrCode).findOneByOrFail({ id });
const deceasedCount = () => testApp.dataSource.getRepository(Deceased).count();

const lapide = async (): Promise<Photo> => ({
  buffer: await jpegWithGps(),
  filename: 'lapide.jpg',
  contentType: 'image/jpeg',
});

const confirm = async (agent: Browser, token: string) =>
  postForm(agent, '/api/qrcodes/confirmActivation', { token }, 'json');

/** The confirmation message of a plaque (outbox row) and its one-shot token. */
async function confirmationOf(recipient: string) {
  const [message] = await outboxMessages(testApp, { template: 'plaque-activation', recipient });
  expect(message, `no plaque-activation message to ${recipient}`).toBeDefined();
  return { message, ...linkOf(message) };
}

async function scan(path: string) {
  const response = await (await browser(testApp)).get(path).redirects(0);
  return {
    status: response.status,
    location: response.headers.location,
    cache: response.headers['cache-control'],
  };
}

async function partnerUserId(username: string): Promise<number> {
  const user = await testApp.app.get(AccountsService).findByUsername(username);
  if (!user) throw new Error(`no demo account ${username}`);
  return user.id;
}

async function partnerIdOf(username: string): Promise<number> {
  const partner = await testApp.app.get(PartnersService).findByUser(await partnerUserId(username));
  if (!partner) throw new Error(`no partner for ${username}`);
  return partner.id;
}

/** A published notice (showPage 0) of a partner. */
async function notice(partnerId: number | null): Promise<Deceased> {
  return saveDeceased(testApp, {
    name: 'Rosa',
    surname: `Ferri${unique()}`,
    gender: 'F',
    dateOfDeath: '2025-01-05',
    showPage: 0,
    enabled: 1,
    partnerId,
    graveyardRegionId: 2,
    graveyardProvinceId: 1,
    graveyardLocationId: 1272,
    graveyardCap: '10152',
  });
}

let anonymous: Browser;
beforeEach(async () => {
  anonymous = await browser(testApp);
});
afterEach(() => vi.restoreAllMocks());

describe('activation by a newcomer (registration on the way)', () => {
  it('holds the page hidden until the e-mailed link confirms it; then it is live, scanned and listed', async () => {
    const plaque = await makePlaque();
    const owner = newcomer();
    const response = await activate(anonymous, { ...tombstone(plaque), ...owner }, await lapide());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const body = bodyOf(response);
    expect(body.message).toBe("Ti abbiamo inviato un messaggio per confermare l'attivazione");
    const data = body.data as {
      qrCode: string;
      deceasedID: number;
      channel: string;
      recipient: string;
      newAccount: boolean;
    };
    expect(data).toMatchObject({
      qrCode: plaque.code,
      channel: 'email',
      recipient: owner.email,
      newAccount: true,
    });

    // Pending: the plaque waits, the page exists but is shown nowhere, the account has no password.
    const waiting = await plaqueOf(plaque.id);
    expect(waiting).toMatchObject({
      activationStatus: 'pending',
      deceasedId: data.deceasedID,
      activatedAt: null,
    });
    expect(waiting.activationRequestedAt).toBeInstanceOf(Date);
    const page = await testApp.dataSource.getRepository(Deceased).findOneByOrFail({ id: data.deceasedID });
    expect(page).toMatchObject({
      name: 'Ernesto',
      surname: 'Galli',
      gender: 'M',
      dateOfBirth: '1935-04-12',
      dateOfDeath: '2024-10-03',
      age: 89,
      graveyardName: 'Cimitero Monumentale',
      graveyardLocationId: 15146,
      graveyardCap: '20154',
      graveyardAddress: '45.4855,9.1793',
      aphorism: 'Il tuo ricordo è la nostra forza.',
      enabled: 0,
      showPage: 0,
      ownerUserId: null,
    });
    expect(page.lapidePhoto).toMatch(/^tombstones\/[0-9a-f]{32}\.jpg$/);
    expect(existsSync(join(testApp.config.mediaDir, page.lapidePhoto as string))).toBe(true);
    await anonymous.get(`/api/deceased/deceasedData/${data.deceasedID}`).expect(404);
    expect(await scan(`/qr/${plaque.code}`)).toMatchObject({
      status: 302,
      location: `/activate-qrCode?code=${plaque.code}`,
    });

    const user = await testApp.dataSource.getRepository(User).findOneByOrFail({ email: owner.email });
    expect(user).toMatchObject({ username: owner.username, passwordHash: null, cf: 'GLLLCU70A41F205X' });
    const address = await testApp.dataSource.getRepository(UserAddress).findOneByOrFail({ userId: user.id });
    expect(address).toMatchObject({ address: 'Via Dante', number: '5', locationId: 15146, cap: '20121' });

    // Two messages by e-mail: the registration link and the activation link with the data to check.
    const [registration] = await outboxMessages(testApp, {
      template: 'registration',
      recipient: owner.email,
    });
    expect(linkOf(registration).url.pathname).toBe('/registerComplete');
    const { message, url, token } = await confirmationOf(owner.email);
    expect(message.channel).toBe('email');
    expect(message.userId).toBe(user.id);
    expect(url.origin + url.pathname).toBe('https://ricordo.example/conferma-attivazione');
    expect(payloadOf(message)).toMatchObject({ deceasedName: 'Ernesto Galli', newAccount: true });
    expect(payloadOf(message).details).toEqual(
      expect.arrayContaining([
        `Codice QR: ${plaque.code}`,
        'Data di nascita: 12/04/1935',
        'Luogo di sepoltura: Cimitero Monumentale, Milano (MI) 20154',
        'Foto della lapide: caricata',
      ]),
    );

    // The owner confirms from the link: the plaque is active, the page live and theirs.
    const confirmed = await confirm(await browser(testApp), token);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(bodyOf(confirmed).message).toBe('Attivazione completata: la lapide digitale è online');
    expect(bodyOf(confirmed).data).toEqual({
      deceasedID: data.deceasedID,
      qrCode: plaque.code,
      registrationPending: true,
    });
    const active = await plaqueOf(plaque.id);
    expect(active.activationStatus).toBe('active');
    expect(active.activatedAt).toBeInstanceOf(Date);
    const live = bodyOf(await anonymous.get(`/api/deceased/deceasedData/000${data.deceasedID}`).expect(200));
    expect(live.data).toMatchObject({
      name: 'Ernesto',
      aphorism: 'Il tuo ricordo è la nostra forza.',
      graveyardName: 'Cimitero Monumentale',
      'photo-lapide': `/media/${page.lapidePhoto}`,
    });
    expect(await scan(`/qr/${plaque.code}`)).toEqual({
      status: 302,
      location: `/memorial?000${data.deceasedID}`,
      cache: 'no-store',
    });
    expect((await scan(`/qr/${plaque.code.toLowerCase()}/condoglianze`)).location).toBe(
      `/memorial-book?000${data.deceasedID}`,
    );

    // A second use of the link is refused with the token pages' text.
    const again = await confirm(await browser(testApp), token);
    expect(again.status).toBe(410);
    expect(bodyOf(again)).toMatchObject({ errorCode: 'TOKEN_INVALID', message: 'Il link non è più valido' });

    // After choosing a password through the registration link, the owner's panel lists the page.
    const password = 'UnaPasswordSicura1';
    await postForm(
      anonymous,
      '/api/account/register',
      { registrationToken: linkOf(registration).token, newPassword: password, password },
      'json',
    ).then((answer) => expect(answer.status, JSON.stringify(answer.body)).toBe(200));
    const ownerBrowser = await browser(testApp);
    await signIn(ownerBrowser, owner.username, password);
    const list = bodyOf(await ownerBrowser.get(`/api/account/getDeceasedByID/${user.id}`).expect(200));
    expect((list.data as { deceased_list: Array<Record<string, unknown>> }).deceased_list).toEqual([
      expect.objectContaining({ ID: data.deceasedID, name: 'Ernesto', showPage: 1, enabled: 1 }),
    ]);
  });

  it('a plaque given on account (conto vendita) makes a page with contoVendita 1', async () => {
    const plaque = await makePlaque({ sold: 1, saleChannel: 'conto-vendita' });
    const owner = newcomer();
    const response = await activate(anonymous, { ...tombstone(plaque), ...owner });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { deceasedID } = bodyOf(response).data as { deceasedID: number };
    await confirm(anonymous, (await confirmationOf(owner.email)).token);
    const page = await testApp.dataSource.getRepository(Deceased).findOneByOrFail({ id: deceasedID });
    expect(page).toMatchObject({ contoVendita: 1, showPage: 1 });
  });

  it('goes by WhatsApp when the newcomer chose it', async () => {
    const plaque = await makePlaque();
    const phone = `+39-3${String(randomInt(100_000_000, 999_999_999))}`;
    const owner = newcomer({ email: '', telephone: phone, 'contact-method': 'wa' });
    const response = await activate(anonymous, { ...tombstone(plaque), ...owner });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(bodyOf(response).data).toMatchObject({ channel: 'wa', recipient: phone });
    const { message } = await confirmationOf(phone);
    expect(message.channel).toBe('wa');
  });
});

describe('activation by a signed-in owner', () => {
  it('uses the account (no owner fields), confirms by its contact and lists the page for the owner', async () => {
    const plaque = await makePlaque();
    const client = await createClient(testApp);
    const agent = await browser(testApp);
    await signIn(agent, client.username, client.password);
    const before = await outboxMessages(testApp, { template: 'registration' });
    const response = await activate(agent, tombstone(plaque, { bornDate: '', deathDate: '', age: '77' }));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const data = bodyOf(response).data as { deceasedID: number };
    expect(bodyOf(response).data).toMatchObject({ recipient: client.email, newAccount: false });
    expect(await outboxMessages(testApp, { template: 'registration' })).toHaveLength(before.length);
    const { token, message } = await confirmationOf(client.email as string);
    expect(payloadOf(message)).toMatchObject({ name: 'Paola', newAccount: false });
    expect(payloadOf(message).details).toContain('Foto della lapide: non caricata');

    const confirmed = await confirm(anonymous, token);
    expect(bodyOf(confirmed).data).toMatchObject({ deceasedID: data.deceasedID, registrationPending: false });
    const page = await testApp.dataSource.getRepository(Deceased).findOneByOrFail({ id: data.deceasedID });
    expect(page).toMatchObject({
      ownerUserId: client.id,
      enabled: 1,
      showPage: 1,
      age: 77,
      lapidePhoto: null,
    });
    const list = bodyOf(await agent.get(`/api/account/getDeceasedByID/${client.id}`).expect(200));
    expect(
      (list.data as { deceased_list: Array<{ ID: number }> }).deceased_list.map((item) => item.ID),
    ).toEqual([data.deceasedID]);
  });
});

describe('refusals that write nothing', () => {
  async function nothingWritten(plaque: QrCode, deceasedBefore: number, messagesBefore: number) {
    expect(await plaqueOf(plaque.id)).toMatchObject({ activationStatus: null, deceasedId: null });
    expect(await deceasedCount()).toBe(deceasedBefore);
    expect(await outboxMessages(testApp)).toHaveLength(messagesBefore);
  }

  it("a wrong verification code or an unknown code: 'Codice QR o codice di verifica non validi'", async () => {
    const plaque = await makePlaque();
    const [deceased, messages] = [await deceasedCount(), (await outboxMessages(testApp)).length];
    const owner = newcomer();
    for (const fields of [
      tombstone(plaque, { secureCode: 'WRONG234' }),
      tombstone({ code: 'NOSUCHCODE', verificationCode: plaque.verificationCode }),
    ]) {
      const response = await activate(anonymous, { ...fields, ...owner });
      expect(response.status).toBe(400);
      expect(bodyOf(response)).toMatchObject({
        errorCode: 'INVALID_QR_CODE',
        message: 'Codice QR o codice di verifica non validi',
        data: {
          fields: {
            qrCode: 'Codice QR o codice di verifica non validi',
            secureCode: 'Codice QR o codice di verifica non validi',
          },
        },
      });
    }
    await nothingWritten(plaque, deceased, messages);
    expect(await testApp.dataSource.getRepository(User).countBy({ email: owner.email })).toBe(0);
  });

  it('accepts the codes in lower case and with spaces, as typed from the plaque', async () => {
    const plaque = await makePlaque();
    const response = await activate(anonymous, {
      ...tombstone(plaque, {
        qrCode: ` ${plaque.code.toLowerCase().slice(0, 5)} ${plaque.code.toLowerCase().slice(5)} `,
        secureCode: plaque.verificationCode.toLowerCase(),
      }),
      ...newcomer(),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });

  it('a plaque already active: 409 with a clear message', async () => {
    const page = await saveDeceased(testApp, { name: 'Già', surname: 'Attivo' });
    const plaque = await makePlaque({
      activationStatus: 'active',
      deceasedId: page.id,
      activatedAt: new Date(),
    });
    const [deceased, messages] = [await deceasedCount(), (await outboxMessages(testApp)).length];
    const response = await activate(anonymous, { ...tombstone(plaque), ...newcomer() });
    expect(response.status).toBe(409);
    expect(bodyOf(response)).toMatchObject({
      errorCode: 'QR_ALREADY_ACTIVE',
      message: 'Questo codice QR è già stato attivato',
    });
    expect(await deceasedCount()).toBe(deceased);
    expect(await outboxMessages(testApp)).toHaveLength(messages);
    expect((await plaqueOf(plaque.id)).deceasedId).toBe(page.id);
  });

  it('an expired temporary code: its own message; the scan shows the explanation page', async () => {
    const expired = await makePlaque({ temporary: 1, expiresAt: new Date(Date.now() - 1000) });
    const marked = await makePlaque({
      temporary: 1,
      expiresAt: new Date(Date.now() + 86_400_000),
      expiredAt: new Date(),
    });
    const valid = await makePlaque({ temporary: 1, expiresAt: new Date(Date.now() + 86_400_000) });
    const [deceased, messages] = [await deceasedCount(), (await outboxMessages(testApp)).length];
    for (const plaque of [expired, marked]) {
      const response = await activate(anonymous, { ...tombstone(plaque), ...newcomer() });
      expect(response.status).toBe(410);
      expect(bodyOf(response)).toMatchObject({
        errorCode: 'QR_EXPIRED',
        message:
          'Il codice QR temporaneo è scaduto: per una lapide digitale permanente puoi acquistare una targa QR',
      });
      expect((await scan(`/qr/${plaque.code}`)).location).toBe(`/qrcode-scaduto?code=${plaque.code}`);
    }
    await nothingWritten(expired, deceased, messages);
    expect((await scan(`/qr/${valid.code}`)).location).toBe(`/activate-qrCode?code=${valid.code}`);
  });

  it('a photo of the wrong type: 400 before anything is written or kept', async () => {
    const plaque = await makePlaque();
    const [deceased, messages] = [await deceasedCount(), (await outboxMessages(testApp)).length];
    const response = await activate(
      anonymous,
      { ...tombstone(plaque), ...newcomer() },
      {
        buffer: elfExecutable(),
        filename: 'lapide.jpg',
        contentType: 'image/jpeg',
      },
    );
    expect(response.status).toBe(400);
    expect(bodyOf(response).errorCode).toBe('INVALID_FILE_TYPE');
    await nothingWritten(plaque, deceased, messages);
  });

  it('a failure inside the transaction rolls everything back: no account, page, link or photo', async () => {
    const plaque = await makePlaque();
    const owner = newcomer();
    const [deceased, messages] = [await deceasedCount(), (await outboxMessages(testApp)).length];
    const tokens = await testApp.dataSource.getRepository(OneShotToken).count();
    const enqueue = OutboxService.prototype.enqueue;
    vi.spyOn(OutboxService.prototype, 'enqueue').mockImplementation(async function (
      this: OutboxService,
      manager,
      message,
    ) {
      if (message.template === 'plaque-activation') throw new Error('outbox down');
      return enqueue.call(this, manager, message);
    });
    const photo = await lapide();
    const response = await activate(anonymous, { ...tombstone(plaque), ...owner }, photo);
    expect(response.status).toBe(500);
    await nothingWritten(plaque, deceased, messages);
    expect(await testApp.dataSource.getRepository(User).countBy({ email: owner.email })).toBe(0);
    expect(await testApp.dataSource.getRepository(OneShotToken).count()).toBe(tokens);
    const { readdir } = await import('node:fs/promises');
    const folder = join(testApp.config.mediaDir, 'tombstones');
    const kept = existsSync(folder) ? await readdir(folder) : [];
    const pages = await testApp.dataSource.getRepository(Deceased).find({ select: { lapidePhoto: true } });
    const named = new Set(pages.map((page) => page.lapidePhoto?.split('/')[1]));
    expect(kept.filter((file) => !named.has(file))).toEqual([]);

    vi.restoreAllMocks();
    const retry = await activate(anonymous, { ...tombstone(plaque), ...owner }, photo);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
  });
});

describe('one activation per plaque', () => {
  it('a repeated click: the second request is refused while the link is valid, and makes no second page', async () => {
    const plaque = await makePlaque();
    const client = await createClient(testApp);
    const agent = await browser(testApp);
    await signIn(agent, client.username, client.password);
    const first = await activate(agent, tombstone(plaque));
    expect(first.status).toBe(200);
    const deceased = await deceasedCount();
    const second = await activate(agent, tombstone(plaque));
    expect(second.status).toBe(409);
    expect(bodyOf(second)).toMatchObject({
      errorCode: 'ACTIVATION_PENDING',
      message: 'Attivazione già richiesta, controlla il messaggio di conferma',
    });
    expect(await deceasedCount()).toBe(deceased);
    expect(
      await outboxMessages(testApp, { template: 'plaque-activation', recipient: client.email as string }),
    ).toHaveLength(1);
  });

  it('two activations of one code at the same instant: exactly one wins, the loser writes nothing', async () => {
    const plaque = await makePlaque();
    const [first, second] = [newcomer(), newcomer()];
    const deceased = await deceasedCount();
    // Both requests pass every check before either transaction starts: the claim alone decides.
    let arrived = 0;
    let bothChecked: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (bothChecked = resolve));
    const assertFree = PurchaseRegistrationService.prototype.assertFree;
    vi.spyOn(PurchaseRegistrationService.prototype, 'assertFree').mockImplementation(async function (
      this: PurchaseRegistrationService,
      ...args: Parameters<PurchaseRegistrationService['assertFree']>
    ) {
      arrived += 1;
      if (arrived === 2) bothChecked();
      await gate;
      return assertFree.apply(this, args);
    });
    const answers = await Promise.all([
      activate(anonymous, { ...tombstone(plaque), ...first }),
      activate(await browser(testApp), { ...tombstone(plaque, { nameTo: 'Altro' }), ...second }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409) as Response;
    expect(bodyOf(loser).errorCode).toBe('ACTIVATION_PENDING');
    expect(await deceasedCount()).toBe(deceased + 1);
    const users = testApp.dataSource.getRepository(User);
    const created =
      (await users.countBy({ email: first.email })) + (await users.countBy({ email: second.email }));
    expect(created).toBe(1);
    const messages = [
      ...(await outboxMessages(testApp, { template: 'plaque-activation', recipient: first.email })),
      ...(await outboxMessages(testApp, { template: 'plaque-activation', recipient: second.email })),
    ];
    expect(messages).toHaveLength(1);
    expect(arrived).toBe(2);
    expect((await plaqueOf(plaque.id)).activationStatus).toBe('pending');
  });

  it('a pending activation whose link expired unconfirmed can be requested again; the old page and link go', async () => {
    const plaque = await makePlaque();
    const client = await createClient(testApp);
    const agent = await browser(testApp);
    await signIn(agent, client.username, client.password);
    const first = await activate(agent, tombstone(plaque), await lapide());
    const oldPage = (bodyOf(first).data as { deceasedID: number }).deceasedID;
    const oldPhoto = (await testApp.dataSource.getRepository(Deceased).findOneByOrFail({ id: oldPage }))
      .lapidePhoto;
    const { token: oldToken } = await confirmationOf(client.email as string);

    const later = new Date(Date.now() + PENDING_HOLD_MS + 1000);
    vi.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(later);
    const check = bodyOf(await anonymous.get(`/api/qrcodes/check?code=${plaque.code}`).expect(200));
    expect(check.data).toMatchObject({ status: 'available' });
    const again = await activate(agent, tombstone(plaque, { nameTo: 'Ernestino' }));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const newPage = (bodyOf(again).data as { deceasedID: number }).deceasedID;
    expect(newPage).not.toBe(oldPage);
    expect(await testApp.dataSource.getRepository(Deceased).countBy({ id: oldPage })).toBe(0);
    expect(existsSync(join(testApp.config.mediaDir, oldPhoto as string))).toBe(false);
    expect((await confirm(anonymous, oldToken)).status).toBe(410);

    const messages = await outboxMessages(testApp, {
      template: 'plaque-activation',
      recipient: client.email as string,
    });
    const newToken = linkOf(messages[messages.length - 1]).token;
    const confirmed = await confirm(anonymous, newToken);
    expect(bodyOf(confirmed).data).toMatchObject({ deceasedID: newPage });
  });
});

describe('activation from a partner notice (obituaryID)', () => {
  it("the partner's own notice becomes the tombstone page on confirmation, with the partner as owner", async () => {
    const partnerId = await partnerIdOf('partnerdemo');
    const own = await notice(partnerId);
    const plaque = await makePlaque();
    const agent = await browser(testApp);
    await signIn(agent, 'partnerdemo');
    const deceased = await deceasedCount();
    const response = await activate(
      agent,
      tombstone(plaque, { obituaryID: `000${own.id}`, nameTo: 'Rosa', surnameTo: own.surname, gender: 'F' }),
      await lapide(),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(bodyOf(response).data).toMatchObject({ deceasedID: own.id, newAccount: false });
    expect(await deceasedCount()).toBe(deceased);
    const waiting = await testApp.dataSource.getRepository(Deceased).findOneByOrFail({ id: own.id });
    expect(waiting).toMatchObject({
      showPage: 0,
      enabled: 1,
      graveyardName: 'Cimitero Monumentale',
      partnerId,
    });
    expect(waiting.lapidePhoto).toMatch(/^tombstones\//);

    const partnerEmail = (await testApp.app.get(AccountsService).findByUsername('partnerdemo'))
      ?.email as string;
    const messages = await outboxMessages(testApp, {
      template: 'plaque-activation',
      recipient: partnerEmail,
    });
    await confirm(anonymous, linkOf(messages[messages.length - 1]).token).then((answer) =>
      expect(answer.status, JSON.stringify(answer.body)).toBe(200),
    );
    const live = await testApp.dataSource.getRepository(Deceased).findOneByOrFail({ id: own.id });
    expect(live).toMatchObject({ showPage: 1, enabled: 1, ownerUserId: await partnerUserId('partnerdemo') });
    expect((await scan(`/qr/${plaque.code}`)).location).toBe(`/memorial?000${own.id}`);

    // Once a tombstone, the notice is no longer offered, nor accepted for another plaque.
    const listed = bodyOf(await agent.get('/api/qrcodes/activationNotices').expect(200));
    expect((listed.data as { notices: Array<{ ID: number }> }).notices.map((item) => item.ID)).not.toContain(
      own.id,
    );
    const other = await activate(agent, tombstone(await makePlaque(), { obituaryID: String(own.id) }));
    expect(other.status).toBe(404);
  });

  it('authorization: anonymous 401, client and lamp manager 403, another partner’s notice 404, admin any', async () => {
    const partnerId = await partnerIdOf('partnerdemo');
    const own = await notice(partnerId);
    const otherPartnerUser = await testApp.app.get(AccountsService).create({
      username: `onoranze${unique()}`,
      email: `onoranze.${unique()}@example.com`,
      telephone: null,
      name: 'Onoranze',
      surname: 'Rossi',
      passwordHash: await hashPassword('PasswordDiProva1'),
      platformAccess: 2,
      partnerType: 'partner',
    });
    const otherPartner = await testApp.app
      .get(PartnersService)
      .ensureForUser(otherPartnerUser.id, 'Onoranze Rossi', 'partner');
    const foreign = await notice(otherPartner.id);

    const attempt = async (agent: Browser, noticeId: number) =>
      activate(agent, tombstone(await makePlaque(), { obituaryID: String(noticeId) }));
    const as = async (username: string | null, password?: string) => {
      const agent = await browser(testApp);
      if (username) await signIn(agent, username, password);
      return agent;
    };
    const client = await createClient(testApp);

    const anonymousAnswer = await attempt(await as(null), own.id);
    expect(anonymousAnswer.status).toBe(401);
    expect(bodyOf(anonymousAnswer).message).toBe("Effettua l'accesso per continuare");
    expect((await attempt(await as(client.username, client.password), own.id)).status).toBe(403);
    expect((await attempt(await as('clientedemo'), own.id)).status).toBe(403);
    expect((await attempt(await as('lampadedemo'), own.id)).status).toBe(403);
    const strangers = await attempt(await as('partnerdemo'), foreign.id);
    expect(strangers.status).toBe(404);
    expect(bodyOf(strangers)).toMatchObject({
      errorCode: 'NOTICE_NOT_FOUND',
      message: 'Necrologio non trovato',
    });
    // A tombstone page (showPage 1) is no notice, even the partner's own.
    const tombstonePage = await saveDeceased(testApp, {
      name: 'Pagina',
      surname: 'Lapide',
      partnerId,
      showPage: 1,
    });
    expect((await attempt(await as('partnerdemo'), tombstonePage.id)).status).toBe(404);
    expect((await attempt(await as(otherPartnerUser.username, 'PasswordDiProva1'), foreign.id)).status).toBe(
      200,
    );
    expect((await attempt(await as('adminricordo'), own.id)).status).toBe(200);
    // Nothing was written for the refused ones: the two notices each have one pending plaque only.
    const plaques = testApp.dataSource.getRepository(QrCode);
    expect(await plaques.countBy({ deceasedId: own.id })).toBe(1);
    expect(await plaques.countBy({ deceasedId: foreign.id })).toBe(1);
  });

  it('authorization of a plain activation: every role may activate a plaque it holds the codes of, as owner', async () => {
    const roles: Array<[string, string | null]> = [
      ['anonymous', null],
      ['client', 'clientedemo'],
      ['partner', 'partnerdemo'],
      ['lamp manager', 'lampadedemo'],
      ['admin', 'adminricordo'],
    ];
    for (const [role, username] of roles) {
      const plaque = await makePlaque();
      const agent = await browser(testApp);
      if (username) await signIn(agent, username);
      const response = await activate(agent, { ...tombstone(plaque), ...(username ? {} : newcomer()) });
      expect(response.status, `${role}: ${JSON.stringify(response.body)}`).toBe(200);
      expect(bodyOf(response).data).toMatchObject({ newAccount: username === null });
    }
    // An owner on another's page: that page's plaque is taken, and their own hidden notice is no way in.
    const theirs = await saveDeceased(testApp, { name: 'Pagina', surname: 'Altrui' });
    const taken = await makePlaque({
      activationStatus: 'active',
      deceasedId: theirs.id,
      activatedAt: new Date(),
    });
    const owner = await createClient(testApp);
    const ownPage = await saveDeceased(testApp, {
      name: 'Pagina',
      surname: 'Mia',
      ownerUserId: owner.id,
      showPage: 0,
    });
    const agent = await browser(testApp);
    await signIn(agent, owner.username, owner.password);
    expect((await activate(agent, tombstone(taken))).status).toBe(409);
    expect(
      (await activate(agent, tombstone(await makePlaque(), { obituaryID: String(ownPage.id) }))).status,
    ).toBe(403);
    expect(
      (await testApp.dataSource.getRepository(Deceased).findOneByOrFail({ id: theirs.id })).ownerUserId,
    ).toBeNull();
  });

  it('GET activationNotices: the partner’s own notices without a plaque; other roles refused', async () => {
    const partnerId = await partnerIdOf('partnerdemo');
    const own = await notice(partnerId);
    const foreign = await notice(null);
    const partner = await browser(testApp);
    await signIn(partner, 'partnerdemo');
    const listed = bodyOf(await partner.get('/api/qrcodes/activationNotices').expect(200));
    const notices = (listed.data as { notices: Array<{ ID: number; graveLocationID: number | null }> })
      .notices;
    expect(notices).toContainEqual(expect.objectContaining({ ID: own.id, graveLocationID: 1272 }));
    expect(notices.map((item) => item.ID)).not.toContain(foreign.id);

    await anonymous.get('/api/qrcodes/activationNotices').expect(401);
    for (const username of ['clientedemo', 'lampadedemo', 'adminricordo']) {
      const agent = await browser(testApp);
      await signIn(agent, username);
      await agent.get('/api/qrcodes/activationNotices').expect(403);
    }
  });
});

describe('field rules (spec public §5 "Activation", spec panels §5 "Address")', () => {
  const fieldsOf = (response: Response) =>
    (bodyOf(response).data as { fields: Record<string, string> }).fields;

  it('an empty form names every required field with the spec texts', async () => {
    const response = await activate(anonymous, { nationality: '105' });
    expect(response.status).toBe(400);
    expect(bodyOf(response).errorCode).toBe('VALIDATION_FAILED');
    expect(fieldsOf(response)).toMatchObject({
      qrCode: 'Campo obbligatorio',
      secureCode: 'Campo obbligatorio',
      nameTo: 'Campo obbligatorio',
      surnameTo: 'Campo obbligatorio',
      gender: 'Devi effettuare una scelta',
      graveyardRegion: 'Devi effettuare una scelta',
      graveyardProvince: 'Devi prima selezionare una regione',
      graveyardCity: 'Devi prima selezionare una provincia',
      name: 'Campo obbligatorio',
      surname: 'Campo obbligatorio',
      username: 'Campo obbligatorio',
      email: 'Devi inserire una mail o un numero di telefono valido per poterti registrare',
      telephone: 'Devi inserire una mail o un numero di telefono valido per poterti registrare',
      'contact-method': 'Devi effettuare una scelta',
      cf: 'Campo obbligatorio',
      region: "Devi inserire tutti i dati dell'indirizzo",
      route: "Devi inserire tutti i dati dell'indirizzo",
      terms: 'Devi accettare i termini',
    });
  });

  it.each([
    [{ gender: 'X' }, 'gender', 'Campo non valido'],
    [{ cf: 'ABC123' }, 'cf', 'Il codice fiscale deve contenere 16 caratteri'],
    [
      { telephone: '+39-12345678', 'contact-method': 'wa', email: '' },
      'telephone',
      'Numero di telefono non valido',
    ],
    [{ email: 'non-una-mail' }, 'email', 'Email non valida'],
    [{ 'contact-method': 'wa' }, 'contact-method', 'Campo non valido'],
    [{ username: 'abc' }, 'username', "Errore l'username deve contenere almeno 6 caratteri"],
    [{ bornDate: '2024-02-30' }, 'bornDate', 'Data non valida'],
    [{ deathDate: '2999-01-01' }, 'deathDate', 'Data non valida'],
    [
      { bornDate: '2000-01-01', deathDate: '1999-12-31' },
      'deathDate',
      'La data di morte non puo` precedere quella di nascita',
    ],
    [{ age: '200' }, 'age', 'Campo non valido'],
    [{ aphorism: 'a'.repeat(501) }, 'aphorism', 'La frase puo` contenere al massimo 500 caratteri'],
    [
      { graveyardAddress: 'al cimitero' },
      'graveyardAddress',
      'Coordinate non valide: scrivi latitudine e longitudine, ad esempio 45.4855, 9.1793',
    ],
    [{ graveyardProvince: '1' }, 'graveyardProvince', 'Campo non valido'],
    [{ graveyardCap: '00100' }, 'graveyardCap', 'Campo non valido'],
    [{ graveyardCity: '' }, 'graveyardCity', 'Devi effettuare una scelta'],
    [{ terms: '0' }, 'terms', 'Devi accettare i termini'],
    [{ location: '1272' }, 'location', 'Campo non valido'],
  ] as Array<[Record<string, string>, string, string]>)('%j → %s: %s', async (overrides, field, message) => {
    const plaque = await makePlaque();
    const response = await activate(anonymous, { ...tombstone(plaque), ...newcomer(), ...overrides });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)[field]).toBe(message);
    expect((await plaqueOf(plaque.id)).activationStatus).toBeNull();
  });

  it('a foreign newcomer gives the complete address and no CF', async () => {
    const plaque = await makePlaque();
    const owner = newcomer({
      nationality: '74',
      cf: '',
      region: '',
      province: '',
      location: '',
      cap: '',
      route: '',
      civic: '',
      complete_address: '12 Rue de Rivoli, 75001 Paris',
    });
    const response = await activate(anonymous, { ...tombstone(plaque), ...owner });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });

  it('the username, e-mail or phone of another account: 409 on that field, nothing written', async () => {
    const plaque = await makePlaque();
    const client = await createClient(testApp);
    const response = await activate(anonymous, {
      ...tombstone(plaque),
      ...newcomer({ email: client.email as string }),
    });
    expect(response.status).toBe(409);
    expect(bodyOf(response)).toMatchObject({
      errorCode: 'EMAIL_ALREADY_EXISTS',
      data: { fields: { email: 'Email già registrata' } },
    });
    expect((await plaqueOf(plaque.id)).activationStatus).toBeNull();
  });
});

describe('GET /api/qrcodes/check and throttles', () => {
  it('says whether a code can be activated, never revealing its verification code', async () => {
    const plaque = await makePlaque();
    const answer = await anonymous.get(`/api/qrcodes/check?code=${plaque.code.toLowerCase()}`).expect(200);
    expect(bodyOf(answer).data).toEqual({
      code: plaque.code,
      status: 'available',
      temporary: false,
      deceasedID: null,
    });
    expect(JSON.stringify(answer.body)).not.toContain(plaque.verificationCode);
    const unknown = await anonymous.get('/api/qrcodes/check?code=NOSUCHCODE').expect(404);
    expect(bodyOf(unknown)).toMatchObject({ errorCode: 'QR_NOT_FOUND', message: 'Codice QR non valido' });
    expect((await scan('/qr/NOSUCHCODE')).location).toBe('/');
  });

  it('answers 429 after too many checks from one address', async () => {
    const plaque = await makePlaque();
    for (let i = 0; i < ACTIVATION_THROTTLES.check.limit; i++)
      await anonymous.get(`/api/qrcodes/check?code=${plaque.code}`).expect(200);
    const refused = await anonymous.get(`/api/qrcodes/check?code=${plaque.code}`).expect(429);
    expect(bodyOf(refused).errorCode).toBe('TOO_MANY_ATTEMPTS');
  });

  it('stops guessing a verification code: 429 after 10 wrong codes for one plaque, whatever the address', async () => {
    const plaque = await makePlaque();
    for (let i = 0; i < ACTIVATION_THROTTLES.wrongCode.limit; i++) {
      const agent = await browser(testApp);
      const response = await activate(agent, {
        ...tombstone(plaque, { secureCode: randomCode(8) }),
        ...newcomer(),
      });
      expect(response.status).toBe(400);
    }
    const refused = await activate(anonymous, {
      ...tombstone(plaque, { secureCode: 'ZZZZZZZZ' }),
      ...newcomer(),
    });
    expect(refused.status).toBe(429);
    // Locked before the code is compared: the right code gets the very same answer, and activates nothing.
    const right = await activate(anonymous, { ...tombstone(plaque), ...newcomer() });
    expect({ status: right.status, body: right.body as unknown }).toEqual({
      status: refused.status,
      body: refused.body as unknown,
    });
    expect((await plaqueOf(plaque.id)).activationStatus).toBeNull();
  });

  it('confirmActivation needs the CSRF token and refuses unknown links with 410', async () => {
    await anonymous
      .post('/api/qrcodes/confirmActivation')
      .send({ token: 'x'.repeat(43) })
      .expect(403);
    const unknown = await confirm(anonymous, 'x'.repeat(43));
    expect(unknown.status).toBe(410);
    expect(bodyOf(unknown).message).toBe('Il link non è più valido');
    expect((await confirm(anonymous, '')).status).toBe(410);
  });
});
