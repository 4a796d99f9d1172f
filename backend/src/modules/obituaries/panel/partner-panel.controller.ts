import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../../common/api-envelope.decorators';
import { ok } from '../../../common/envelope';
import { AuthErrors } from '../../auth/auth.errors';
import { signedInUser, type AuthenticatedRequest } from '../../auth/request-auth';
import { Roles } from '../../auth/roles.guard';
import { AdminDedicationMessages } from '../../dedications/dedications.errors';
import { PartnersService } from '../../partners/partners.service';
import {
  PartnerDeceasedQueryDto,
  PanelListQueryDto,
  PartnerDedicationsQueryDto,
  PartnerEvaluateDedicationDto,
} from './dto/panel-query.dto';
import {
  ObituaryListDto,
  PartnerDeceasedListDto,
  PartnerDedicationDecisionDto,
  PartnerDedicationListDto,
  PartnerPanelSummaryDto,
} from './dto/panel-responses.dto';
import { PanelListsService } from './panel-lists.service';
import { PartnerDedicationsService } from './partner-dedications.service';

const CSRF_HEADER = { name: 'X-CSRF-Token', required: false, description: 'Or body field csrf_token' };

/**
 * The partner panel's cards and tables (spec panels §2 /partner-panel: #deceased, #pages, #dedic; §6):
 * funeral homes only (lamp managers and clients 403, anonymous 401). Every list and change is limited to
 * the signed-in partner's own records (partner_id); another partner's dedication is 404.
 */
@ApiTags('partnerPanel')
@Controller('api/partnerPanel')
@Roles('partner')
export class PartnerPanelController {
  constructor(
    private readonly partners: PartnersService,
    private readonly lists: PanelListsService,
    private readonly dedications: PartnerDedicationsService,
  ) {}

  @Get('summary')
  @ApiOperation({ operationId: 'partnerPanelSummary', summary: "The partner panel's card counts (partner)" })
  @ApiEnvelope(PartnerPanelSummaryDto)
  @ApiFailures(401, 403)
  async summary(@Req() req: AuthenticatedRequest) {
    const partnerId = await this.partnerIdOf(req);
    const [counts, dedications] = await Promise.all([
      this.lists.counts(partnerId),
      this.dedications.countPending(partnerId),
    ]);
    return ok({ ...counts, dedications });
  }

  @Get('deceased')
  @ApiOperation({
    operationId: 'partnerPanelDeceased',
    summary: "#deceased: the partner's tombstones and notices, newest first (partner)",
  })
  @ApiEnvelope(PartnerDeceasedListDto)
  @ApiFailures(400, 401, 403)
  async deceased(@Query() query: PartnerDeceasedQueryDto, @Req() req: AuthenticatedRequest) {
    return ok(await this.lists.deceasedOf(await this.partnerIdOf(req), query));
  }

  @Get('notices')
  @ApiOperation({
    operationId: 'partnerPanelNotices',
    summary: "#pages: the partner's notices (necrologi) with their manifesto, newest first (partner)",
  })
  @ApiEnvelope(ObituaryListDto)
  @ApiFailures(400, 401, 403)
  async notices(@Query() query: PanelListQueryDto, @Req() req: AuthenticatedRequest) {
    return ok(await this.lists.notices(await this.partnerIdOf(req), query));
  }

  @Get('dedications')
  @ApiOperation({
    operationId: 'partnerPanelDedications',
    summary: "#dedic: dedications waiting for a decision on the partner's deceased (partner)",
  })
  @ApiEnvelope(PartnerDedicationListDto)
  @ApiFailures(400, 401, 403)
  async pendingDedications(@Query() query: PartnerDedicationsQueryDto, @Req() req: AuthenticatedRequest) {
    return ok(await this.dedications.pending(await this.partnerIdOf(req), query));
  }

  @Post('evaluateDedic')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'partnerEvaluateDedic',
    summary: "Accept or refuse a pending dedication on one of the partner's deceased (partner)",
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(PartnerDedicationDecisionDto)
  @ApiFailures(400, 401, 403, 404, 409)
  async evaluate(@Body() body: PartnerEvaluateDedicationDto, @Req() req: AuthenticatedRequest) {
    const data = await this.dedications.decide(await this.partnerIdOf(req), body.dedic, body.isAccepted);
    return ok(data, {
      message:
        data.status === 'accepted' ? AdminDedicationMessages.accepted : AdminDedicationMessages.refused,
    });
  }

  /** The signed-in funeral home's company; an account without one has nothing to see here. */
  private async partnerIdOf(req: AuthenticatedRequest): Promise<number> {
    const partner = await this.partners.findByUser(signedInUser(req).id);
    if (!partner || partner.type !== 'partner') throw AuthErrors.accessDenied();
    return partner.id;
  }
}
