import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { chunks } from '../../database/chunks';
import { DeceasedService } from '../deceased/deceased.service';
import { PageRoles } from '../deceased/page-roles';
import { PageMember, type MemberRole } from './page-member.entity';

/** A person's place on a page: its owner (deceased.ownerUserId), a manager, a guest, or nobody. */
export type PageRole = 'owner' | MemberRole;

/**
 * The people of a page besides its owner (docs/contracts.md "Page managers and guests"): the one owner of
 * the `page_member` rows. Other modules ask it by intent — who is this person on this page, who are its
 * managers, which pages does this person manage — and change members only through it.
 */
@Injectable()
export class PageMembersService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly deceased: DeceasedService,
    private readonly pageRoles: PageRoles,
  ) {}

  onModuleInit(): void {
    this.pageRoles.register(this);
  }

  /**
   * The person's role on the page: 'owner' when the page's record names them, else their member row's role,
   * else null (an unknown page too). Admins are not special here: the callers' rules add them.
   */
  async roleOn(
    deceasedId: number,
    userId: number | null | undefined,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PageRole | null> {
    if (!userId) return null;
    const page = await this.deceased.findById(deceasedId, manager);
    if (!page) return null;
    if (page.ownerUserId !== null && page.ownerUserId === userId) return 'owner';
    const row = await manager.findOneBy(PageMember, { deceasedId, userId });
    return row?.role ?? null;
  }

  /** The page's managers with their accounts, oldest first. */
  managersOf(deceasedId: number, manager: EntityManager = this.dataSource.manager): Promise<PageMember[]> {
    return this.membersOf(deceasedId, 'manager', manager);
  }

  /** The page's members of one role (or all) with their accounts, oldest first. */
  membersOf(
    deceasedId: number,
    role?: MemberRole,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PageMember[]> {
    return manager.find(PageMember, {
      where: role ? { deceasedId, role } : { deceasedId },
      relations: { user: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** The ids of the pages where the person has this role (as a member, never as owner), ascending. */
  async pagesOf(userId: number, role: MemberRole): Promise<number[]> {
    const rows = await this.dataSource.manager.find(PageMember, {
      where: { userId, role },
      select: ['deceasedId'],
      order: { deceasedId: 'ASC' },
    });
    return rows.map((row) => row.deceasedId);
  }

  /** The managers' user ids of these pages, by page (one query per 1000 pages). */
  async managerIdsByPage(deceasedIds: number[]): Promise<Map<number, number[]>> {
    const byPage = new Map<number, number[]>();
    for (const ids of chunks([...new Set(deceasedIds)], 1000))
      for (const row of await this.dataSource.manager.find(PageMember, {
        where: { deceasedId: In(ids), role: 'manager' },
        select: ['deceasedId', 'userId'],
      }))
        byPage.set(row.deceasedId, [...(byPage.get(row.deceasedId) ?? []), row.userId]);
    return byPage;
  }

  /**
   * The person joins the page with this role, in the caller's transaction. A manager stays a manager when
   * later invited as a guest; a guest invited as a manager becomes one. The owner never gets a row.
   */
  async join(
    manager: EntityManager,
    entry: { deceasedId: number; userId: number; role: MemberRole; invitedByUserId: number | null; at: Date },
  ): Promise<PageMember | null> {
    if ((await this.roleOn(entry.deceasedId, entry.userId, manager)) === 'owner') return null;
    const existing = await manager.findOneBy(PageMember, {
      deceasedId: entry.deceasedId,
      userId: entry.userId,
    });
    if (existing) {
      if (existing.role === 'guest' && entry.role === 'manager') {
        existing.role = 'manager';
        return manager.save(existing);
      }
      return existing;
    }
    return manager.save(
      manager.create(PageMember, {
        deceasedId: entry.deceasedId,
        userId: entry.userId,
        role: entry.role,
        invitedByUserId: entry.invitedByUserId,
        createdAt: new Date(Math.floor(entry.at.getTime() / 1000) * 1000),
      }),
    );
  }

  /** The person leaves the page; false when they were not a member. */
  async remove(manager: EntityManager, deceasedId: number, userId: number): Promise<boolean> {
    const result = await manager.delete(PageMember, { deceasedId, userId });
    return (result.affected ?? 0) > 0;
  }

  /** Every member of a role leaves the page (a new owner who starts without the managers); how many left. */
  async clear(manager: EntityManager, deceasedId: number, role: MemberRole): Promise<number> {
    const result = await manager.delete(PageMember, { deceasedId, role });
    return result.affected ?? 0;
  }
}
