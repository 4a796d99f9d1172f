import { Injectable } from '@nestjs/common';
import { parseId } from '../../common/ids';
import { DeceasedCounts } from '../deceased/deceased-counts.service';
import { DeceasedService } from '../deceased/deceased.service';
import { DedicationDecisionsService } from '../dedications/dedication-decisions.service';
import { DedicationsService } from '../dedications/dedications.service';
import type { PendingDedicationDto } from '../dedications/dto/pending-dedication.dto';
import type { PartnerDedicationsQueryDto } from './dto/panel-query.dto';
import type { PartnerDedicationDecisionDto, PartnerDedicationListDto } from './dto/panel-responses.dto';
import { paging } from '../obituaries/notice-lists.service';

/**
 * #dedic of the partner panel (spec panels §2, §6 "Partner: accept or refuse dedications"): the pending
 * dedications on the partner's own deceased, and the decision, taken through the owner's and the admin's
 * logic (DedicationDecisionsService.decideAsPartner): the giver is told as by an owner, the page's owner
 * hears that it was decided in their place. Another partner's dedication does not exist for this one (404).
 */
@Injectable()
export class PartnerDedicationsService {
  constructor(
    private readonly deceased: DeceasedService,
    private readonly dedications: DedicationsService,
    private readonly decisions: DedicationDecisionsService,
    private readonly deceasedCounts: DeceasedCounts,
  ) {}

  /** Pending dedications on the partner's deceased, newest first (a partner's pending ones are few). */
  async pending(partnerId: number, query: PartnerDedicationsQueryDto): Promise<PartnerDedicationListDto> {
    const { page, maxResults } = paging(query);
    const all = await this.all(partnerId);
    return {
      dedications: all.slice((page - 1) * maxResults, page * maxResults),
      total: all.length,
      page,
      maxResults,
    };
  }

  /** Dedications waiting for a decision on the partner's deceased (the #dedic card). */
  countPending(partnerId: number): Promise<number> {
    return this.dedications.countPendingOn(this.deceasedCounts.idsOfPartner(partnerId));
  }

  /** Accept ('active') or refuse ('deny') a pending dedication on one of the partner's deceased. */
  async decide(partnerId: number, rawId: string, rawDecision: string): Promise<PartnerDedicationDecisionDto> {
    const { status, deceasedId } = await this.decisions.decideAsPartner(partnerId, rawId, rawDecision);
    return { ID: parseId(rawId), status, deceasedID: deceasedId };
  }

  private async all(partnerId: number): Promise<PendingDedicationDto[]> {
    return this.dedications.pendingOn(await this.deceased.recordsOfPartner(partnerId));
  }
}
