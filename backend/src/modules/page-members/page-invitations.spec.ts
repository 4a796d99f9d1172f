import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  bodyOf,
  createClient,
  linkOf,
  outboxMessages,
} from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AuditEntry } from '../audit/audit-entry.entity';
import { Clock } from '../scheduler/clock';
import { PageInvitation } from './page-invitation.entity';
import { INVITATION_TTL_MS } from './page-invitations.service';
import { PageMembersService } from './page-members.service';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

async function signedIn(user: {
  username: string;
  password: string;
}): Promise<{ agent: Browser; csrf: string }> {
  const agent = await browser(testApp);
  const csrf = await signIn(agent, user.username, user.password);
  return { agent, csrf };
}

/** An owner with a page, and an invitation sent to `address`: its token from the queued message. */
async function invited(address: string, channel: 'email' | 'wa' = 'email') {
  const owner = await createClient(testApp);
  const page = await saveDeceased(testApp, { name: 'Elena', surname: 'Invitata', ownerUserId: owner.id });
  const session = await signedIn(owner);
  const sent = await session.agent
    .post(`/api/account/pages/${page.id}/invitations`)
    .set('X-CSRF-Token', session.csrf)
    .send({ channel, address });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const [message] = await outboxMessages(testApp, { template: 'page-invitation' }).then((all) =>
    all.filter(
      (row) =>
        (bodyOf(sent).data as { invitation: { ID: number } }).invitation.ID ===
        Number(row.dedupeKey?.split(':')[1]),
    ),
  );
  expect(message.channel).toBe(channel);
  const { url, token } = linkOf(message);
  expect(url.pathname).toBe('/invito-pagina');
  return { owner, page, session, token, message };
}

