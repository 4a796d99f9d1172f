import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createClient } from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { useTestApp } from '../../test-support/use-test-app';
import { PageInvitation } from './page-invitation.entity';
import { PageMember } from './page-member.entity';
import { PageMembersService } from './page-members.service';

const testApp = useTestApp(ACCOUNT_TEST_ENV);
const service = () => testApp.app.get(PageMembersService);

describe('PageMembersService', () => {
  it('answers owner from the page record, manager or guest from the member rows, null otherwise', async () => {
    const owner = await createClient(testApp);
    const helper = await createClient(testApp);
    const reader = await createClient(testApp);
    const stranger = await createClient(testApp);
    const page = await saveDeceased(testApp, { name: 'Anna', surname: 'Ruoli', ownerUserId: owner.id });
    const at = new Date();
    await testApp.dataSource.transaction(async (manager) => {
      await service().join(manager, {
        deceasedId: page.id,
        userId: helper.id,
        role: 'manager',
        invitedByUserId: owner.id,
        at,
      });
      await service().join(manager, {
        deceasedId: page.id,
        userId: reader.id,
        role: 'guest',
        invitedByUserId: owner.id,
        at,
      });
      // The owner never becomes a member of their own page.
      expect(
        await service().join(manager, {
          deceasedId: page.id,
          userId: owner.id,
          role: 'manager',
          invitedByUserId: owner.id,
          at,
        }),
      ).toBeNull();
    });
    expect(await service().roleOn(page.id, owner.id)).toBe('owner');
    expect(await service().roleOn(page.id, helper.id)).toBe('manager');
    expect(await service().roleOn(page.id, reader.id)).toBe('guest');
    expect(await service().roleOn(page.id, stranger.id)).toBeNull();
    expect(await service().roleOn(page.id, null)).toBeNull();
    expect(await service().roleOn(999_999_999, owner.id)).toBeNull();
    expect((await service().managersOf(page.id)).map((row) => row.user?.username)).toEqual([helper.username]);
    expect(await service().pagesOf(helper.id, 'manager')).toEqual([page.id]);
  });

  it('a guest invited as a manager becomes one; one row per person and page', async () => {
    const owner = await createClient(testApp);
    const person = await createClient(testApp);
    const page = await saveDeceased(testApp, { name: 'Bruno', surname: 'Ruoli', ownerUserId: owner.id });
    const join = (role: 'manager' | 'guest') =>
      testApp.dataSource.transaction((manager) =>
        service().join(manager, {
          deceasedId: page.id,
          userId: person.id,
          role,
          invitedByUserId: null,
          at: new Date(),
        }),
      );
    await join('guest');
    await join('manager');
    await join('guest');
    const rows = await testApp.dataSource.getRepository(PageMember).findBy({ deceasedId: page.id });
    expect(rows.map((row) => row.role)).toEqual(['manager']);
    await testApp.dataSource.transaction((manager) => service().clear(manager, page.id, 'manager'));
    expect(await service().roleOn(page.id, person.id)).toBeNull();
  });

  it('a deleted page takes its members and invitations with it', async () => {
    const owner = await createClient(testApp);
    const person = await createClient(testApp);
    const page = await saveDeceased(testApp, { name: 'Carla', surname: 'Ruoli', ownerUserId: owner.id });
    await testApp.dataSource.transaction((manager) =>
      service().join(manager, {
        deceasedId: page.id,
        userId: person.id,
        role: 'manager',
        invitedByUserId: owner.id,
        at: new Date(),
      }),
    );
    await testApp.dataSource.getRepository(PageInvitation).save({
      deceasedId: page.id,
      role: 'manager',
      channel: 'email',
      address: 'x@example.com',
      tokenHash: 'a'.repeat(64),
      expiresAt: new Date(Date.now() + 86_400_000),
      acceptedAt: null,
      acceptedByUserId: null,
      createdByUserId: owner.id,
      createdAt: new Date(),
    });
    await testApp.dataSource.query('DELETE FROM deceased WHERE id = ?', [page.id]);
    expect(await testApp.dataSource.getRepository(PageMember).countBy({ deceasedId: page.id })).toBe(0);
    expect(await testApp.dataSource.getRepository(PageInvitation).countBy({ deceasedId: page.id })).toBe(0);
  });
});
