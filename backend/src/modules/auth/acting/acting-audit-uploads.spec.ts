import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, postForm } from '../../../test-support/account-helpers';
import { jpegWithGps } from '../../../test-support/media-fixtures';
import { browser, csrfToken, signIn } from '../../../test-support/test-app';
import { useTestApp } from '../../../test-support/use-test-app';
import { User } from '../../accounts/user.entity';
import { AuditEntry } from '../../audit/audit-entry.entity';
import { Partner } from '../../partners/partner.entity';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

describe('the acting audit of a multipart change', () => {
  it('records the text fields and each file by name and size, never its bytes', async () => {
    const users = testApp.dataSource.getRepository(User);
    const partnerUser = await users.findOneByOrFail({ username: 'partnerdemo' });
    const partner = await testApp.dataSource
      .getRepository(Partner)
      .findOneByOrFail({ userId: partnerUser.id });
    const agent = await browser(testApp);
    await signIn(agent, 'adminricordo');
    const started = await postForm(
      agent,
      '/api/admin/acting',
      { userId: String(partnerUser.id), reason: 'Assistenza telefonica al partner' },
      'json',
    );
    expect(started.status).toBe(200);

    const photo = await jpegWithGps();
    const token = await csrfToken(agent);
    const response = await agent
      .post('/api/partners/partnerEdit')
      .set('X-CSRF-Token', token)
      .field('partnerid', String(partner.id))
      .field('edit-type', 'add-image')
      .field('csrf_token', token)
      .attach('file', photo, { filename: 'C:\\foto\\ricordo nonna.jpg', contentType: 'image/jpeg' });
    expect(response.status).toBe(200);

    const [row] = await testApp.dataSource
      .getRepository(AuditEntry)
      .find({ where: { actedUserId: partnerUser.id, action: 'acting.partnerEdit' } });
    expect(row).toBeDefined();
    const logged = JSON.parse(row.newValues ?? '{}') as Record<string, unknown>;
    expect(logged).toMatchObject({
      route: 'POST /api/partners/partnerEdit',
      body: { partnerid: String(partner.id), 'edit-type': 'add-image' },
      files: { file: [{ name: 'ricordo nonna.jpg', bytes: expect.any(Number) }] },
    });
    const bytes = (logged.files as { file: Array<{ bytes: number }> }).file[0].bytes;
    expect(bytes).toBeGreaterThan(100);
    expect(logged.body).not.toHaveProperty('csrf_token');
    expect(row.newValues).not.toContain(token);
    // No trace of the file's content in the row.
    expect(row.newValues).not.toContain(photo.subarray(0, 32).toString('base64'));
    expect(row.newValues!.length).toBeLessThan(1000);
  });
});
