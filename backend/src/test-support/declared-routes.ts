import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ROLES_METADATA } from '../modules/auth/roles.guard';
import type { Role } from '../modules/auth/request-auth';

export interface DeclaredRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As declared, e.g. '/api/partnerPanel/deceased' or '/api/pdfBook/:id'. */
  path: string;
  /** `@Roles()` of the route or its controller; undefined = no roles guard (public). */
  roles: Role[] | undefined;
  /** `@ApiConsumes()` of the route or its controller (e.g. ['multipart/form-data']); [] when none. */
  consumes: string[];
}

/** @nestjs/swagger's metadata key of `@ApiConsumes()`. */
const API_CONSUMES = 'swagger/apiConsumes';

const METHODS: Partial<Record<RequestMethod, DeclaredRoute['method']>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.DELETE]: 'DELETE',
};

function joined(...parts: string[]): string {
  return `/${parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

/** Every route the application's controllers declare, with their roles (for authorization matrices). */
export function declaredRoutes(app: INestApplication): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const classRoles = Reflect.getMetadata(ROLES_METADATA, controller) as Role[] | undefined;
      const classConsumes = Reflect.getMetadata(API_CONSUMES, controller) as string[] | undefined;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        if (path === undefined || !method) continue;
        const roles = (Reflect.getMetadata(ROLES_METADATA, handler) as Role[] | undefined) ?? classRoles;
        const consumes =
          (Reflect.getMetadata(API_CONSUMES, handler) as string[] | undefined) ?? classConsumes ?? [];
        routes.push({ method, path: joined(base, path), roles, consumes });
      }
    }
  }
  return routes;
}