describe('page invitations', () => {
  it('the owner invites by e-mail, the invited person signs in and accepts once, and becomes a manager', async () => {
    const { owner, page, session, token } = await invited('nuova.gestrice@example.com');
    // Only the token's hash is kept.
    const row = await testApp.dataSource
      .getRepository(PageInvitation)
      .findOneByOrFail({ deceasedId: page.id });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(INVITATION_TTL_MS);

    const anonymous = await browser(testApp);
    const look = await anonymous
      .post('/api/page-invitations/look')
      .set('X-CSRF-Token', await csrfToken(anonymous))
      .send({ token });
    expect(bodyOf(look).data).toMatchObject({
      state: 'open',
      role: 'manager',
      deceasedName: 'Elena Invitata',
    });
    // Accepting needs an account.
    expect(
      (
        await anonymous
          .post('/api/page-invitations/accept')
          .set('X-CSRF-Token', await csrfToken(anonymous))
          .send({ token })
      ).status,
    ).toBe(401);

    const helper = await createClient(testApp);
    const them = await signedIn(helper);
    const accepted = await them.agent
      .post('/api/page-invitations/accept')
      .set('X-CSRF-Token', them.csrf)
      .send({ token });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(bodyOf(accepted).message).toBe('Invito accettato: ora gestisci questa pagina');
    expect(await testApp.app.get(PageMembersService).roleOn(page.id, helper.id)).toBe('manager');

    const again = await them.agent
      .post('/api/page-invitations/accept')
      .set('X-CSRF-Token', them.csrf)
      .send({ token });
    expect(again.status).toBe(410);
    expect(bodyOf(again)).toMatchObject({ errorCode: 'INVITATION_USED', message: 'Invito già usato' });

    const managed = await them.agent.get('/api/account/pages/managed');
    expect((bodyOf(managed).data as { pages: Array<{ ID: number; ownerName: string }> }).pages).toEqual([
      expect.objectContaining({ ID: page.id, ownerName: 'Paola Verdi' }),
    ]);
    const overview = await session.agent.get(`/api/account/pages/${page.id}/members`);
    expect(bodyOf(overview).data).toMatchObject({
      members: [{ userId: helper.id, role: 'manager', inherited: false }],
      invitations: [{ state: 'accepted' }],
    });
    const activity = await session.agent.get(`/api/account/pages/${page.id}/manager-activity`);
    expect(bodyOf(activity).data).toMatchObject({
      items: [{ username: helper.username, actionLabel: 'Gestore: invito accettato' }],
    });
    void owner;
  });

  it('a manager gets 403 on the owner-only calls, a stranger 404', async () => {
    const { page, token } = await invited('altro@example.com');
    const helper = await createClient(testApp);
    const them = await signedIn(helper);
    await them.agent
      .post('/api/page-invitations/accept')
      .set('X-CSRF-Token', them.csrf)
      .send({ token })
      .expect(200);
    const stranger = await signedIn(await createClient(testApp));
    for (const [who, status] of [
      [them, 403],
      [stranger, 404],
    ] as const) {
      expect((await who.agent.get(`/api/account/pages/${page.id}/members`)).status).toBe(status);
      expect((await who.agent.get(`/api/account/pages/${page.id}/manager-activity`)).status).toBe(status);
      const invite = await who.agent
        .post(`/api/account/pages/${page.id}/invitations`)
        .set('X-CSRF-Token', who.csrf)
        .send({ channel: 'email', address: 'x@example.com' });
      expect(invite.status).toBe(status);
      const remove = await who.agent
        .delete(`/api/account/pages/${page.id}/members/${helper.id}`)
        .set('X-CSRF-Token', who.csrf);
      expect(remove.status).toBe(status);
    }
    expect(bodyOf(await them.agent.get(`/api/account/pages/${page.id}/members`)).message).toBe(
      'Solo il proprietario della pagina può farlo',
    );
    expect(await testApp.app.get(PageMembersService).roleOn(page.id, helper.id)).toBe('manager');
  });

  it('an expired link says so and lets its holder ask the owner for a new one, once', async () => {
    const { owner, token } = await invited('+39 333 1234567', 'wa');
    const clock = testApp.app.get(Clock);
    const later = new Date(Date.now() + INVITATION_TTL_MS + 60_000);
    const original = clock.now.bind(clock);
    clock.now = () => later;
    try {
      const anonymous = await browser(testApp);
      expect(
        bodyOf(
          await anonymous
            .post('/api/page-invitations/look')
            .set('X-CSRF-Token', await csrfToken(anonymous))
            .send({ token }),
        ).data,
      ).toMatchObject({
        state: 'expired',
      });
      const them = await signedIn(await createClient(testApp));
      const accepted = await them.agent
        .post('/api/page-invitations/accept')
        .set('X-CSRF-Token', them.csrf)
        .send({ token });
      expect(accepted.status).toBe(410);
      expect(bodyOf(accepted)).toMatchObject({ errorCode: 'INVITATION_EXPIRED', message: 'Invito scaduto' });
      await anonymous
        .post('/api/page-invitations/ask-again')
        .set('X-CSRF-Token', await csrfToken(anonymous))
        .send({ token })
        .expect(200);
      await anonymous
        .post('/api/page-invitations/ask-again')
        .set('X-CSRF-Token', await csrfToken(anonymous))
        .send({ token })
        .expect(200);
      const asked = await outboxMessages(testApp, { template: 'page-invitation-again', userId: owner.id });
      expect(asked).toHaveLength(1);
      expect(asked[0].recipient).toBe(owner.email);
    } finally {
      clock.now = original;
    }
  });

  it('refuses bad input and unknown links', async () => {
    const owner = await createClient(testApp);
    const page = await saveDeceased(testApp, { name: 'Fabio', surname: 'Invitato', ownerUserId: owner.id });
    const session = await signedIn(owner);
    const post = (body: Record<string, string>) =>
      session.agent
        .post(`/api/account/pages/${page.id}/invitations`)
        .set('X-CSRF-Token', session.csrf)
        .send(body);
    expect(bodyOf(await post({ channel: 'email', address: 'non-una-mail' })).message).toBe(
      'Inserisci un indirizzo e-mail valido',
    );
    expect((await post({ channel: 'sms', address: 'a@example.com' })).status).toBe(400);
    expect((await post({ channel: 'email', address: 'a@example.com', role: 'owner' })).status).toBe(400);
    const anonymous = await browser(testApp);
    const look = await anonymous
      .post('/api/page-invitations/look')
      .set('X-CSRF-Token', await csrfToken(anonymous))
      .send({ token: 'nessuno' });
    expect(look.status).toBe(404);
    expect(bodyOf(look).message).toBe('Invito non valido');
    expect(
      await testApp.dataSource
        .getRepository(AuditEntry)
        .countBy({ targetType: 'page', targetId: String(page.id) }),
    ).toBe(0);
  });
});
