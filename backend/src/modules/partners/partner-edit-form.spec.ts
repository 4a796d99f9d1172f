import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, clearThrottles } from '../../test-support/account-helpers';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { User } from '../accounts/user.entity';
import { Partner } from './partner.entity';

// partnerEdit as the kit's upload client sends it (shared-design api/client.ts `upload`): the security token
// both as the X-CSRF-Token header and as the form's csrf_token field.
const testApp = useTestApp(ACCOUNT_TEST_ENV);
let agent: Browser;
let partnerId: number;

beforeAll(async () => {
  agent = await browser(testApp);
  await signIn(agent, 'partnerdemo');
  const owner = await testApp.dataSource.getRepository(User).findOneByOrFail({ username: 'partnerdemo' });
  partnerId = (await testApp.dataSource.getRepository(Partner).findOneByOrFail({ userId: owner.id })).id;
});

beforeEach(() => clearThrottles(testApp));

describe('POST /api/partners/partnerEdit from the kit', () => {
  it('accepts the csrf_token field beside the header, and refuses any other unknown field', async () => {
    const token = await csrfToken(agent);
    const saved = await agent
      .post('/api/partners/partnerEdit')
      .set('X-CSRF-Token', token)
      .field('partnerid', String(partnerId))
      .field('edit-type', 'name')
      .field('content', 'Onoranze Funebri Bellini')
      .field('csrf_token', token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const refused = await agent
      .post('/api/partners/partnerEdit')
      .set('X-CSRF-Token', token)
      .field('partnerid', String(partnerId))
      .field('edit-type', 'name')
      .field('content', 'Altro nome')
      .field('owner', 'x');
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('VALIDATION_FAILED');
    expect((await testApp.dataSource.getRepository(Partner).findOneByOrFail({ id: partnerId })).name).toBe(
      'Onoranze Funebri Bellini',
    );
  });
});
