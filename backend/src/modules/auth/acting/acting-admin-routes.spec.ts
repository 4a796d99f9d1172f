import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createClient, postForm } from '../../../test-support/account-helpers';
import { declaredRoutes } from '../../../test-support/declared-routes';
import { browser, csrfToken, signIn, type Browser } from '../../../test-support/test-app';
import { useTestApp } from '../../../test-support/use-test-app';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

interface AdminRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
}

/** Every route of the application that only admins may call (`@Roles('admin')`, on it or its controller). */
function adminRoutes(): AdminRoute[] {
  return declaredRoutes(testApp.app)
    .filter(({ roles }) => roles && roles.length > 0 && roles.every((role) => role === 'admin'))
    .map(({ method, path }) => ({
      method: method.toLowerCase() as AdminRoute['method'],
      path: path.replace(/:[A-Za-z]+/g, '1'),
    }));
}

async function statusOf(agent: Browser, route: AdminRoute, token: string): Promise<number> {
  const response = await agent[route.method](route.path).set('X-CSRF-Token', token).send({});
  return response.status;
}

describe('authorization matrix while acting for a user', () => {
  it('no admin-only route answers the acted-for session (403), and all answer the admin again after the end', async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContainEqual({ method: 'post', path: '/api/admin/acting' });

    const client = await createClient(testApp);
    const agent = await browser(testApp);
    await signIn(agent, 'adminricordo');
    const started = await postForm(
      agent,
      '/api/admin/acting',
      { userId: String(client.id), reason: 'Verifica dei permessi' },
      'json',
    );
    expect(started.status).toBe(200);
    const token = await csrfToken(agent);
    const answered: string[] = [];
    for (const route of routes) {
      const status = await statusOf(agent, route, token);
      if (status !== 403) answered.push(`${route.method.toUpperCase()} ${route.path} → ${status}`);
    }
    expect(answered).toEqual([]);

    expect((await postForm(agent, '/api/auth/acting/end', {})).status).toBe(200);
    await agent.get('/api/admin/audit').expect(200);
  });
});
