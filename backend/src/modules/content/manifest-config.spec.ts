import { describe, expect, it } from 'vitest';
import { bodyOf, createClient, postForm } from '../../test-support/account-helpers';
import { browser, signIn } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AuditEntry } from '../audit/audit-entry.entity';

const testApp = useTestApp({ OUTBOX_WORKER: '0' }, { clearThrottles: true });

async function asAdmin() {
  const agent = await browser(testApp);
  await signIn(agent, 'adminricordo');
  return agent;
}

function auditRows() {
  return testApp.dataSource
    .getRepository(AuditEntry)
    .find({ where: { action: 'setManifestConfig' }, order: { id: 'DESC' } });
}

describe('manifesto contact data (getManifestConfig / setManifestConfig)', () => {
  it('saves the e-mail and the number, adding +39 to a number without a dash, and partners read it', async () => {
    const admin = await asAdmin();
    const saved = await postForm(admin, '/api/admin/setManifestConfig', {
      manifestoEmail: ' Manifesti@Ricordo.IT ',
      manifestoWapp: '333 123 4567',
    }).then((response) => response.body);
    expect(saved).toMatchObject({
      message: 'Configurazione aggiornata con successo',
      data: { manifestoEmail: 'manifesti@ricordo.it', manifestoWapp: '+39-3331234567' },
    });

    await postForm(admin, '/api/admin/setManifestConfig', {
      manifestoEmail: 'manifesti@ricordo.it',
      manifestoWapp: '+41-791234567',
    }).then((response) => expect(response.status).toBe(200));

    const partner = await browser(testApp);
    await signIn(partner, 'partnerdemo');
    const read = await partner.get('/api/content/getManifestConfig').expect(200);
    expect(read.body.data).toEqual({
      manifestoEmail: 'manifesti@ricordo.it',
      manifestoWapp: '+41-791234567',
    });
  });

  it('writes an audit row with the old and new values of the changed fields only', async () => {
    const admin = await asAdmin();
    await postForm(admin, '/api/admin/setManifestConfig', {
      manifestoEmail: 'prima@ricordo.it',
      manifestoWapp: '+39-3330000001',
    });
    await postForm(admin, '/api/admin/setManifestConfig', {
      manifestoEmail: 'dopo@ricordo.it',
      manifestoWapp: '+39-3330000001',
    });
    const [latest] = await auditRows();
    expect(latest).toMatchObject({
      actorUsername: 'adminricordo',
      targetType: 'platformSettings',
      targetId: 'manifesto',
    });
    expect(JSON.parse(latest.oldValues ?? '{}')).toEqual({ manifestoEmail: 'prima@ricordo.it' });
    expect(JSON.parse(latest.newValues ?? '{}')).toEqual({ manifestoEmail: 'dopo@ricordo.it' });

    const before = (await auditRows()).length;
    await postForm(admin, '/api/admin/setManifestConfig', {
      manifestoEmail: 'dopo@ricordo.it',
      manifestoWapp: '3330000001',
    }).then((response) => expect(response.status).toBe(200));
    expect((await auditRows()).length).toBe(before); // nothing changed, nothing audited
  });

  it.each([
    [
      { manifestoEmail: '', manifestoWapp: '' },
      { manifestoEmail: 'Campo obbligatorio', manifestoWapp: 'Campo obbligatorio' },
    ],
    [{ manifestoEmail: 'manifesti@', manifestoWapp: '3331234567' }, { manifestoEmail: 'Mail non valida' }],
    [
      { manifestoEmail: 'a@ricordo.it', manifestoWapp: '+39-333abc' },
      { manifestoWapp: 'Numero di telefono non valido' },
    ],
    [
      { manifestoEmail: 'a@ricordo.it', manifestoWapp: '12345' },
      { manifestoWapp: 'Numero di telefono non valido' },
    ],
  ])('refuses %j with the field messages and keeps the saved values', async (fields, messages) => {
    const admin = await asAdmin();
    const before = (await admin.get('/api/content/getManifestConfig').expect(200)).body.data;
    const response = await postForm(admin, '/api/admin/setManifestConfig', fields);
    expect(response.status).toBe(400);
    expect(bodyOf(response)).toMatchObject({ errorCode: 'VALIDATION_FAILED', data: { fields: messages } });
    expect((await admin.get('/api/content/getManifestConfig').expect(200)).body.data).toEqual(before);
  });

  it('refuses a value that is not text', async () => {
    const admin = await asAdmin();
    const response = await postForm(
      admin,
      '/api/admin/setManifestConfig',
      { manifestoEmail: ['a@b.it'] as unknown as string, manifestoWapp: '3331234567' },
      'json',
    );
    expect(response.status).toBe(400);
  });

  it.each([
    ['anonymous', 401, null],
    ['a client', 403, 'clientedemo'],
    ['a lamp manager', 403, 'lampadedemo'],
    ['a partner', 200, 'partnerdemo'],
    ['an admin', 200, 'adminricordo'],
  ])('getManifestConfig answers %s with %i', async (_who, status, username) => {
    const agent = await browser(testApp);
    if (username) await signIn(agent, username);
    await agent.get('/api/content/getManifestConfig').expect(status);
  });

  it.each([
    ['anonymous', 401, null],
    ['a client', 403, 'clientedemo'],
    ['a partner', 403, 'partnerdemo'],
    ['a lamp manager', 403, 'lampadedemo'],
  ])('setManifestConfig refuses %s with %i and changes nothing', async (_who, status, username) => {
    const agent = await browser(testApp);
    if (username) await signIn(agent, username);
    const before = (await auditRows()).length;
    const response = await postForm(agent, '/api/admin/setManifestConfig', {
      manifestoEmail: 'intruso@example.com',
      manifestoWapp: '3339999999',
    });
    expect(response.status).toBe(status);
    expect((await auditRows()).length).toBe(before);
  });

  it('an admin acting for a client can neither read nor change it', async () => {
    const acting = await asAdmin();
    const client = await createClient(testApp);
    const started = await postForm(
      acting,
      '/api/admin/acting',
      { userId: String(client.id), reason: 'Richiesta telefonica' },
      'json',
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const before = (await auditRows()).length;
    await acting.get('/api/content/getManifestConfig').expect(403);
    const response = await postForm(acting, '/api/admin/setManifestConfig', {
      manifestoEmail: 'intruso@example.com',
      manifestoWapp: '3339999999',
    });
    expect(response.status).toBe(403);
    expect((await auditRows()).length).toBe(before);
  });
});
