import { In } from 'typeorm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  bodyOf,
  createClient,
  linkOf,
  outboxMessages,
  payloadOf,
  postForm,
  TEST_PUBLIC_URL,
} from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { browser, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AccountsService } from '../accounts/accounts.service';
import type { User } from '../accounts/user.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { hashPassword } from '../auth/passwords';
import { OutboxService } from '../notifications/outbox.service';
import { PartnersService } from '../partners/partners.service';
import { Deceased } from './deceased.entity';
import { OwnershipTransfer } from './ownership-transfer.entity';
import { PageCacheService } from './page-cache.service';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

afterEach(() => {
  vi.restoreAllMocks();
});

const PENDING_TEXT =
  'Il caro selezionato è stato già trasferito e sta aspettando la risposta del ricevente, desidera procedere lo stesso?';

type Account = User & { password: string };

async function signedIn(account: string | Account): Promise<Browser> {
  const agent = await browser(testApp);
  if (typeof account === 'string') await signIn(agent, account);
  else await signIn(agent, account.username, account.password);
  return agent;
}

async function demoUser(username: string): Promise<User> {
  return (await testApp.app.get(AccountsService).findByUsername(username)) as User;
}

async function demoPartnerId(): Promise<number> {
  const partner = await testApp.app.get(PartnersService).findByUser((await demoUser('partnerdemo')).id);
  return partner!.id;
}

/** A second funeral home, with its own company. */
async function otherPartner(): Promise<Account> {
  const password = 'PasswordDiProva1';
  const user = await testApp.app.get(AccountsService).create({
    username: `altropartner${Date.now().toString(36)}`,
    email: null,
    telephone: null,
    name: 'Altra',
    surname: 'Impresa',
    passwordHash: await hashPassword(password),
    platformAccess: 2,
    partnerType: 'partner',
  });
  await testApp.app.get(PartnersService).ensureForUser(user.id, 'Onoranze Altrove', 'partner');
  return Object.assign(user, { password });
}

const page = (fields: Partial<Deceased> = {}) =>
  saveDeceased(testApp, { name: 'Giuseppe', surname: 'Verdi', ...fields });

const changeOwner = (agent: Browser, fields: Record<string, string>) =>
  postForm(agent, '/api/admin/changeOwner', fields);

const transfersOf = (deceasedId: number) =>
  testApp.dataSource.getRepository(OwnershipTransfer).find({ where: { deceasedId }, order: { id: 'ASC' } });

const ownerOf = async (deceasedId: number) =>
  (await testApp.dataSource.getRepository(Deceased).findOneByOrFail({ id: deceasedId })).ownerUserId;

async function transferMailsTo(receiver: User) {
  return outboxMessages(testApp, { template: 'ownership-transfer', userId: receiver.id });
}

async function lastTokenFor(receiver: User): Promise<string> {
  const mails = await transferMailsTo(receiver);
  return linkOf(mails[mails.length - 1]).token;
}

const accept = async (token: string, agent?: Browser) =>
  postForm(agent ?? (await browser(testApp)), '/api/deceased/acceptTransfer', { token });

async function ownedList(account: Account) {
  const agent = await signedIn(account);
  const response = await agent.get(`/api/account/getDeceasedByID/${account.id}`).expect(200);
  return (bodyOf(response).data as { deceased_list: Array<{ ID: number; ownerPending: number }> })
    .deceased_list;
}

