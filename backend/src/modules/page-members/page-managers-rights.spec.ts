import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  bodyOf,
  createClient,
  linkOf,
  outboxMessages,
  postForm,
} from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { browser, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import type { User } from '../accounts/user.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { Deceased } from '../deceased/deceased.entity';
import { Dedication } from '../dedications/dedication.entity';
import { DedicationModerationService } from '../dedications/moderation/dedication-moderation.service';
import { PageMembersService } from './page-members.service';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

async function agentOf(user: { username: string; password: string }): Promise<Browser> {
  const agent = await browser(testApp);
  await signIn(agent, user.username, user.password);
  return agent;
}

/** A page with its owner and one manager (joined straight through the service). */
async function managedPage() {
  const owner = await createClient(testApp);
  const helper = await createClient(testApp);
  const page = await saveDeceased(testApp, {
    name: 'Giovanna',
    surname: 'Gestita',
    ownerUserId: owner.id,
    dateOfDeath: '2025-03-01',
  });
  await testApp.dataSource.transaction((manager) =>
    testApp.app.get(PageMembersService).join(manager, {
      deceasedId: page.id,
      userId: helper.id,
      role: 'manager',
      invitedByUserId: owner.id,
      at: new Date(),
    }),
  );
  return { owner, helper, page, ownerAgent: await agentOf(owner), helperAgent: await agentOf(helper) };
}

async function pendingDedication(deceasedId: number): Promise<Dedication> {
  const repository = testApp.dataSource.getRepository(Dedication);
  return repository.save(
    repository.create({
      deceasedId,
      type: 'dedica-cero',
      text: 'Una luce per te',
      sign: 'Anna',
      status: 'pending',
      giverName: 'Anna',
      giverSurname: 'Bianchi',
      giverEmail: 'anna.bianchi@example.com',
      createdAt: new Date(),
      awaitingSince: new Date(Date.now() - 60_000),
    }),
  );
}

const activityOf = (deceasedId: number) =>
  testApp.dataSource
    .getRepository(AuditEntry)
    .find({ where: { targetType: 'page', targetId: String(deceasedId) }, order: { id: 'ASC' } });

describe("a page's managers", () => {
  it('see and decide the dedications waiting on the pages they manage, and the owner reads it', async () => {
    const { helper, page, ownerAgent, helperAgent } = await managedPage();
    const dedication = await pendingDedication(page.id);
    const listed = await helperAgent.get('/api/account/managed-dedications').expect(200);
    expect(
      (bodyOf(listed).data as { dedications: Array<{ ID: number }> }).dedications.map((d) => d.ID),
    ).toEqual([dedication.id]);
    // A stranger's list is empty and their decision finds nothing.
    const stranger = await agentOf(await createClient(testApp));
    expect(bodyOf(await stranger.get('/api/account/managed-dedications')).data).toEqual({ dedications: [] });
    expect(
      (
        await postForm(stranger, '/api/account/managed-dedications/evaluate', {
          dedic: String(dedication.id),
          isAccepted: 'active',
        })
      ).status,
    ).toBe(404);

    const decided = await postForm(helperAgent, '/api/account/managed-dedications/evaluate', {
      dedic: String(dedication.id),
      isAccepted: 'active',
    });
    expect(decided.status, decided.text).toBe(200);
    expect(bodyOf(decided).data).toMatchObject({ status: 'accepted', deceasedID: page.id });
    expect(
      (await testApp.dataSource.getRepository(Dedication).findOneByOrFail({ id: dedication.id })).status,
    ).toBe('accepted');
    const activity = await ownerAgent.get(`/api/account/pages/${page.id}/manager-activity`).expect(200);
    expect((bodyOf(activity).data as { items: unknown[] }).items).toEqual([
      expect.objectContaining({
        username: helper.username,
        actionLabel: 'Gestore: dedica approvata',
        details: expect.objectContaining({ dedication: dedication.id, giver: 'Anna Bianchi' }),
      }),
    ]);
  });

  it('keep the calendar, the grave point and the choice after the deadline, each audited; the owner is not', async () => {
    const { owner, helper, page, ownerAgent, helperAgent } = await managedPage();
    const added = await postForm(helperAgent, `/api/account/deceased/${page.id}/dates`, {
      title: 'Messa in suffragio',
      date: '20/12/2026',
    });
    expect(added.status, added.text).toBe(200);
    const point = await postForm(helperAgent, `/api/account/deceased/${page.id}/gravePoint`, {
      lat: '45.0703',
      lng: '7.6869',
    });
    expect(point.status, point.text).toBe(200);
    const choice = await postForm(helperAgent, '/api/account/dedications/moderation', {
      deceasedId: String(page.id),
      afterDeadline: 'publish',
    });
    expect(choice.status, choice.text).toBe(200);
    // The owner's own edit is not manager activity.
    await postForm(ownerAgent, `/api/account/deceased/${page.id}/dates`, {
      title: 'Ritrovo',
      date: '21/12/2026',
    }).then((answer) => expect(answer.status).toBe(200));
    const rows = await activityOf(page.id);
    expect(rows.map((row) => [row.actorUserId, row.action])).toEqual([
      [helper.id, 'pageManager.dateAdd'],
      [helper.id, 'pageManager.gravePoint'],
      [helper.id, 'pageManager.afterDeadline'],
    ]);
    void owner;
  });

  it('receive the reminders of dedications still waiting, as the owner does', async () => {
    const { owner, helper, page } = await managedPage();
    await pendingDedication(page.id);
    await testApp.app
      .get(DedicationModerationService)
      .runDue(new Date(Date.now() + 3 * 24 * 3600_000), new Date(Date.now() - 3600_000));
    const reminded = await outboxMessages(testApp, { template: 'dedication-reminder' });
    const to = reminded
      .filter((row) => row.userId === owner.id || row.userId === helper.id)
      .map((row) => row.userId);
    expect(to.sort()).toEqual([owner.id, helper.id].sort());
  });

  it('get 403 on the transfer; the new owner may start without the managers', async () => {
    const { owner, helper, page, ownerAgent, helperAgent } = await managedPage();
    const receiver: User & { password: string } = await createClient(testApp);
    const refused = await postForm(helperAgent, '/api/admin/changeOwner', {
      'deceased-id': String(page.id),
      'new-owner-id': String(receiver.id),
      'change-type': 'deceased',
      force: '0',
    });
    expect(refused.status).toBe(403);
    const sent = await postForm(ownerAgent, '/api/admin/changeOwner', {
      'deceased-id': String(page.id),
      'new-owner-id': String(receiver.id),
      'change-type': 'deceased',
      force: '0',
    });
    expect(sent.status, sent.text).toBe(200);
    const [mail] = await outboxMessages(testApp, { template: 'ownership-transfer', userId: receiver.id });
    const { token } = linkOf(mail);
    const anonymous = await browser(testApp);
    expect(
      (await postForm(anonymous, '/api/deceased/acceptTransfer', { token, managers: 'tutti' })).status,
    ).toBe(400);
    const accepted = await postForm(anonymous, '/api/deceased/acceptTransfer', { token, managers: 'clear' });
    expect(accepted.status, accepted.text).toBe(200);
    expect(
      (await testApp.dataSource.getRepository(Deceased).findOneByOrFail({ id: page.id })).ownerUserId,
    ).toBe(receiver.id);
    expect(await testApp.app.get(PageMembersService).roleOn(page.id, helper.id)).toBeNull();
    void owner;
  });

  it("a former owner's managers are kept until the new owner chooses in 'Gestori'", async () => {
    const { helper, page } = await managedPage();
    const receiver = await createClient(testApp);
    await testApp.dataSource.getRepository(Deceased).update({ id: page.id }, { ownerUserId: receiver.id });
    const agent = await agentOf(receiver);
    const overview = await agent.get(`/api/account/pages/${page.id}/members`).expect(200);
    expect(bodyOf(overview).data).toMatchObject({ members: [{ userId: helper.id, inherited: true }] });
    expect(
      (await postForm(agent, `/api/account/pages/${page.id}/inherited-managers`, { choice: 'forse' })).status,
    ).toBe(400);
    await postForm(agent, `/api/account/pages/${page.id}/inherited-managers`, { choice: 'keep' });
    expect(bodyOf(await agent.get(`/api/account/pages/${page.id}/members`)).data).toMatchObject({
      members: [{ userId: helper.id, inherited: false }],
    });
    expect(await testApp.app.get(PageMembersService).roleOn(page.id, helper.id)).toBe('manager');
  });
});
