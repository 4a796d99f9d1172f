import type { EntityManager } from 'typeorm';
import type { User } from '../accounts/user.entity';
import type { AuditAction } from '../audit/audit-actions';
import type { AuditService } from '../audit/audit.service';
import type { PageRole } from './page-members.service';

/** What a manager does on a page that the owner reads in 'Attività dei gestori' (audit-actions.ts labels). */
export type ManagerAction = Extract<AuditAction, `pageManager.${string}`>;

/** The audit rows of a page's managers: target 'page' and the page's id (AuditService.list filters by them). */
export const MANAGER_ACTIVITY_TARGET = 'page';

/**
 * One manager action written in the transaction of the change (STYLE "The back office"). Only a manager's
 * act is their activity: the owner's own acts and an admin's (which have their own audit) write nothing here.
 */
export async function recordManagerAction(
  audit: Pick<AuditService, 'record'>,
  manager: EntityManager,
  entry: {
    actor: Pick<User, 'id' | 'username'>;
    role: PageRole | null;
    deceasedId: number;
    action: ManagerAction;
    values?: Record<string, unknown> | null;
  },
): Promise<void> {
  if (entry.role !== 'manager') return;
  await audit.record(manager, {
    actor: { id: entry.actor.id, username: entry.actor.username },
    action: entry.action,
    targetType: MANAGER_ACTIVITY_TARGET,
    targetId: entry.deceasedId,
    newValues: entry.values ?? null,
  });
}
