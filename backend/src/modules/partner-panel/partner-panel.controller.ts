import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { AuthErrors } from '../auth/auth.errors';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { AdminDedicationMessages } from '../dedications/dedications.errors';
import { PartnerPanelPartnersDto } from '../partners/dto/partner-company.dto';
import { PartnerCompanyService } from '../partners/partner-company.service';
import { PartnersService } from '../partners/partners.service';
import { ObituaryListDto, PanelListQueryDto } from '../obituaries/dto/notice-list.dto';
import { NoticeListsService, paging } from '../obituaries/notice-lists.service';
import {
  PartnerDeceasedQueryDto,
  PartnerDedicationsQueryDto,
  PartnerEvaluateDedicationDto,
} from './dto/panel-query.dto';
import {
  PartnerDeceasedListDto,
  PartnerDedicationDecisionDto,
  PartnerDedicationListDto,
  PartnerOrderListDto,
  PartnerPanelSummaryDto,
} from './dto/panel-responses.dto';
import { PanelListsService } from './panel-lists.service';
import { PartnerDedicationsService } from './partner-dedications.service';
import { PartnerOrdersService } from './partner-orders.service';

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
    private readonly noticeLists: NoticeListsService,
    private readonly dedications: PartnerDedicationsService,
    private readonly orders: PartnerOrdersService,
    private readonly company: PartnerCompanyService,
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
    return ok(await this.noticeLists.notices(await this.partnerIdOf(req), query));
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

  @Get('partners')
  @ApiOperation({
    operationId: 'partnerPanelPartners',
    summary: "Partners table: the signed-in partner's own company, its data and page address (partner)",
  })
  @ApiEnvelope(PartnerPanelPartnersDto)
  @ApiFailures(400, 401, 403)
  async partnersTable(@Query() query: PartnerDedicationsQueryDto, @Req() req: AuthenticatedRequest) {
    const { page, maxResults } = paging(query);
    const rows = await this.company.panelRows(await this.partnerIdOf(req));
    return ok({
      partners: rows.slice((page - 1) * maxResults, page * maxResults),
      total: rows.length,
      page,
      maxResults,
    });
  }

  @Get('orders')
  @ApiOperation({
    operationId: 'partnerPanelOrders',
    summary: "Orders table: orders of the partner's plaques and of dedications on its deceased (partner)",
  })
  @ApiEnvelope(PartnerOrderListDto)
  @ApiFailures(400, 401, 403)
  async ordersTable(@Query() query: PartnerDedicationsQueryDto, @Req() req: AuthenticatedRequest) {
    return ok(await this.orders.list(await this.partnerIdOf(req), query));
  }

  /** The signed-in funeral home's company; an account without one has nothing to see here. */
  private async partnerIdOf(req: AuthenticatedRequest): Promise<number> {
    const partner = await this.partners.findByUser(signedInUser(req).id);
    if (!partner || partner.type !== 'partner') throw AuthErrors.accessDenied();
    return partner.id;
  }
}
