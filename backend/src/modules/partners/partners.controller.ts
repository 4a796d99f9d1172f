import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { Roles } from '../auth/roles.guard';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import type { Request } from 'express';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { PartnerCompanyDto, PartnerCompanyEditDto } from './dto/partner-company.dto';
import { PartnerPageDataDto } from './dto/partner-page.dto';
import { PartnerRequestFormDto } from './dto/admin-partners.dto';
import { PartnerEditFormDto } from './dto/partner-edit.dto';
import { PartnerCompanyService } from './partner-company.service';
import { PartnerEditService } from './partner-edit.service';
import { PartnerPageService } from './partner-page.service';
import { PartnerRequestsService } from './partner-requests.service';
import { PartnersService } from './partners.service';
import {
  PartnerCompanyMessages,
  PartnerEditMessages,
  PartnerErrors,
  PartnerMessages,
} from './partners.errors';
import { PARTNER_MAX_IMAGES, PARTNER_MAX_VIDEO_BYTES } from '../../common/spec-limits';

/** Public partner routes (spec public §7 getPartnerPage, sendform partner) and partnerEdit (spec panels §7). */
@ApiTags('partners')
@Controller('api/partners')
export class PartnersController {
  constructor(
    private readonly page: PartnerPageService,
    private readonly requests: PartnerRequestsService,
    private readonly editor: PartnerEditService,
    private readonly partners: PartnersService,
    private readonly company: PartnerCompanyService,
  ) {}

  @Post('sendform/partner')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'sendformPartner',
    summary: 'Ask to become a partner (multipart: company data, logo, images, video; captcha required)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: PartnerRequestFormDto })
  @ApiHeader({ name: 'X-CSRF-Token', required: true })
  @ApiEnvelope(null)
  @ApiFailures(400, 409, 413)
  async sendform(@Req() req: Request) {
    await this.requests.request(req);
    return ok(null, { message: PartnerMessages.requestSent });
  }

  @Get('getPartnerPage/:id')
  @ApiOperation({
    operationId: 'getPartnerPage',
    summary: 'Public page of a partner with its latest obituaries',
  })
  @ApiEnvelope(PartnerPageDataDto)
  @ApiFailures(404)
  async getPartnerPage(@Param('id') id: string) {
    return ok(await this.page.getPartnerPage(id));
  }

  @Get('ownPartnerPage')
  @Roles('partner', 'gestorelampade')
  @ApiOperation({
    operationId: 'ownPartnerPage',
    summary: "The signed-in partner's own page, as getPartnerPage answers it (the page editor's start)",
  })
  @ApiEnvelope(PartnerPageDataDto)
  @ApiFailures(401, 403, 404)
  async ownPartnerPage(@Req() req: AuthenticatedRequest) {
    const partner = await this.partners.findByUser(signedInUser(req).id);
    if (!partner) throw PartnerErrors.notFound();
    return ok(await this.page.getPartnerPage(String(partner.id)));
  }

  @Post('partnerEdit')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'partnerEdit',
    summary:
      'Edit a partner page (multipart): name, type, description, edit-logo, ' +
      `add-image (max ${PARTNER_MAX_IMAGES}), add-video (${PARTNER_MAX_VIDEO_BYTES / 1_000_000} MB), ` +
      'remove-image, remove-video, social (links); the partner itself or an admin (audited)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: PartnerEditFormDto })
  @ApiHeader({ name: 'X-CSRF-Token', required: true })
  @ApiEnvelope(null)
  @ApiFailures(400, 403, 404, 409, 413)
  async partnerEdit(@Req() req: Request) {
    await this.editor.edit(req);
    return ok(null, { message: PartnerEditMessages.saved });
  }

  @Get('ownCompany')
  @Roles('partner', 'gestorelampade')
  @ApiOperation({
    operationId: 'ownPartnerCompany',
    summary: "The signed-in partner's company data: name, Partita IVA, SDI, CF and the page address",
  })
  @ApiEnvelope(PartnerCompanyDto)
  @ApiFailures(401, 403, 404)
  async ownCompany(@Req() req: AuthenticatedRequest) {
    return ok(await this.company.ofUser(signedInUser(req).id));
  }

  @Post('companyEdit')
  @HttpCode(200)
  @Roles('partner', 'gestorelampade')
  @ApiOperation({
    operationId: 'partnerCompanyEdit',
    summary:
      "Change the signed-in partner's company data (name, pi, sdi, cf) and page address (region, " +
      'province, location, cap, route, civic); fields left out keep their value',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiHeader({ name: 'X-CSRF-Token', required: false, description: 'Or body field csrf_token' })
  @ApiEnvelope(PartnerCompanyDto)
  @ApiFailures(400, 401, 403, 404, 409)
  async companyEdit(@Body() body: PartnerCompanyEditDto, @Req() req: AuthenticatedRequest) {
    return ok(await this.company.edit(signedInUser(req).id, body), {
      message: PartnerCompanyMessages.saved,
    });
  }
}
