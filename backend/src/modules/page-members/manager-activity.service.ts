import { Injectable } from '@nestjs/common';
import type { User } from '../accounts/user.entity';
import { auditActionLabel } from '../audit/audit-actions';
import { AuditService } from '../audit/audit.service';
import type { ManagerActivityDataDto } from './dto/page-members.dto';
import { MANAGER_ACTIVITY_TARGET } from './manager-activity';
import { PageInvitationsService } from './page-invitations.service';

const PER_PAGE = 50;

function parsed(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** 'Attività dei gestori': the audit rows of a page's managers, for its owner only, newest first. */
@Injectable()
export class ManagerActivityService {
  constructor(
    private readonly invitations: PageInvitationsService,
    private readonly audit: AuditService,
  ) {}

  async list(viewer: User, rawId: unknown, rawPage: unknown): Promise<ManagerActivityDataDto> {
    const page = await this.invitations.ownedPage(viewer, rawId);
    const number =
      typeof rawPage === 'string' && /^\d{1,6}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
    const { items, total } = await this.audit.list(
      { targetType: MANAGER_ACTIVITY_TARGET, targetId: String(page.id) },
      number,
      PER_PAGE,
    );
    return {
      items: items.map((entry) => ({
        ID: entry.id,
        time: Math.floor(entry.createdAt.getTime() / 1000),
        username: entry.actorUsername,
        action: entry.action,
        actionLabel: auditActionLabel(entry.action),
        details: parsed(entry.newValues),
      })),
      total,
    };
  }
}
