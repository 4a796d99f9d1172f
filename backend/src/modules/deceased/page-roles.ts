import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PageRole } from '../page-members/page-members.service';

/** What the page-members module answers to this module (its PageMembersService, registered at start-up). */
export interface PageRoleSource {
  roleOn(
    deceasedId: number,
    userId: number | null | undefined,
    manager?: EntityManager,
  ): Promise<PageRole | null>;
  /** Every member of the role leaves the page, in the caller's transaction; how many left. */
  clear(manager: EntityManager, deceasedId: number, role: 'manager' | 'guest'): Promise<number>;
  /** The person leaves the page, in the caller's transaction. */
  remove(manager: EntityManager, deceasedId: number, userId: number): Promise<boolean>;
}

/**
 * The page roles as this module's own services (grave point, ownership transfer) need them. The page-members
 * module imports this one (it reads the owner here), so it registers its service at start-up instead of being
 * imported back (as DeceasedPageParts and DeceasedRemovalHooks). Before that, or without it, only the owner
 * is known: the rules fail closed.
 */
@Injectable()
export class PageRoles {
  private source: PageRoleSource | null = null;

  register(source: PageRoleSource): void {
    this.source = source;
  }

  async roleOn(
    deceasedId: number,
    userId: number | null | undefined,
    manager?: EntityManager,
  ): Promise<PageRole | null> {
    if (!this.source) throw new Error('PageRoles: the page-members module has not registered');
    return this.source.roleOn(deceasedId, userId, manager);
  }

  async removeMember(manager: EntityManager, deceasedId: number, userId: number): Promise<boolean> {
    if (!this.source) throw new Error('PageRoles: the page-members module has not registered');
    return this.source.remove(manager, deceasedId, userId);
  }

  async clear(manager: EntityManager, deceasedId: number, role: 'manager' | 'guest'): Promise<number> {
    if (!this.source) throw new Error('PageRoles: the page-members module has not registered');
    return this.source.clear(manager, deceasedId, role);
  }
}
