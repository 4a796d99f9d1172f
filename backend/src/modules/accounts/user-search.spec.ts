import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, bodyOf, createClient } from '../../test-support/account-helpers';
import { browser, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AccountsService } from './accounts.service';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

async function signedIn(username: string, password?: string): Promise<Browser> {
  const agent = await browser(testApp);
  await signIn(agent, username, password);
  return agent;
}

const search = (agent: Browser, q?: string) =>
  agent.get('/api/user/search').query(q === undefined ? {} : { q });

interface Found {
  ID: number;
  name: string;
  surname: string;
  username: string;
}
const usersOf = (response: { body: unknown }) => (bodyOf(response as never).data as { users: Found[] }).users;

describe('GET /api/user/search', () => {
  it('lets admins, partners and clients search; anonymous 401, lamp manager 403', async () => {
    const target = await createClient(testApp);
    expect((await search(await browser(testApp), target.username)).status).toBe(401);
    const lamp = await search(await signedIn('lampadedemo'), target.username);
    expect(lamp.status).toBe(403);
    expect(bodyOf(lamp).errorCode).toBe('ACCESS_DENIED');
    for (const username of ['adminricordo', 'partnerdemo', 'clientedemo']) {
      const response = await search(await signedIn(username), target.username);
      expect(response.status, username).toBe(200);
      expect(usersOf(response).map((user) => user.ID)).toContain(target.id);
    }
  });

  it('answers id, name, surname and username only — never the e-mail or the phone', async () => {
    const target = await createClient(testApp, { telephone: '+39-3471112223' });
    const response = await search(await signedIn('clientedemo'), target.username);
    expect(usersOf(response)).toEqual([
      { ID: target.id, name: target.name, surname: target.surname, username: target.username },
    ]);
    expect(response.text).not.toContain(target.email as string);
    expect(response.text).not.toContain('3471112223');
  });

  it('finds by the start of the username, exact match first, and by words of name and surname', async () => {
    const accounts = testApp.app.get(AccountsService);
    const make = (username: string, name: string, surname: string) =>
      accounts.create({
        username,
        email: `${username}@example.com`,
        telephone: null,
        name,
        surname,
        passwordHash: 'x',
        platformAccess: 0,
        partnerType: null,
      });
    const longer = await make('zuccherinoabc', 'Ada', 'Neri');
    const exact = await make('zuccherino', 'Bruno', 'Neri');
    const named = await make('altrousername', 'Ludovica', "D'Angelò Zuccherini");
    const agent = await signedIn('clientedemo');

    const byUsername = usersOf(await search(agent, 'Zuccherino'));
    expect(byUsername.map((user) => user.ID).slice(0, 2)).toEqual([exact.id, longer.id]);

    // Words of the name in any order, accents and case ignored, each starting a word.
    const byName = usersOf(await search(agent, 'zuccherini ludovica'));
    expect(byName.map((user) => user.ID)).toEqual([named.id]);
    expect(usersOf(await search(agent, "d'angelo")).map((user) => user.ID)).toEqual([named.id]);
    expect((await search(agent, 'uccherini ludovica')).status).toBe(404);
  });

  it('lists only other clients who can sign in: not the caller, admins, partners or unfinished accounts', async () => {
    const accounts = testApp.app.get(AccountsService);
    const base = {
      email: null,
      telephone: null,
      name: 'Rita',
      surname: 'Escludimi',
      partnerType: null,
    } as const;
    await accounts.create({ ...base, username: 'escludimiadmin', passwordHash: 'x', platformAccess: 1 });
    await accounts.create({
      ...base,
      username: 'escludimipartner',
      passwordHash: 'x',
      platformAccess: 2,
      partnerType: 'partner',
    });
    await accounts.create({ ...base, username: 'escludimipending', passwordHash: null, platformAccess: 0 });
    const me = await createClient(testApp);
    const agent = await signedIn(me.username, me.password);
    const none = await search(agent, 'escludimi');
    expect(none.status).toBe(404);
    expect((await search(agent, me.username)).status).toBe(404);
    // The demo client is found by others but not by itself.
    expect(usersOf(await search(agent, 'clientedemo')).map((user) => user.username)).toEqual(['clientedemo']);
    expect((await search(await signedIn('clientedemo'), 'clientedemo')).status).toBe(404);
  });

  it('refuses an empty text with the spec message and answers no match with "Utente non trovato"', async () => {
    const agent = await signedIn('partnerdemo');
    for (const q of [undefined, '', '   ', 'x'.repeat(65)]) {
      const response = await search(agent, q);
      expect(response.status, String(q)).toBe(400);
      expect(bodyOf(response)).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        message: 'Campo non valido',
        data: { fields: { q: 'Campo non valido' } },
      });
    }
    const none = await search(agent, 'nessunoconquestonome');
    expect(none.status).toBe(404);
    expect(bodyOf(none)).toMatchObject({ errorCode: 'USER_NOT_FOUND', message: 'Utente non trovato' });
    // LIKE wildcards are plain characters: '%' matches no username.
    expect((await search(agent, '%')).status).toBe(404);
    expect((await search(agent, '_')).status).toBe(404);
  });

  it('answers at most 10 accounts', async () => {
    const accounts = testApp.app.get(AccountsService);
    for (let i = 0; i < 12; i++)
      await accounts.create({
        username: `moltiutenti${String(i).padStart(2, '0')}`,
        email: null,
        telephone: null,
        name: 'Molti',
        surname: 'Utenti',
        passwordHash: 'x',
        platformAccess: 0,
        partnerType: null,
      });
    const users = usersOf(await search(await signedIn('adminricordo'), 'moltiutenti'));
    expect(users).toHaveLength(10);
    expect(users[0].username).toBe('moltiutenti00');
  });

  it('is throttled per caller: the 31st search in 10 minutes is refused', async () => {
    const me = await createClient(testApp);
    const agent = await signedIn(me.username, me.password);
    for (let i = 0; i < 30; i++) expect((await search(agent, `cerca${i}`)).status).toBe(404);
    const refused = await search(agent, 'clientedemo');
    expect(refused.status).toBe(429);
    expect(bodyOf(refused).errorCode).toBe('TOO_MANY_ATTEMPTS');
  });
});
