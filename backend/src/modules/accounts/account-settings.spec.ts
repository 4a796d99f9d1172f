import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  bodyOf,
  clearThrottles,
  createClient,
  linkOf,
  outboxMessages,
  postForm,
  TEST_PUBLIC_URL,
} from '../../test-support/account-helpers';
import {
  browser,
  csrfToken,
  signIn,
  startTestApp,
  type Browser,
  type TestApp,
} from '../../test-support/test-app';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { savePlaque } from '../../test-support/qr-helpers';
import { AuditEntry } from '../audit/audit-entry.entity';
import { OneShotToken } from '../auth/one-shot-token.entity';
import { Deceased } from '../deceased/deceased.entity';
import { QrCode } from '../qrcodes/qr-code.entity';
import { OneShotTokensService } from '../auth/one-shot-tokens.service';
import { Memorial } from '../memorials/memorial.entity';
import { UserAddress } from './user-address.entity';
import { User } from './user.entity';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({}, ACCOUNT_TEST_ENV);
});

afterAll(async () => {
  await testApp?.close();
});

beforeEach(async () => {
  await clearThrottles(testApp);
});

async function signedInClient(options: Parameters<typeof createClient>[1] = {}) {
  const user = await createClient(testApp, options);
  const agent = await browser(testApp);
  await signIn(agent, user.username, user.password);
  return { user, agent };
}

const ITALIAN_ADDRESS = {
  name: 'Paola',
  surname: 'Verdi',
  cf: 'VRDPLA80A41F205X',
  nationality: '105',
  region: '4',
  province: '15',
  location: '15146',
  cap: '20121',
  route: 'Via Dante',
  civic: '7',
};

