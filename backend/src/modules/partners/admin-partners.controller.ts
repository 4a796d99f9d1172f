import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import {
  AdminPartnerListDto,
  AdminPartnerListQueryDto,
  AdminPartnerOptionsDto,
  AdminPartnerOptionsQueryDto,
  PartnerIdDto,
} from './dto/admin-partners.dto';
import { PartnerAdminService } from './partner-admin.service';
import { PartnerMessages } from './partners.errors';

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];

/** The admin's #partners section (spec panels §2, §4 "Partner", §7). Admins only. */
@ApiTags('admin')
@Controller('api/admin')
@Roles('admin')
export class AdminPartnersController {
  constructor(private readonly admin: PartnerAdminService) {}

  @Get('partners')
  @ApiOperation({
    operationId: 'adminPartners',
    summary: 'Partner requests waiting, or accepted partners (active or disabled), newest first (admin)',
  })
  @ApiEnvelope(AdminPartnerListDto)
  @ApiFailures(400, 401, 403)
  async list(@Query() query: AdminPartnerListQueryDto) {
    return ok(await this.admin.list(query.list ?? 'requests', query.page ?? 1, query.maxResults ?? 5));
  }

  @Get('partnerOptions')
  @ApiOperation({
    operationId: 'adminPartnerOptions',
    summary: 'Active funeral homes whose name contains the text, by name, for the partner selector (admin)',
  })
  @ApiEnvelope(AdminPartnerOptionsDto)
  @ApiFailures(400, 401, 403)
  async options(@Query() query: AdminPartnerOptionsQueryDto) {
    return ok(await this.admin.options({ ...query, maxResults: query.maxResults ?? 20 }));
  }

  @Post('acceptPartner')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'acceptPartner',
    summary:
      'Accept a request (or re-enable a disabled partner); the partner gets a set-password link (admin)',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null)
  @ApiFailures(400, 401, 403, 404, 409)
  async accept(@Body() body: PartnerIdDto, @Req() req: AuthenticatedRequest) {
    await this.admin.change('acceptPartner', body.partnerid, signedInUser(req));
    return ok(null, { message: PartnerMessages.accepted });
  }

  @Post('denyPartner')
  @HttpCode(200)
  @ApiOperation({ operationId: 'denyPartner', summary: 'Refuse a partner request (admin)' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null)
  @ApiFailures(400, 401, 403, 404, 409)
  async deny(@Body() body: PartnerIdDto, @Req() req: AuthenticatedRequest) {
    await this.admin.change('denyPartner', body.partnerid, signedInUser(req));
    return ok(null, { message: PartnerMessages.denied });
  }

  @Post('downgradePartner')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'downgradePartner',
    summary: 'Disable an active partner: no partner panel, no public page (admin)',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null)
  @ApiFailures(400, 401, 403, 404, 409)
  async downgrade(@Body() body: PartnerIdDto, @Req() req: AuthenticatedRequest) {
    await this.admin.change('downgradePartner', body.partnerid, signedInUser(req));
    return ok(null, { message: PartnerMessages.downgraded });
  }
}
