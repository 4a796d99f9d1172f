import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, bodyOf } from '../../test-support/account-helpers';
import { browser, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { Partner } from './partner.entity';

// spec panels §2 "Selector to assign the deceased to a partner": the admin's partner selector searches every
// funeral home on the server, so an old one can be chosen however many newer ones there are.
const testApp = useTestApp(ACCOUNT_TEST_ENV);

type Who = 'anonymous' | 'clientedemo' | 'partnerdemo' | 'lampadedemo' | 'adminricordo';
const agents = {} as Record<Who, Browser>;
const marker = `Opz${Date.now().toString(36)}`;
let oldest: Partner;

interface Options {
  items: Array<{ ID: number; name: string }>;
  total: number;
}

beforeAll(async () => {
  for (const who of ['anonymous', 'clientedemo', 'partnerdemo', 'lampadedemo', 'adminricordo'] as const) {
    agents[who] = await browser(testApp);
    if (who !== 'anonymous') await signIn(agents[who], who);
  }
  const partners = testApp.dataSource.getRepository(Partner);
  const row = (name: string, extra: Partial<Partner> = {}) =>
    partners.create({ name, type: 'partner', status: 'active', userId: null, ...extra });
  // The oldest first: 120 newer funeral homes push it out of the 100 newest.
  oldest = await partners.save(row(`Casa Funeraria Antiche ${marker}`));
  await partners.save(
    Array.from({ length: 120 }, (_, index) => row(`Onoranze ${marker} ${String(index).padStart(3, '0')}`)),
  );
  // Not offered: a lamp manager, a disabled partner and a request waiting.
  await partners.save([
    row(`Lampade Antiche ${marker}`, { type: 'gestorelampade' }),
    row(`Chiusa Antiche ${marker}`, { status: 'disabled' }),
    row(`Attesa Antiche ${marker}`, { status: 'pending' }),
  ]);
});

const options = async (query: Record<string, string>) => {
  const response = await agents.adminricordo.get('/api/admin/partnerOptions').query(query);
  expect(response.status, response.text).toBe(200);
  return bodyOf(response).data as unknown as Options;
};

describe('GET /api/admin/partnerOptions', () => {
  it('finds the oldest of more than 100 funeral homes by part of its name, any case', async () => {
    const newest = await agents.adminricordo
      .get('/api/admin/partners')
      .query({ list: 'partners', maxResults: 100 })
      .expect(200);
    const newestIds = (bodyOf(newest).data as { items: Array<{ ID: number }> }).items.map((row) => row.ID);
    expect(newestIds).not.toContain(oldest.id);

    const found = await options({ name: `antiche ${marker.toUpperCase()}` });
    expect(found).toEqual({ items: [{ ID: oldest.id, name: oldest.name }], total: 1 });
  });

  it('answers at most maxResults rows (20 by default), by name, with the total', async () => {
    const first = await options({ name: `Onoranze ${marker}` });
    expect(first.total).toBe(120);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].name).toBe(`Onoranze ${marker} 000`);
    const five = await options({ name: `onoranze ${marker}`, maxResults: '5' });
    expect(five.items.map((row) => row.name)).toEqual([
      `Onoranze ${marker} 000`,
      `Onoranze ${marker} 001`,
      `Onoranze ${marker} 002`,
      `Onoranze ${marker} 003`,
      `Onoranze ${marker} 004`,
    ]);
  });

  it('reads one partner by id (the value already chosen), never one that cannot be chosen', async () => {
    expect(await options({ id: `000${oldest.id}` })).toEqual({
      items: [{ ID: oldest.id, name: oldest.name }],
      total: 1,
    });
    const lamps = await options({ name: `Lampade Antiche ${marker}` });
    expect(lamps.total).toBe(0);
  });

  it('treats % and _ as letters', async () => {
    expect((await options({ name: '%' })).total).toBe(0);
    expect((await options({ name: `${marker}_` })).total).toBe(0);
  });

  it('refuses invalid input with 400', async () => {
    for (const query of [
      { name: 'x'.repeat(101) },
      { id: 'abc' },
      { maxResults: '0' },
      { maxResults: '101' },
    ])
      expect((await agents.adminricordo.get('/api/admin/partnerOptions').query(query)).status).toBe(400);
  });

  it.each(['anonymous', 'clientedemo', 'partnerdemo', 'lampadedemo'] as const)('refuses %s', async (who) => {
    const response = await agents[who].get('/api/admin/partnerOptions').query({ name: marker });
    expect(response.status).toBe(who === 'anonymous' ? 401 : 403);
  });
});
