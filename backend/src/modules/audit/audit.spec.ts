import { describe, expect, it } from 'vitest';
import { browser, signIn } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AuditEntry } from './audit-entry.entity';
import { AuditService } from './audit.service';

const testApp = useTestApp({ OUTBOX_WORKER: '0' }, { clearThrottles: true });

const ADMIN = { id: 1, username: 'adminricordo' };

describe('audit log', () => {
  it('keeps no row when the change it belongs to rolls back', async () => {
    const audit = testApp.app.get(AuditService);
    const before = await testApp.dataSource.getRepository(AuditEntry).count();
    await expect(
      testApp.dataSource.transaction(async (manager) => {
        await audit.record(manager, {
          actor: ADMIN,
          action: 'qrcode.delete',
          targetType: 'qrcode',
          targetId: 7,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await testApp.dataSource.getRepository(AuditEntry).count()).toBe(before);
  });

  it('lists the admin, the acted-for user, the action and its label, the target and the values, filtered', async () => {
    const audit = testApp.app.get(AuditService);
    await testApp.dataSource.transaction(async (manager) => {
      await audit.record(manager, {
        actor: ADMIN,
        acted: { id: 4, username: 'clientedemo' },
        action: 'acting.accountNotificationPreference',
        targetType: 'user',
        targetId: 4,
        oldValues: { notificationFrequency: 'daily' },
        newValues: { notificationFrequency: 'weekly' },
        reason: 'Richiesta telefonica del cliente',
      });
      // An admin's own decision about a partner: the partner's account is the one concerned, not acted for.
      await audit.record(manager, {
        actor: ADMIN,
        acted: { id: 3, username: 'partnerdemo' },
        action: 'acceptPartner',
        targetType: 'partner',
        targetId: 1,
      });
      await audit.record(manager, { actor: ADMIN, action: 'qrcode.generate', targetType: 'qrcode' });
    });

    const agent = await browser(testApp);
    await signIn(agent, 'adminricordo');
    const all = await agent.get('/api/admin/audit').expect(200);
    expect(all.body.data.total).toBeGreaterThanOrEqual(3);
    expect(all.body.data.entries.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'qrcode.generate',
        actionLabel: 'QR code generati',
        actedUsername: null,
        onBehalf: false,
      }),
      expect.objectContaining({
        action: 'acceptPartner',
        actionLabel: 'Partner accettato',
        actedUsername: 'partnerdemo',
        onBehalf: false,
      }),
    ]);

    const forClient = await agent.get('/api/admin/audit?user=CLIENTEDEMO').expect(200);
    expect(forClient.body.data.entries).toEqual([
      expect.objectContaining({
        actorUsername: 'adminricordo',
        actedUsername: 'clientedemo',
        action: 'acting.accountNotificationPreference',
        targetType: 'user',
        targetId: '4',
        oldValues: { notificationFrequency: 'daily' },
        newValues: { notificationFrequency: 'weekly' },
        reason: 'Richiesta telefonica del cliente',
      }),
    ]);
    const byAction = await agent.get('/api/admin/audit?action=qrcode.generate&maxResults=5').expect(200);
    expect(byAction.body.data.entries.every((e: { action: string }) => e.action === 'qrcode.generate')).toBe(
      true,
    );
    const byTarget = await agent.get('/api/admin/audit?targetType=user&targetId=4').expect(200);
    expect(byTarget.body.data.entries).toHaveLength(1);
  });

  it('offers the action names and target types of the log as filter choices', async () => {
    const audit = testApp.app.get(AuditService);
    await testApp.dataSource.transaction(async (manager) => {
      await audit.record(manager, { actor: ADMIN, action: 'qrcode.delete', targetType: 'qrcode' });
      await audit.record(manager, { actor: ADMIN, action: 'acceptPartner', targetType: 'partner' });
      await audit.record(manager, { actor: ADMIN, action: 'acceptPartner', targetType: 'partner' });
    });
    const agent = await browser(testApp);
    await signIn(agent, 'adminricordo');
    const { actions, actionLabels, targetTypes } = (
      await agent.get('/api/admin/audit/vocabulary').expect(200)
    ).body.data as { actions: string[]; actionLabels: Record<string, string>; targetTypes: string[] };
    expect(actions).toEqual(expect.arrayContaining(['acceptPartner', 'qrcode.delete']));
    expect(actionLabels).toMatchObject({
      acceptPartner: 'Partner accettato',
      'qrcode.delete': 'QR code eliminato',
    });
    expect(Object.keys(actionLabels).sort()).toEqual(actions);
    expect(actions).toEqual([...new Set(actions)].sort());
    expect(targetTypes).toEqual(expect.arrayContaining(['partner', 'qrcode']));
    expect(targetTypes).toEqual([...new Set(targetTypes)].sort());
  });

  it('refuses bad filters with 400', async () => {
    const agent = await browser(testApp);
    await signIn(agent, 'adminricordo');
    await agent.get('/api/admin/audit?page=0').expect(400);
    await agent.get(`/api/admin/audit?user=${'x'.repeat(101)}`).expect(400);
  });

  it.each([
    ['anonymous', null, 401],
    ['a client', 'clientedemo', 403],
    ['a partner', 'partnerdemo', 403],
    ['a lamp manager', 'lampadedemo', 403],
    ['an admin', 'adminricordo', 200],
  ])('answers %s with %i', async (_who, username, status) => {
    const agent = await browser(testApp);
    if (username) await signIn(agent, username);
    await agent.get('/api/admin/audit').expect(status);
    await agent.get('/api/admin/audit/vocabulary').expect(status);
  });
});
