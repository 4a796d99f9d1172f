import { Injectable } from '@nestjs/common';
import type { User } from '../../accounts/user.entity';
import { AuditService } from '../../audit/audit.service';
import { DeceasedService } from '../../deceased/deceased.service';
import { recordManagerAction } from '../../page-members/manager-activity';
import { PageMembersService } from '../../page-members/page-members.service';
import { DedicationDecisionsService } from '../dedication-decisions.service';
import { DedicationErrors } from '../dedications.errors';
import { DedicationsService } from '../dedications.service';
import type { PendingDedicationDto } from '../dto/pending-dedication.dto';

/**
 * A manager's share of the family's moderation: the dedications waiting on the pages they manage, and their
 * decisions there, each with its audit row for the owner ('Attività dei gestori').
 */
@Injectable()
export class ManagedModerationService {
  constructor(
    private readonly members: PageMembersService,
    private readonly deceased: DeceasedService,
    private readonly dedications: DedicationsService,
    private readonly decisions: DedicationDecisionsService,
    private readonly audit: AuditService,
  ) {}

  async pending(viewer: User): Promise<PendingDedicationDto[]> {
    const ids = await this.members.pagesOf(viewer.id, 'manager');
    return ids.length ? this.dedications.pendingOn(await this.deceased.findByIds(ids)) : [];
  }

  async decide(viewer: User, rawDedicationId: unknown, rawDecision: unknown) {
    const managed = new Set(await this.members.pagesOf(viewer.id, 'manager'));
    return this.decisions.decideAsManager(
      rawDedicationId,
      rawDecision,
      managed,
      async (manager, dedication, decision) => {
        // The role is read again in the decision's transaction: a manager removed meanwhile decides nothing.
        const role = await this.members.roleOn(dedication.deceasedId, viewer.id, manager);
        if (role !== 'manager') throw DedicationErrors.notFound();
        await recordManagerAction(this.audit, manager, {
          actor: viewer,
          role,
          deceasedId: dedication.deceasedId,
          action: decision === 'accepted' ? 'pageManager.dedicationAccept' : 'pageManager.dedicationRefuse',
          values: {
            dedication: dedication.id,
            giver: `${dedication.giverName} ${dedication.giverSurname}`.trim(),
            type: dedication.type,
          },
        });
      },
    );
  }
}