describe('change password', () => {
  it.each([
    [
      { 'old-password': 'x', 'new-password': '', 'confirm-password': '' },
      'Riempi tutti i campi',
      'MISSING_FIELDS',
    ],
    [
      { 'old-password': 'x', 'new-password': 'NuovaPassword1', 'confirm-password': 'NuovaPassword2' },
      'Le password non corrispondono',
      'VALIDATION_FAILED',
    ],
    [
      { 'old-password': 'x', 'new-password': 'corta', 'confirm-password': 'corta' },
      'La password deve contenere almeno 8 caratteri',
      'VALIDATION_FAILED',
    ],
  ])('refuses %o', async (fields, message, errorCode) => {
    const { agent } = await signedInClient();
    const response = await postForm(agent, '/api/account/changePassword', fields);
    expect(response.status).toBe(400);
    expect(bodyOf(response)).toMatchObject({ message, errorCode });
  });

  it("answers 'Password attuale errata' for a wrong current password, and throttles guessing", async () => {
    const { user, agent } = await signedInClient();
    const fields = {
      'old-password': 'sbagliata',
      'new-password': 'NuovaPassword1',
      'confirm-password': 'NuovaPassword1',
    };
    const wrong = await postForm(agent, '/api/account/changePassword', fields);
    expect(wrong.status).toBe(400);
    expect(bodyOf(wrong)).toMatchObject({ errorCode: 'WRONG_PASSWORD', message: 'Password attuale errata' });
    for (let i = 0; i < 4; i++) await postForm(agent, '/api/account/changePassword', fields);
    const blocked = await postForm(agent, '/api/account/changePassword', {
      ...fields,
      'old-password': user.password,
    });
    expect(blocked.status).toBe(429);
  });

  it('changes it, keeps this session and ends the others', async () => {
    const { user, agent } = await signedInClient();
    const other = await browser(testApp);
    await signIn(other, user.username, user.password);
    const response = await postForm(agent, '/api/account/changePassword', {
      'old-password': user.password,
      'new-password': 'NuovaPassword1',
      'confirm-password': 'NuovaPassword1',
    });
    expect(response.status).toBe(200);
    expect(bodyOf(response)).toMatchObject({
      message: 'Password cambiata correttamente',
      session: { userdata: { username: user.username } },
    });
    expect(bodyOf(await agent.get('/api/auth/session')).session?.userdata.username).toBe(user.username);
    expect(bodyOf(await other.get('/api/auth/session')).session).toBeNull();
    const login = await postForm(await browser(testApp), '/api/auth/login', {
      email: user.username,
      password: 'NuovaPassword1',
    });
    expect(login.status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const response = await postForm(await browser(testApp), '/api/account/changePassword', {});
    expect(response.status).toBe(401);
    expect(bodyOf(response).errorCode).toBe('NOT_LOGGED_IN');
  });
});

describe('contact preference', () => {
  it('saves a method the account can use and refuses one it cannot', async () => {
    const { agent } = await signedInClient({ telephone: '+39-3331112222' });
    const wa = await postForm(agent, '/api/account/changeContactPreference', { 'contact-preference': 'wa' });
    expect(wa.status).toBe(200);
    expect(bodyOf(wa)).toMatchObject({
      message: 'Preferenza cambiata con successo',
      session: { userdata: { preferred_contact: { type: 'wa' } } },
    });

    const { agent: noPhone } = await signedInClient();
    const refused = await postForm(noPhone, '/api/account/changeContactPreference', {
      'contact-preference': 'sms',
    });
    expect(refused.status).toBe(400);
    expect(bodyOf(refused).data).toEqual({ fields: { 'contact-preference': 'Campo non valido' } });
    const empty = await postForm(noPhone, '/api/account/changeContactPreference', {});
    expect(bodyOf(empty).message).toBe('Devi effettuare una scelta');
  });
});

describe('notification preference', () => {
  it('turns notifications on with a frequency and zones, and needs a zone to do so', async () => {
    const { agent } = await signedInClient();
    const noZone = await postForm(agent, '/api/account/modifyContactPreferece', {
      activeNotification: 'true',
      notificationFrequency: 'realtime',
      notificationList: '[]',
    });
    expect(noZone.status).toBe(400);
    expect(bodyOf(noZone).data).toEqual({ fields: { notificationList: 'Seleziona almeno una zona' } });

    const saved = await postForm(agent, '/api/account/modifyContactPreferece', {
      activeNotification: 'true',
      notificationFrequency: 'realtime',
      notificationList: JSON.stringify([
        { region: 13 },
        { region: 4, province: 15, location: 15146, cap: '20121' },
      ]),
    });
    expect(saved.status).toBe(200);
    expect(bodyOf(saved).session?.userdata.notificationPreference).toEqual({
      activeNotification: true,
      notificationFrequency: 'realtime',
      notificationList: [
        { region: 13, province: null, location: null, cap: null },
        { region: 4, province: 15, location: 15146, cap: '20121' },
      ],
    });

    const off = await postForm(agent, '/api/account/modifyContactPreferece', {
      activeNotification: 'false',
      notificationFrequency: 'never',
    });
    expect(bodyOf(off).session?.userdata.notificationPreference).toMatchObject({
      activeNotification: false,
      notificationFrequency: 'never',
    });
    const bad = await postForm(agent, '/api/account/modifyContactPreferece', {
      activeNotification: 'true',
      notificationFrequency: 'hourly',
      notificationList: JSON.stringify([{ region: 4 }]),
    });
    expect(bodyOf(bad).data).toEqual({ fields: { notificationFrequency: 'Campo non valido' } });
  });
});

describe('account data', () => {
  it('saves name, CF and an Italian address', async () => {
    const { user, agent } = await signedInClient();
    const response = await postForm(agent, '/api/account/modify', {
      ...ITALIAN_ADDRESS,
      name: 'Paola Maria',
      email: user.email!,
      cf: 'vrdpla80a41f205x',
    });
    expect(response.status).toBe(200);
    expect(bodyOf(response)).toMatchObject({
      message: 'Account modificato correttamente',
      data: { pending: { email: null, telephone: null } },
      session: {
        userdata: {
          name: 'Paola Maria',
          cf: 'VRDPLA80A41F205X',
          addresses: [
            {
              address: 'Via Dante',
              number: '7',
              region: 4,
              province: 15,
              location: 15146,
              cap: '20121',
              nationID: 105,
              completeAddress: null,
              type: 'invoice',
            },
          ],
        },
      },
    });
    expect(
      (await testApp.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).nameNormalized,
    ).toBe('paola maria verdi');
  });

  it('switches to a foreign address, clearing the Italian fields', async () => {
    const { user, agent } = await signedInClient();
    await postForm(agent, '/api/account/modify', { ...ITALIAN_ADDRESS, email: user.email! });
    const response = await postForm(agent, '/api/account/modify', {
      name: 'Paola',
      surname: 'Verdi',
      email: user.email!,
      nationality: '75',
      complete_address: '12 Rue de Rivoli, 75001 Paris',
    });
    expect(response.status).toBe(200);
    expect(bodyOf(response).session?.userdata.addresses).toEqual([
      {
        address: '',
        number: '',
        region: null,
        province: null,
        location: null,
        cap: null,
        nationID: 75,
        completeAddress: '12 Rue de Rivoli, 75001 Paris',
        type: 'invoice',
      },
    ]);
    expect(await testApp.dataSource.getRepository(UserAddress).countBy({ userId: user.id })).toBe(1);
  });

  it.each([
    [{ route: '' }, { route: "Devi inserire tutti i dati dell'indirizzo" }],
    [
      { region: '', province: '' },
      {
        region: "Devi inserire tutti i dati dell'indirizzo",
        province: "Devi inserire tutti i dati dell'indirizzo",
      },
    ],
    [{ nationality: '75' }, { complete_address: "Devi inserire tutti i dati dell'indirizzo" }],
    [{ cf: 'VRDPLA80A41F205' }, { cf: 'Campo non valido' }],
    [{ cf: '' }, { cf: 'Campo obbligatorio' }],
    [{ nationality: '9999' }, { nationality: 'Campo non valido' }],
    [{ province: '58' }, { province: 'Campo non valido' }],
    [{ cap: '00185' }, { cap: 'Campo non valido' }],
    [{ name: '' }, { name: 'Campo obbligatorio' }],
    [{ email: 'non-valida' }, { email: 'Campo non valido' }],
    [{ telephone: '12345' }, { telephone: 'Numero di telefono non valido' }],
  ])('refuses %o and changes nothing', async (overrides, fields) => {
    const { user, agent } = await signedInClient();
    const response = await postForm(agent, '/api/account/modify', {
      ...ITALIAN_ADDRESS,
      email: user.email!,
      ...overrides,
    });
    expect(response.status).toBe(400);
    expect(bodyOf(response).data).toEqual({ fields });
    expect(await testApp.dataSource.getRepository(UserAddress).countBy({ userId: user.id })).toBe(0);
  });

  it('applies a new e-mail only after the link sent to it is followed, once', async () => {
    const { user, agent } = await signedInClient();
    const response = await postForm(agent, '/api/account/modify', {
      ...ITALIAN_ADDRESS,
      email: 'Nuova.Mail@Example.com',
    });
    expect(response.status).toBe(200);
    expect(bodyOf(response)).toMatchObject({
      message:
        'Account modificato correttamente. Ti abbiamo inviato un link per confermare il nuovo contatto',
      data: { pending: { email: 'nuova.mail@example.com', telephone: null } },
      session: { userdata: { email: user.email } },
    });
    const [message] = await outboxMessages(testApp, { userId: user.id, template: 'contact-verification' });
    expect(message).toMatchObject({ channel: 'email', recipient: 'nuova.mail@example.com' });
    const { url, token } = linkOf(message);
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_PUBLIC_URL}/verifica-contatto`);

    const verified = await postForm(agent, '/api/account/verifyToken', { token });
    expect(verified.status).toBe(200);
    expect(bodyOf(verified)).toMatchObject({
      data: { result: 'success' },
      message: 'Contatto verificato con successo',
      session: { userdata: { email: 'nuova.mail@example.com' } },
    });
    const again = await postForm(await browser(testApp), '/api/account/verifyToken', { token });
    expect(again.status).toBe(410);
    expect(bodyOf(again)).toMatchObject({
      errorCode: 'TOKEN_INVALID',
      message: 'Il codice di verifica da lei utilizzato non è più valido',
    });
  });

  it('sends a new phone its link by WhatsApp and applies it after verification', async () => {
    const { user, agent } = await signedInClient();
    await postForm(agent, '/api/account/modify', {
      ...ITALIAN_ADDRESS,
      email: user.email!,
      telephone: '3209876543',
    });
    expect(
      (await testApp.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).telephone,
    ).toBeNull();
    const [message] = await outboxMessages(testApp, { userId: user.id, template: 'contact-verification' });
    expect(message).toMatchObject({ channel: 'wa', recipient: '+39-3209876543' });
    // Anonymous page: the link alone is enough.
    expect(
      (await postForm(await browser(testApp), '/api/account/verifyToken', { token: linkOf(message).token }))
        .status,
    ).toBe(200);
    expect((await testApp.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).telephone).toBe(
      '+39-3209876543',
    );
  });

  it('refuses an e-mail another account holds, and a verification link that expired', async () => {
    const { user, agent } = await signedInClient();
    const taken = await postForm(agent, '/api/account/modify', {
      ...ITALIAN_ADDRESS,
      email: 'cliente@ricordo.example',
    });
    expect(taken.status).toBe(409);
    expect(bodyOf(taken)).toMatchObject({
      errorCode: 'EMAIL_ALREADY_EXISTS',
      message: 'Email già registrata',
    });

    await postForm(agent, '/api/account/modify', { ...ITALIAN_ADDRESS, email: 'scade@example.com' });
    const [message] = await outboxMessages(testApp, { recipient: 'scade@example.com' });
    await testApp.dataSource
      .getRepository(OneShotToken)
      .update(
        { userId: user.id, purpose: 'contact-verification' },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    const expired = await postForm(agent, '/api/account/verifyToken', { token: linkOf(message).token });
    expect(expired.status).toBe(410);
    expect((await testApp.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).email).toBe(
      user.email,
    );
  });

  it('removes the e-mail when the phone remains, and refuses to leave the account without a contact', async () => {
    const { user, agent } = await signedInClient({ telephone: '+39-3351230000' });
    const removed = await postForm(agent, '/api/account/modify', {
      ...ITALIAN_ADDRESS,
      email: '',
      telephone: '+39-3351230000',
    });
    expect(removed.status).toBe(200);
    expect(bodyOf(removed).session?.userdata).toMatchObject({
      email: null,
      telephone: '+39-3351230000',
      preferred_contact: { type: 'wa' },
    });
    const swapped = await postForm(agent, '/api/account/modify', {
      ...ITALIAN_ADDRESS,
      email: '',
      telephone: '',
    });
    expect(swapped.status).toBe(400);
    expect(bodyOf(swapped).message).toBe('Inserisci una mail o un numero di telefono valido');
    expect((await testApp.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).telephone).toBe(
      '+39-3351230000',
    );
  });
});

describe('account data: username (spec panels §5)', () => {
  const users = () => testApp.dataSource.getRepository(User);
  const renames = (userId: number) =>
    testApp.dataSource
      .getRepository(AuditEntry)
      .find({ where: { targetId: String(userId), action: 'account.username' }, order: { id: 'ASC' } });
  // A client's form always carries its CF (required for Italians); the address block is left out.
  const modify = (agent: Browser, fields: Record<string, string>) =>
    postForm(agent, '/api/account/modify', { cf: ITALIAN_ADDRESS.cf, ...fields });

  it('changes it: the session goes on, the answer and the next login use the new one, the audit log keeps both', async () => {
    const { user, agent } = await signedInClient();
    const username = `Nuovo${user.id}Nome`;
    const response = await modify(agent, { username, name: 'Paola Maria' });
    expect(response.status).toBe(200);
    expect(bodyOf(response).session?.userdata).toMatchObject({
      username: username.toLowerCase(),
      name: 'Paola Maria',
    });
    const session = await agent.get('/api/auth/session').expect(200);
    expect(session.body.session.userdata.username).toBe(username.toLowerCase());
    expect((await users().findOneByOrFail({ id: user.id })).username).toBe(username.toLowerCase());
    expect(await renames(user.id)).toMatchObject([
      {
        actorUserId: user.id,
        actorUsername: user.username,
        actedUserId: null,
        targetType: 'user',
        oldValues: JSON.stringify({ username: user.username }),
        newValues: JSON.stringify({ username: username.toLowerCase() }),
      },
    ]);

    await signIn(await browser(testApp), username, user.password);
    const stranger = await browser(testApp);
    const old = await stranger
      .post('/api/auth/login')
      .set('X-CSRF-Token', await csrfToken(stranger))
      .send({ email: user.username, password: user.password });
    expect(bodyOf(old)).toMatchObject({ errorCode: 'WRONG_CREDENTIALS' });
  });

  it.each([
    ['corto', "L'username deve essere lungo almeno 6 caratteri"],
    ['nome.cognome', 'Campo non valido'],
    ['nome cognome', 'Campo non valido'],
    ['', 'Campo obbligatorio'],
  ])('refuses %o and changes nothing', async (username, message) => {
    const { user, agent } = await signedInClient();
    const response = await modify(agent, { username, name: 'Altro' });
    expect(response.status).toBe(400);
    expect(bodyOf(response).data).toEqual({ fields: { username: message } });
    expect(await users().findOneByOrFail({ id: user.id })).toMatchObject({
      username: user.username,
      name: 'Paola',
    });
    expect(await renames(user.id)).toEqual([]);
  });

  it("refuses another account's username, in any case, with USERNAME_ALREADY_EXISTS", async () => {
    const { user, agent } = await signedInClient();
    const other = await createClient(testApp);
    for (const username of ['ClienteDemo', other.username.toUpperCase()]) {
      const response = await modify(agent, { username, name: 'Altro' });
      expect(response.status).toBe(409);
      expect(bodyOf(response)).toMatchObject({
        errorCode: 'USERNAME_ALREADY_EXISTS',
        message: 'Username non disponibile',
        data: { fields: { username: 'Username non disponibile' } },
      });
    }
    expect(await users().findOneByOrFail({ id: user.id })).toMatchObject({
      username: user.username,
      name: 'Paola',
    });
  });

  it('keeps it when the form sends it unchanged (any case) or leaves it out', async () => {
    const { user, agent } = await signedInClient();
    const same = await modify(agent, {
      username: user.username.toUpperCase(),
      name: 'Paola Maria',
    });
    expect(same.status).toBe(200);
    const absent = await modify(agent, { name: 'Paola Anna' });
    expect(absent.status).toBe(200);
    expect(bodyOf(absent).session?.userdata).toMatchObject({ username: user.username, name: 'Paola Anna' });
    expect((await users().findOneByOrFail({ id: user.id })).username).toBe(user.username);
    expect(await renames(user.id)).toEqual([]);
  });

  it('names the admin and the account in the audit row when an admin acting for the user renames it', async () => {
    const user = await createClient(testApp);
    const agent = await browser(testApp);
    await signIn(agent, 'adminricordo');
    const started = await postForm(
      agent,
      '/api/admin/acting',
      { userId: String(user.id), reason: 'Richiesta telefonica del cliente' },
      'json',
    );
    expect(started.status).toBe(200);
    const username = `rinominato${user.id}`;
    expect((await modify(agent, { username })).status).toBe(200);
    expect(await renames(user.id)).toMatchObject([
      {
        actorUsername: 'adminricordo',
        actedUserId: user.id,
        actedUsername: user.username,
        newValues: JSON.stringify({ username }),
      },
    ]);
    expect((await postForm(agent, '/api/auth/acting/end', {}, 'json')).status).toBe(200);
  });
});

describe('unsubscribe link', () => {
  it('turns zone notifications off once, and refuses a used or expired link', async () => {
    const user = await createClient(testApp);
    await testApp.dataSource.getRepository(User).update({ id: user.id }, { activeNotification: 1 });
    const tokens = testApp.app.get(OneShotTokensService);
    const token = await tokens.issue(user.id, 'unsubscribe', 60_000);
    const agent = await browser(testApp);
    const response = await postForm(agent, '/api/account/unsubscribe', { token });
    expect(response.status).toBe(200);
    expect(bodyOf(response)).toMatchObject({
      data: { result: 'success' },
      message: 'Notifiche disattivate con successo',
    });
    expect(
      (await testApp.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).activeNotification,
    ).toBe(0);

    const again = await postForm(agent, '/api/account/unsubscribe', { token });
    expect(again.status).toBe(410);
    expect(bodyOf(again)).toMatchObject({ errorCode: 'TOKEN_INVALID', message: 'Il link non è più valido' });

    const expired = await tokens.issue(user.id, 'unsubscribe', 60_000, {
      now: new Date(Date.now() - 120_000),
    });
    expect((await postForm(agent, '/api/account/unsubscribe', { token: expired })).status).toBe(410);
    // A link of another purpose does nothing here.
    const other = await tokens.issue(user.id, 'contact-verification', 60_000);
    expect((await postForm(agent, '/api/account/unsubscribe', { token: other })).status).toBe(410);
  });
});

describe('own data only', () => {
  let client: Browser;
  let clientId: number;

  beforeAll(async () => {
    client = await browser(testApp);
    await signIn(client, 'clientedemo');
    clientId = (await testApp.dataSource.getRepository(User).findOneByOrFail({ username: 'clientedemo' })).id;
  });

  it('reads its own contact data and not another account’s; an admin reads any', async () => {
    const own = await client.get(`/api/account/contactData/${clientId}`).expect(200);
    expect(bodyOf(own).data).toMatchObject({
      response: 'success',
      data: { username: 'clientedemo', email: 'cliente@ricordo.example' },
    });
    const other = await createClient(testApp);
    const refused = await client.get(`/api/account/contactData/${other.id}`);
    expect(refused.status).toBe(403);
    expect(bodyOf(refused)).toMatchObject({ errorCode: 'ACCESS_DENIED', data: null });
    expect((await client.get('/api/account/contactData/999999')).status).toBe(403);

    const admin = await browser(testApp);
    await signIn(admin, 'adminricordo');
    expect(bodyOf(await admin.get(`/api/account/contactData/000${other.id}`).expect(200)).data).toMatchObject(
      {
        data: { username: other.username },
      },
    );
    expect((await admin.get('/api/account/contactData/999999')).status).toBe(404);
    expect((await (await browser(testApp)).get(`/api/account/contactData/${clientId}`)).status).toBe(401);
  });

  it("lists its own tombstones with the memorial, not another owner's", async () => {
    const own = await client.get(`/api/account/getDeceasedByID/${clientId}`).expect(200);
    expect(bodyOf(own).data).toEqual({
      deceased_list: [
        {
          ID: 1000,
          name: 'Giuseppe',
          surname: 'Martinelli',
          dateOfBirth: '1931-03-12',
          dateOfDeath: '2019-11-02',
          photo: '/media/demo/deceased-1000.jpg',
          'photo-lapide': null,
          showPage: 1,
          enabled: 1,
          memorialID: expect.any(Number) as number,
          expirationDate: Math.floor(new Date('2035-12-31T23:00:00Z').getTime() / 1000),
          // No 'Cedi proprietà' request waits on the demo page.
          ownerPending: 0,
          // The demo lamp of memorial 1000, in whatever state the lamp last reported.
          lamp: expect.objectContaining({ idGestore: expect.any(Number) }) as unknown,
          // The demo page has no plaque.
          qrcodeAttivazione: null,
          verification_code: null,
        },
      ],
    });
    const { agent: stranger, user } = await signedInClient();
    expect((await stranger.get(`/api/account/getDeceasedByID/${clientId}`)).status).toBe(403);
    expect(bodyOf(await stranger.get(`/api/account/getDeceasedByID/${user.id}`).expect(200)).data).toEqual({
      deceased_list: [],
    });
  });

  it("shows the owner its plaques' code and verification code, to itself only", async () => {
    const { agent: owner, user } = await signedInClient();
    const person = await saveDeceased(testApp, { name: 'Elsa', surname: 'Targhetta', ownerUserId: user.id });
    const plaque = await savePlaque(testApp, { deceasedId: person.id, sold: 1, activationStatus: 'active' });
    try {
      const list = bodyOf(await owner.get(`/api/account/getDeceasedByID/${user.id}`).expect(200)).data as {
        deceased_list: Array<Record<string, unknown>>;
      };
      expect(list.deceased_list).toEqual([
        expect.objectContaining({
          ID: person.id,
          qrcodeAttivazione: plaque.code,
          verification_code: plaque.verificationCode,
        }),
      ]);
      // Nobody else reads them: not another client, not the public page.
      expect((await client.get(`/api/account/getDeceasedByID/${user.id}`)).status).toBe(403);
      const page = await (await browser(testApp)).get(`/api/deceased/deceasedData/${person.id}`);
      expect(JSON.stringify(page.body)).not.toContain(plaque.verificationCode);
    } finally {
      await testApp.dataSource.getRepository(QrCode).delete(plaque.id);
      await testApp.dataSource.getRepository(Deceased).delete(person.id);
    }
  });

  it("lists an owner's tombstones by e-mail (spec public §7 getDeceasedByOwner): own e-mail; admin any", async () => {
    const { email } = await testApp.dataSource.getRepository(User).findOneByOrFail({ id: clientId });
    const byId = bodyOf(await client.get(`/api/account/getDeceasedByID/${clientId}`).expect(200)).data;
    const own = await client.get(
      `/api/account/getDeceasedByOwner/${encodeURIComponent(email!.toUpperCase())}`,
    );
    expect(own.status).toBe(200);
    expect(bodyOf(own).data).toEqual(byId);

    const { agent: stranger, user } = await signedInClient();
    // Another's e-mail is refused whether or not an account has it: e-mails cannot be probed.
    expect((await stranger.get(`/api/account/getDeceasedByOwner/${email}`)).status).toBe(403);
    expect((await stranger.get('/api/account/getDeceasedByOwner/nessuno@example.com')).status).toBe(403);
    expect((await stranger.get('/api/account/getDeceasedByOwner/non-una-mail')).status).toBe(400);
    expect((await (await browser(testApp)).get(`/api/account/getDeceasedByOwner/${email}`)).status).toBe(401);
    expect(
      bodyOf(await stranger.get(`/api/account/getDeceasedByOwner/${user.email}`).expect(200)).data,
    ).toEqual({
      deceased_list: [],
    });

    const admin = await browser(testApp);
    await signIn(admin, 'adminricordo');
    expect(bodyOf(await admin.get(`/api/account/getDeceasedByOwner/${email}`).expect(200)).data).toEqual(
      byId,
    );
    expect(
      bodyOf(await admin.get('/api/account/getDeceasedByOwner/nessuno@example.com').expect(200)).data,
    ).toEqual({ deceased_list: [] });
  });

  it('lists the dedications waiting on its own deceased only', async () => {
    const own = await client.get('/api/account/dedications').expect(200);
    expect(bodyOf(own).data).toEqual({
      dedications: [
        {
          ID: expect.any(Number) as number,
          type: 'dedica-cero',
          text: 'Caro nonno, ti pensiamo ogni giorno. Una luce per te.',
          time: Math.floor(new Date('2025-11-01T10:00:00Z').getTime() / 1000),
          showAuthor: 'Marta e Luca',
          media: null,
          status: 'pending',
          deceased: { ID: 1000, name: 'Giuseppe', surname: 'Martinelli' },
          giver: { name: 'Marta', surname: 'Rossi' },
          // The demo's dedication was seeded waiting without a start: no moderation deadline runs on it.
          decideBy: null,
        },
      ],
    });
    const { agent: stranger } = await signedInClient();
    expect(bodyOf(await stranger.get('/api/account/dedications').expect(200)).data).toEqual({
      dedications: [],
    });
  });

  it("hides an expiring memorial's reminder for its owner only ('Non mostrare più')", async () => {
    const memorials = testApp.dataSource.getRepository(Memorial);
    const memorial = await memorials.findOneByOrFail({ deceasedId: 1000 });
    await memorials.update({ id: memorial.id }, { expiresAt: new Date(Date.now() + 10 * 86_400_000) });
    const owner = await browser(testApp);
    const login = await postForm(owner, '/api/auth/login', {
      email: 'clientedemo',
      password: 'RicordoDemo2026',
    });
    expect(bodyOf(login).data?.expiring_memorial).toMatchObject([{ ID: memorial.id, deceasedID: 1000 }]);

    const { agent: stranger } = await signedInClient();
    const refused = await postForm(stranger, '/api/account/notNow', { memorialID: String(memorial.id) });
    expect(refused.status).toBe(403);
    expect((await postForm(owner, '/api/account/notNow', { memorialID: '999999' })).status).toBe(404);

    const dismissed = await postForm(owner, '/api/account/notNow', { memorialID: `000${memorial.id}` });
    expect(dismissed.status).toBe(200);
    expect(bodyOf(dismissed).data).toEqual({ expiring_memorial: [] });
    const again = await postForm(await browser(testApp), '/api/auth/login', {
      email: 'clientedemo',
      password: 'RicordoDemo2026',
    });
    expect(bodyOf(again).data?.expiring_memorial).toEqual([]);
    await memorials.update(
      { id: memorial.id },
      { notNotify: 0, expiresAt: new Date('2035-12-31T23:00:00Z') },
    );
    expect(await csrfToken(owner)).toBeTruthy();
  });
});