describe('POST /api/admin/changeOwner and POST /api/deceased/acceptTransfer', () => {
  it('an owner hands a page over: pending until the receiver accepts from the link, then it moves', async () => {
    const owner = await createClient(testApp);
    const receiver = await createClient(testApp);
    const person = await page({ ownerUserId: owner.id });
    const ownerAgent = await signedIn(owner);

    const sent = await changeOwner(ownerAgent, {
      'deceased-id': `000${person.id}`,
      'new-owner-id': String(receiver.id),
      'change-type': 'deceased',
      force: '0',
    });
    expect(sent.status, sent.text).toBe(200);
    expect(bodyOf(sent)).toMatchObject({
      message: 'La richiesta di trasferimento è stata inviata con successo',
      data: { deceasedIDs: [person.id] },
    });
    // Until acceptance the page stays with its owner, shown as pending.
    expect(await ownerOf(person.id)).toBe(owner.id);
    expect(await transfersOf(person.id)).toMatchObject([
      { fromUserId: owner.id, toUserId: receiver.id, requestedByUserId: owner.id, status: 'pending' },
    ]);
    expect(await ownedList(owner)).toEqual([expect.objectContaining({ ID: person.id, ownerPending: 1 })]);

    // The receiver is told by their channel, with the one-shot link.
    const [mail] = await transferMailsTo(receiver);
    expect(mail).toMatchObject({ channel: 'email', recipient: receiver.email });
    expect(payloadOf(mail)).toMatchObject({
      name: receiver.name,
      fromName: 'Paola Verdi',
      deceasedNames: ['Giuseppe Verdi'],
    });
    const { url, token } = linkOf(mail);
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_PUBLIC_URL}/accetta-trasferimento`);

    const versionBefore = testApp.app.get(PageCacheService).version(person.id);
    const accepted = await accept(token);
    expect(accepted.status, accepted.text).toBe(200);
    expect(bodyOf(accepted)).toMatchObject({
      message: 'Trasferimento completato con successo',
      data: { deceased: [{ ID: person.id, name: 'Giuseppe', surname: 'Verdi' }] },
    });
    expect(await ownerOf(person.id)).toBe(receiver.id);
    expect((await transfersOf(person.id))[0].status).toBe('accepted');
    expect(testApp.app.get(PageCacheService).version(person.id)).toBeGreaterThan(versionBefore);
    expect(await ownedList(owner)).toEqual([]);
    expect(await ownedList(receiver)).toEqual([expect.objectContaining({ ID: person.id, ownerPending: 0 })]);

    // The former owner is told, with a link to their panel.
    const [told] = await outboxMessages(testApp, {
      template: 'ownership-transfer-accepted',
      userId: owner.id,
    });
    expect(payloadOf(told)).toMatchObject({
      receiverName: 'Paola Verdi',
      deceasedNames: ['Giuseppe Verdi'],
      link: `${TEST_PUBLIC_URL}/client-panel#pages`,
    });

    // The link works once.
    const again = await accept(token);
    expect(again.status).toBe(410);
    expect(bodyOf(again)).toMatchObject({ errorCode: 'TOKEN_INVALID', message: 'Il link non è più valido' });
  });

  it('refuses a second request while one waits (PENDING_REQUEST); force=1 supersedes it and its link', async () => {
    const owner = await createClient(testApp);
    const first = await createClient(testApp);
    const second = await createClient(testApp);
    const person = await page({ ownerUserId: owner.id });
    const agent = await signedIn(owner);
    const fields = { 'deceased-id': String(person.id) };
    expect((await changeOwner(agent, { ...fields, 'new-owner-id': String(first.id) })).status).toBe(200);
    const firstToken = await lastTokenFor(first);

    const refused = await changeOwner(agent, { ...fields, 'new-owner-id': String(second.id) });
    expect(refused.status).toBe(409);
    expect(bodyOf(refused)).toMatchObject({ errorCode: 'PENDING_REQUEST', message: PENDING_TEXT });
    // A repeated click does nothing twice: still one transfer, no message to the second receiver.
    expect(await transfersOf(person.id)).toHaveLength(1);
    expect(await transferMailsTo(second)).toHaveLength(0);

    const forced = await changeOwner(agent, { ...fields, 'new-owner-id': String(second.id), force: '1' });
    expect(forced.status, forced.text).toBe(200);
    expect((await transfersOf(person.id)).map((transfer) => [transfer.toUserId, transfer.status])).toEqual([
      [first.id, 'superseded'],
      [second.id, 'pending'],
    ]);
    const superseded = await accept(firstToken);
    expect(superseded.status).toBe(410);
    expect(bodyOf(superseded).message).toBe('Il link non è più valido');
    expect(await ownerOf(person.id)).toBe(owner.id);

    expect((await accept(await lastTokenFor(second))).status).toBe(200);
    expect(await ownerOf(person.id)).toBe(second.id);
  });

  it('two requests for one page at the same instant: one is sent, the other answers PENDING_REQUEST', async () => {
    const owner = await createClient(testApp);
    const [a, b] = [await createClient(testApp), await createClient(testApp)];
    const person = await page({ ownerUserId: owner.id });
    const agent = await signedIn(owner);
    const answers = await Promise.all(
      [a, b].map((receiver) =>
        changeOwner(agent, { 'deceased-id': String(person.id), 'new-owner-id': String(receiver.id) }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await transfersOf(person.id)).filter((transfer) => transfer.status === 'pending')).toHaveLength(
      1,
    );
  });

  it('accepting the same link twice at the same instant moves the page once', async () => {
    const owner = await createClient(testApp);
    const receiver = await createClient(testApp);
    const person = await page({ ownerUserId: owner.id });
    await changeOwner(await signedIn(owner), {
      'deceased-id': String(person.id),
      'new-owner-id': String(receiver.id),
    });
    const token = await lastTokenFor(receiver);
    const answers = await Promise.all([accept(token), accept(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
    expect(
      await outboxMessages(testApp, { template: 'ownership-transfer-accepted', userId: owner.id }),
    ).toHaveLength(1);
  });

  it('an admin hands several QR codes’ pages over at once: one transaction, one message, one audit row', async () => {
    const receiver = await createClient(testApp);
    const formerOwner = await createClient(testApp);
    const owned = await page({ name: 'Anna', surname: 'Bianchi', ownerUserId: formerOwner.id });
    const ownerless = await page({ name: 'Luigi', surname: 'Neri' });
    const admin = await signedIn('adminricordo');
    const sent = await changeOwner(admin, {
      'deceased-id': JSON.stringify([owned.id, `000${ownerless.id}`]),
      'new-owner-id': `000${receiver.id}`,
      'change-type': 'qrcode',
    });
    expect(sent.status, sent.text).toBe(200);
    expect(bodyOf(sent).data).toEqual({ deceasedIDs: [owned.id, ownerless.id] });
    const mails = await transferMailsTo(receiver);
    expect(mails).toHaveLength(1);
    expect(payloadOf(mails[0])).toMatchObject({
      fromName: 'Lo staff di Ricordo',
      deceasedNames: ['Anna Bianchi', 'Luigi Neri'],
    });
    const audit = await testApp.dataSource
      .getRepository(AuditEntry)
      .findOneByOrFail({ action: 'deceased.changeOwner', targetId: `${owned.id},${ownerless.id}` });
    expect(audit).toMatchObject({ actorUsername: 'adminricordo', actedUserId: receiver.id });

    expect((await accept(linkOf(mails[0]).token)).status).toBe(200);
    expect([await ownerOf(owned.id), await ownerOf(ownerless.id)]).toEqual([receiver.id, receiver.id]);
    // The former owner of the owned page is told; the admin who asked for the ownerless one too.
    expect(
      await outboxMessages(testApp, { template: 'ownership-transfer-accepted', userId: formerOwner.id }),
    ).toHaveLength(1);
    const adminTold = await outboxMessages(testApp, {
      template: 'ownership-transfer-accepted',
      userId: (await demoUser('adminricordo')).id,
    });
    expect(payloadOf(adminTold[adminTold.length - 1])).toMatchObject({
      deceasedNames: ['Luigi Neri'],
      link: `${TEST_PUBLIC_URL}/admin-panel#pages`,
    });
  });

  it('a failure while sending leaves nothing behind: no transfer, no link (UPDATE_FAILED)', async () => {
    const owner = await createClient(testApp);
    const receiver = await createClient(testApp);
    const people = [await page({ ownerUserId: owner.id }), await page({ ownerUserId: owner.id })];
    // The message is queued after the transfers and the token, in the same transaction: make it fail.
    vi.spyOn(testApp.app.get(OutboxService), 'enqueue').mockRejectedValueOnce(new Error('disk full'));
    const response = await changeOwner(await signedIn(owner), {
      'deceased-id': JSON.stringify(people.map((person) => person.id)),
      'new-owner-id': String(receiver.id),
    });
    expect(response.status).toBe(500);
    expect(bodyOf(response)).toMatchObject({ errorCode: 'UPDATE_FAILED', message: 'errore imprevisto' });
    expect(
      await testApp.dataSource
        .getRepository(OwnershipTransfer)
        .countBy({ deceasedId: In(people.map((person) => person.id)) }),
    ).toBe(0);
    expect(await ownedList(owner)).toEqual(
      people.map((person) => expect.objectContaining({ ID: person.id, ownerPending: 0 })),
    );
  });

  it('a link whose page changed hands meanwhile is no longer valid', async () => {
    const owner = await createClient(testApp);
    const receiver = await createClient(testApp);
    const someoneElse = await createClient(testApp);
    const person = await page({ ownerUserId: owner.id });
    await changeOwner(await signedIn(owner), {
      'deceased-id': String(person.id),
      'new-owner-id': String(receiver.id),
    });
    await testApp.dataSource
      .getRepository(Deceased)
      .update({ id: person.id }, { ownerUserId: someoneElse.id });
    const response = await accept(await lastTokenFor(receiver));
    expect(response.status).toBe(410);
    expect(await ownerOf(person.id)).toBe(someoneElse.id);
  });

  it('checks each field with the spec messages and writes nothing', async () => {
    const owner = await createClient(testApp);
    const receiver = await createClient(testApp);
    const person = await page({ ownerUserId: owner.id });
    const agent = await signedIn(owner);
    const id = String(person.id);
    const to = String(receiver.id);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ 'new-owner-id': to }, 'deceased-id', 'Campo obbligatorio'],
      [{ 'deceased-id': 'abc', 'new-owner-id': to }, 'deceased-id', 'Campo non valido'],
      [{ 'deceased-id': '[1, "x"]', 'new-owner-id': to }, 'deceased-id', 'Campo non valido'],
      [{ 'deceased-id': '[1,', 'new-owner-id': to }, 'deceased-id', 'Campo non valido'],
      [{ 'deceased-id': '[]', 'new-owner-id': to }, 'deceased-id', 'Campo obbligatorio'],
      [
        { 'deceased-id': JSON.stringify(Array.from({ length: 51 }, (_, i) => i + 1)), 'new-owner-id': to },
        'deceased-id',
        'Campo non valido',
      ],
      [{ 'deceased-id': id }, 'new-owner-id', 'Campo obbligatorio'],
      [{ 'deceased-id': id, 'new-owner-id': '12a' }, 'new-owner-id', 'Campo non valido'],
      [{ 'deceased-id': id, 'new-owner-id': to, 'change-type': 'lapide' }, 'change-type', 'Campo non valido'],
      [{ 'deceased-id': id, 'new-owner-id': to, force: 'si' }, 'force', 'Campo non valido'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await changeOwner(agent, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(bodyOf(response)).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        data: { fields: { [field]: message } },
      });
    }
    expect(await transfersOf(person.id)).toHaveLength(0);
  });

  it('answers OWNER_NOT_FOUND for an unknown account, the caller, the current owner and non-clients', async () => {
    const owner = await createClient(testApp);
    const person = await page({ ownerUserId: owner.id });
    const pending = await testApp.app.get(AccountsService).create({
      username: `inattivo${Date.now().toString(36)}`,
      email: 'inattivo@example.com',
      telephone: null,
      name: 'Ines',
      surname: 'Attesa',
      passwordHash: null,
      platformAccess: 0,
      partnerType: null,
    });
    const agent = await signedIn(owner);
    for (const receiverId of [999_999, owner.id, pending.id, (await demoUser('partnerdemo')).id]) {
      const response = await changeOwner(agent, {
        'deceased-id': String(person.id),
        'new-owner-id': String(receiverId),
      });
      expect(response.status, String(receiverId)).toBe(404);
      expect(bodyOf(response)).toMatchObject({ errorCode: 'OWNER_NOT_FOUND', message: 'utente non trovato' });
    }
    // An admin asking to give a page to its present owner changes nothing.
    const same = await changeOwner(await signedIn('adminricordo'), {
      'deceased-id': String(person.id),
      'new-owner-id': String(owner.id),
    });
    expect(same.status).toBe(400);
    expect(bodyOf(same).data).toEqual({ fields: { 'new-owner-id': 'Campo non valido' } });
    expect(await transfersOf(person.id)).toHaveLength(0);
  });

  it('needs the CSRF token on both calls', async () => {
    const owner = await createClient(testApp);
    const receiver = await createClient(testApp);
    const person = await page({ ownerUserId: owner.id });
    const agent = await signedIn(owner);
    const noToken = await agent
      .post('/api/admin/changeOwner')
      .type('form')
      .send({ 'deceased-id': String(person.id), 'new-owner-id': String(receiver.id) });
    expect(noToken.status).toBe(403);
    expect(bodyOf(noToken).errorCode).toBe('CSRF_INVALID');
    const acceptNoToken = await (
      await browser(testApp)
    )
      .post('/api/deceased/acceptTransfer')
      .send({ token: 'x'.repeat(43) });
    expect(acceptNoToken.status).toBe(403);
    expect(await transfersOf(person.id)).toHaveLength(0);
  });

  it('refuses a token of another purpose, a made-up one and none (410)', async () => {
    for (const token of ['', 'x'.repeat(43), 'not a token']) {
      const response = await accept(token);
      expect(response.status, token).toBe(410);
      expect(bodyOf(response).message).toBe('Il link non è più valido');
    }
  });

  describe('authorization matrix of changeOwner', () => {
    async function attempt(agent: Browser, deceasedId: number) {
      const receiver = await createClient(testApp);
      return changeOwner(agent, { 'deceased-id': String(deceasedId), 'new-owner-id': String(receiver.id) });
    }

    it('anonymous 401 and lamp manager 403, nothing written', async () => {
      const person = await page({ ownerUserId: (await createClient(testApp)).id });
      const anonymous = await attempt(await browser(testApp), person.id);
      expect(anonymous.status).toBe(401);
      const lamp = await attempt(await signedIn('lampadedemo'), person.id);
      expect(lamp.status).toBe(403);
      expect(await transfersOf(person.id)).toHaveLength(0);
    });

    it('an owner on its own page passes; on another owner’s page, or an unknown id, it is "defunto non trovato"', async () => {
      const owner = await createClient(testApp);
      const other = await createClient(testApp);
      const mine = await page({ ownerUserId: owner.id });
      const theirs = await page({ ownerUserId: other.id });
      const agent = await signedIn(owner);
      expect((await attempt(agent, mine.id)).status).toBe(200);
      for (const id of [theirs.id, 99_999_999]) {
        const response = await attempt(agent, id);
        expect(response.status).toBe(404);
        expect(bodyOf(response)).toMatchObject({
          errorCode: 'DECEASED_NOT_FOUND',
          message: 'defunto non trovato',
        });
      }
      // A list with one page of another owner is refused whole.
      const mixed = await changeOwner(agent, {
        'deceased-id': JSON.stringify([(await page({ ownerUserId: owner.id })).id, theirs.id]),
        'new-owner-id': String(other.id),
      });
      expect(mixed.status).toBe(404);
      expect(await transfersOf(theirs.id)).toHaveLength(0);
    });

    it('a partner passes on its own deceased, never while contoVendita=1 nor on another partner’s', async () => {
      const partnerId = await demoPartnerId();
      const own = await page({ partnerId });
      const onAccount = await page({ partnerId, contoVendita: 1 });
      const client = await createClient(testApp);
      const clientsPage = await page({ ownerUserId: client.id });
      const partner = await signedIn('partnerdemo');
      expect((await attempt(partner, own.id)).status).toBe(200);
      expect((await attempt(partner, onAccount.id)).status).toBe(404);
      expect((await attempt(partner, clientsPage.id)).status).toBe(404);
      const another = await signedIn(await otherPartner());
      expect((await attempt(another, (await page({ partnerId })).id)).status).toBe(404);
    });

    it('an admin passes on any page, the partner name is what the receiver reads for a partner', async () => {
      const client = await createClient(testApp);
      const admin = await signedIn('adminricordo');
      expect((await attempt(admin, (await page({ ownerUserId: client.id })).id)).status).toBe(200);
      expect(
        (await attempt(admin, (await page({ partnerId: await demoPartnerId(), contoVendita: 1 })).id)).status,
      ).toBe(200);
      const receiver = await createClient(testApp);
      await changeOwner(await signedIn('partnerdemo'), {
        'deceased-id': String((await page({ partnerId: await demoPartnerId() })).id),
        'new-owner-id': String(receiver.id),
      });
      expect(payloadOf((await transferMailsTo(receiver))[0])).toMatchObject({
        fromName: 'Onoranze Funebri Bellini',
      });
    });
  });
});
