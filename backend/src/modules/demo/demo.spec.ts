import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.factory';
import { hashPassword } from '../auth/passwords';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { User } from '../accounts/user.entity';
import { Deceased } from '../deceased/deceased.entity';
import { Memorial } from '../memorials/memorial.entity';
import { Partner } from '../partners/partner.entity';
import { DEMO_DECEASED } from './demo-data';
import { DemoSeeder } from './demo.seeder';

describe('demo data', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('holds one account per role and the demo people', async () => {
    const users = await testApp.dataSource.getRepository(User).find({ order: { username: 'ASC' } });
    expect(users.map((user) => [user.username, user.platformAccess, user.partnerType])).toEqual([
      ['adminricordo', 1, null],
      ['clientedemo', 0, null],
      ['lampadedemo', 2, 'gestorelampade'],
      ['partnerdemo', 2, 'partner'],
    ]);
    expect(users.every((user) => user.passwordHash?.startsWith('$argon2id$'))).toBe(true);
    const people = await testApp.dataSource.getRepository(Deceased).find({ order: { id: 'ASC' } });
    expect(people.map((person) => person.id).slice(0, 4)).toEqual([1000, 1001, 1002, 1003]);
    expect(people[1]).toMatchObject({
      name: 'Nicolò',
      nameNormalized: 'nicolo',
      surnameNormalized: "d'angelo",
    });
  });

  it('seeds again without duplicating anything', async () => {
    const count = async () => ({
      users: await testApp.dataSource.getRepository(User).count(),
      partners: await testApp.dataSource.getRepository(Partner).count(),
      deceased: await testApp.dataSource.getRepository(Deceased).count(),
      memorials: await testApp.dataSource.getRepository(Memorial).count(),
    });
    const before = await count();
    await testApp.app.get(DemoSeeder).onApplicationBootstrap();
    expect(await count()).toEqual(before);
    expect(before).toEqual({ users: 4, partners: 2, deceased: DEMO_DECEASED.length, memorials: 1 });
  });

  it('a production start on this database refuses while a demo account keeps the public password', async () => {
    const production = { ...testApp.config, demoMode: false, production: true };
    const start = async () => {
      const app = await createApp(production, { logger: false });
      try {
        await app.init();
      } finally {
        await app.close();
      }
    };
    await expect(start()).rejects.toThrow(
      /demo accounts with the public demo password \(adminricordo, partnerdemo, lampadedemo, clientedemo\)/,
    );
    const users = testApp.dataSource.getRepository(User);
    const ownPassword = await hashPassword('una-password-tutta-mia');
    for (const username of ['adminricordo', 'clientedemo', 'lampadedemo'])
      await users.update({ username }, { passwordHash: ownPassword });
    await expect(start()).rejects.toThrow(/\(partnerdemo\)/);
    await users.update({ username: 'partnerdemo' }, { passwordHash: ownPassword });
    await expect(start()).resolves.toBeUndefined();
  });
});

describe('without demo mode', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ demoMode: false });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('starts with no accounts and no people', async () => {
    expect(await testApp.dataSource.getRepository(User).count()).toBe(0);
    expect(await testApp.dataSource.getRepository(Deceased).count()).toBe(0);
  });
});
