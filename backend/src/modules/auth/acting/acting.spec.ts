import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, bodyOf, createClient, postForm } from '../../../test-support/account-helpers';
import { browser, signIn, type Browser } from '../../../test-support/test-app';
import { useTestApp } from '../../../test-support/use-test-app';
import { AuditEntry } from '../../audit/audit-entry.entity';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

const REASON = 'Richiesta telefonica del cliente';

async function admin(): Promise<Browser> {
  const agent = await browser(testApp);
  await signIn(agent, 'adminricordo');
  return agent;
}

async function auditRows(where: { actedUserId: number; action?: string }): Promise<AuditEntry[]> {
  return testApp.dataSource.getRepository(AuditEntry).find({ where, order: { id: 'ASC' } });
}

describe('acting for a user', () => {
  it('finds clients, partners and lamp managers by name or username, never admins', async () => {
    const agent = await admin();
    const clients = await agent.get('/api/admin/acting/users?q=clientedemo').expect(200);
    expect(bodyOf(clients).data?.users).toEqual([
      expect.objectContaining({ username: 'clientedemo', role: 'client' }),
    ]);
    const lamps = await agent.get('/api/admin/acting/users?q=lampadedemo').expect(200);
    expect(bodyOf(lamps).data?.users).toEqual([
      expect.objectContaining({ username: 'lampadedemo', role: 'gestorelampade' }),
    ]);
    await agent.get('/api/admin/acting/users?q=adminricordo').expect(404);
    await agent.get('/api/admin/acting/users?q=').expect(400);
  });

  it("starts with a reason: the session has the user's rights only, every change is audited with both accounts, and ends", async () => {
    const client = await createClient(testApp);
    const agent = await admin();

    const started = await postForm(
      agent,
      '/api/admin/acting',
      { userId: String(client.id), reason: `  ${REASON}  ` },
      'json',
    );
    expect(started.status).toBe(200);
    const startedSession = started.body.session as Record<string, Record<string, unknown>>;
    expect(startedSession.userdata.username).toBe(client.username);
    expect(startedSession.acting).toMatchObject({ adminUsername: 'adminricordo', reason: REASON });

    const session = await agent.get('/api/auth/session').expect(200);
    expect(session.body.session.userdata.username).toBe(client.username);
    expect(session.body.session.acting).toMatchObject({ adminUsername: 'adminricordo', reason: REASON });

    // No admin route answers while acting, starting again included.
    await agent.get('/api/admin/audit').expect(403);
    await agent.get('/api/admin/acting/users?q=clientedemo').expect(403);
    const again = await postForm(agent, '/api/admin/acting', { userId: '4', reason: REASON }, 'json');
    expect(again.status).toBe(403);

    const changed = await postForm(agent, '/api/account/modifyContactPreferece', {
      activeNotification: 'false',
      notificationFrequency: 'weekly',
    });
    expect(changed.status).toBe(200);
    const [change] = await auditRows({ actedUserId: client.id, action: 'acting.modifyContactPreferece' });
    expect(change).toMatchObject({
      actorUsername: 'adminricordo',
      actedUsername: client.username,
      targetType: 'user',
      targetId: String(client.id),
      reason: REASON,
    });
    expect(JSON.parse(change.oldValues ?? '{}')).toMatchObject({
      notificationPreference: expect.objectContaining({ notificationFrequency: expect.any(String) }),
    });
    expect(JSON.parse(change.newValues ?? '{}')).toMatchObject({
      route: 'POST /api/account/modifyContactPreferece',
      body: { activeNotification: 'false', notificationFrequency: 'weekly' },
      notificationPreference: expect.objectContaining({ notificationFrequency: 'weekly' }),
    });

    const ended = await postForm(agent, '/api/auth/acting/end', {});
    expect(ended.status).toBe(200);
    expect(ended.body.session.userdata.username).toBe('adminricordo');
    expect(ended.body.session.acting).toBeNull();
    const back = await agent.get('/api/auth/session').expect(200);
    expect(back.body.session.userdata.username).toBe('adminricordo');
    expect(back.body.session.acting).toBeUndefined();
    await agent.get('/api/admin/audit').expect(200);
    expect((await postForm(agent, '/api/auth/acting/end', {})).status).toBe(409);

    const rows = await auditRows({ actedUserId: client.id });
    expect(rows.map((row) => row.action)).toEqual([
      'acting.start',
      'acting.modifyContactPreferece',
      'acting.end',
    ]);
    expect(rows.every((row) => row.actorUsername === 'adminricordo')).toBe(true);

    // The user finds it in their panel: who, when, why.
    const own = await browser(testApp);
    await signIn(own, client.username, client.password);
    const notices = await own.get('/api/account/acting-notices').expect(200);
    expect(bodyOf(notices).data?.notices).toEqual([
      {
        adminUsername: 'adminricordo',
        startedAt: expect.any(Number),
        endedAt: expect.any(Number),
        reason: REASON,
        changes: 1,
      },
    ]);
  });

  it('refuses a missing, short or long reason, an admin, oneself and an unknown account', async () => {
    const client = await createClient(testApp);
    const agent = await admin();
    const start = (fields: Record<string, string>) => postForm(agent, '/api/admin/acting', fields, 'json');
    expect((await start({ userId: String(client.id) })).status).toBe(400);
    expect((await start({ userId: String(client.id), reason: '   ab   ' })).status).toBe(400);
    expect((await start({ userId: String(client.id), reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await start({ userId: 'abc', reason: REASON })).status).toBe(400);
    const self = await start({ userId: '1', reason: REASON });
    expect(self.status).toBe(400);
    expect(bodyOf(self).errorCode).toBe('CANNOT_ACT');
    expect((await start({ userId: '999999', reason: REASON })).status).toBe(400);
    expect(await auditRows({ actedUserId: client.id })).toEqual([]);
    const session = await agent.get('/api/auth/session').expect(200);
    expect(session.body.session.userdata.username).toBe('adminricordo');
  });

  it('ends acting when the admin signs out, in the audit log too', async () => {
    const client = await createClient(testApp);
    const agent = await admin();
    const started = await postForm(
      agent,
      '/api/admin/acting',
      { userId: String(client.id), reason: REASON },
      'json',
    );
    expect(started.status).toBe(200);
    expect((await postForm(agent, '/api/auth/logout', {})).status).toBe(200);
    const rows = await auditRows({ actedUserId: client.id });
    expect(rows.map((row) => row.action)).toEqual(['acting.start', 'acting.end']);
  });

  it('ends acting when the browser signs in again, in the audit log too', async () => {
    const client = await createClient(testApp);
    const agent = await admin();
    const started = await postForm(
      agent,
      '/api/admin/acting',
      { userId: String(client.id), reason: REASON },
      'json',
    );
    expect(started.status).toBe(200);
    await signIn(agent, 'adminricordo');
    const session = await agent.get('/api/auth/session').expect(200);
    expect(session.body.session.acting).toBeUndefined();
    const rows = await auditRows({ actedUserId: client.id });
    expect(rows.map((row) => row.action)).toEqual(['acting.start', 'acting.end']);
  });

  it("has exactly the acted-for account's rights: a lamp manager's own lamps, nobody else's", async () => {
    const agent = await admin();
    const found = await agent.get('/api/admin/acting/users?q=lampadedemo').expect(200);
    const manager = (bodyOf(found).data?.users as Array<{ ID: number }>)[0];
    const started = await postForm(
      agent,
      '/api/admin/acting',
      { userId: String(manager.ID), reason: REASON },
      'json',
    );
    expect(started.status).toBe(200);
    await agent.get(`/api/lampade/lampadeGestoreData/${manager.ID}`).expect(200);
    await agent.get(`/api/lampade/lampadeGestoreData/1`).expect(403);
    await agent.get('/api/account/getDeceasedByID/4').expect(403);
    expect((await postForm(agent, '/api/auth/acting/end', {})).status).toBe(200);
    // Back to the admin, who has no lamp manager's rights.
    await agent.get(`/api/lampade/lampadeGestoreData/${manager.ID}`).expect(403);
  });

  it.each([
    ['anonymous', null, 401],
    ['a client', 'clientedemo', 403],
    ['a partner', 'partnerdemo', 403],
    ['a lamp manager', 'lampadedemo', 403],
  ])('refuses %s on the admin routes', async (_who, username, status) => {
    const agent = await browser(testApp);
    if (username) await signIn(agent, username);
    await agent.get('/api/admin/acting/users?q=clientedemo').expect(status);
    const start = await postForm(agent, '/api/admin/acting', { userId: '4', reason: REASON }, 'json');
    expect(start.status).toBe(status);
    const end = await postForm(agent, '/api/auth/acting/end', {});
    expect(end.status).toBe(username ? 409 : 401);
    await agent.get('/api/account/acting-notices').expect(username ? 200 : 401);
  });
});
