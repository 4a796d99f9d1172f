// dedicAdmin's insert-time and notification-flag (spec public §3 "Admin add-gift form also has insert-time
// (ms timestamp) and notification-flag"), through the real route and database.
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, bodyOf, createClient, outboxMessages } from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { Dedication } from './dedication.entity';

const testApp = useTestApp(ACCOUNT_TEST_ENV);
let admin: Browser;

beforeAll(async () => {
  admin = await browser(testApp);
  await signIn(admin, 'adminricordo');
});

async function sendGift(fields: Record<string, string>) {
  const request = admin.post('/api/admin/dedicAdmin').set('X-CSRF-Token', await csrfToken(admin));
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  return request;
}

const giftOf = (deceasedId: number) =>
  testApp.dataSource.getRepository(Dedication).findOneByOrFail({ deceasedId });

describe('dedicAdmin insert-time', () => {
  it('dates the gift at the time the admin gives, to the second the form sent', async () => {
    const person = await saveDeceased(testApp, { name: 'Ugo', surname: 'Datato' });
    const when = Date.UTC(2025, 10, 2, 9, 30);
    const response = await sendGift({
      'deceased-id': `000${person.id}`,
      'dedic-type': 'dedica-cero',
      publish: 'accepted',
      'insert-time': String(when),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await giftOf(person.id)).createdAt.getTime()).toBe(when);
  });

  it('refuses a time that is not a real instant or more than a day ahead, and saves nothing', async () => {
    const person = await saveDeceased(testApp, { name: 'Ivo', surname: 'Futuro' });
    for (const bad of ['ieri', '-5', '0', String(Date.now() + 2 * 86_400_000)]) {
      const response = await sendGift({
        'deceased-id': String(person.id),
        'dedic-type': 'dedica-cero',
        publish: 'accepted',
        'insert-time': bad,
      });
      expect(response.status, bad).toBe(400);
      expect(bodyOf(response).data).toMatchObject({ fields: { 'insert-time': 'Campo non valido' } });
    }
    expect(await testApp.dataSource.getRepository(Dedication).countBy({ deceasedId: person.id })).toBe(0);
  });
});

describe('dedicAdmin notification-flag', () => {
  it('on: the owner hears of a gift published at once', async () => {
    const owner = await createClient(testApp);
    const person = await saveDeceased(testApp, { name: 'Eva', surname: 'Avvisata', ownerUserId: owner.id });
    const response = await sendGift({
      'deceased-id': String(person.id),
      'dedic-type': 'dedica-fiori',
      publish: 'accepted',
      'notification-flag': '1',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const messages = await outboxMessages(testApp, { userId: owner.id, template: 'dedication-reviewed' });
    expect(messages).toHaveLength(1);
  });

  it('off: nobody is told, not even of a pending gift, which waits for the review', async () => {
    const owner = await createClient(testApp);
    const person = await saveDeceased(testApp, { name: 'Ada', surname: 'Silenziosa', ownerUserId: owner.id });
    const before = (await outboxMessages(testApp, { userId: owner.id })).length;
    for (const publish of ['accepted', 'pending']) {
      const response = await sendGift({
        'deceased-id': String(person.id),
        'dedic-type': 'dedica-cero',
        publish,
        'notification-flag': '0',
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    }
    expect(await outboxMessages(testApp, { userId: owner.id })).toHaveLength(before);
  });

  it('refuses a value that is neither on nor off', async () => {
    const person = await saveDeceased(testApp, { name: 'Leo', surname: 'Incerto' });
    const response = await sendGift({
      'deceased-id': String(person.id),
      'dedic-type': 'dedica-cero',
      publish: 'accepted',
      'notification-flag': 'forse',
    });
    expect(response.status).toBe(400);
    expect(bodyOf(response).data).toMatchObject({ fields: { 'notification-flag': 'Campo non valido' } });
  });
});
