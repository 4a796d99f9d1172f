import { RequestMethod } from '@nestjs/common';
import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createClient, postForm } from '../../../test-support/account-helpers';
import { browser, csrfToken, signIn, type Browser } from '../../../test-support/test-app';
import { useTestApp } from '../../../test-support/use-test-app';
import { ROLES_METADATA } from '../roles.guard';
import type { Role } from '../request-auth';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

interface AdminRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
}

const METHODS: Partial<Record<RequestMethod, AdminRoute['method']>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

function joined(...parts: string[]): string {
  return `/${parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

/** Every route of the application that only admins may call (`@Roles('admin')`, on it or its controller). */
function adminRoutes(): AdminRoute[] {
  const routes: AdminRoute[] = [];
  for (const module of testApp.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const classRoles = Reflect.getMetadata(ROLES_METADATA, controller) as Role[] | undefined;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        if (path === undefined || !method) continue;
        const roles = (Reflect.getMetadata(ROLES_METADATA, handler) as Role[] | undefined) ?? classRoles;
        if (roles && roles.length > 0 && roles.every((role) => role === 'admin'))
          routes.push({ method, path: joined(base, path).replace(/:[A-Za-z]+/g, '1') });
      }
    }
  }
  return routes;
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
