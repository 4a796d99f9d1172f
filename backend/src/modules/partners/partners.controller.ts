import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { Roles } from '../auth/roles.guard';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import type { Request } from 'express';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { PartnerPageDataDto } from './dto/partner-page.dto';
import { PartnerRequestFormDto } from './dto/admin-partners.dto';
import { PartnerEditFormDto } from './dto/partner-edit.dto';
import { PartnerEditService } from './partner-edit.service';
import { PartnerPageService } from './partner-page.service';
import { PartnerRequestsService } from './partner-requests.service';
import { PartnersService } from './partners.service';
import { PartnerEditMessages, PartnerErrors, PartnerMessages } from './partners.errors';

/** Public partner routes (spec public §7 getPartnerPage, sendform partner) and partnerEdit (spec panels §7). */
@ApiTags('partners')
@Controller('api/partners')
export class PartnersController {
  constructor(
    private readonly page: PartnerPageService,
    private readonly requests: PartnerRequestsService,
    private readonly editor: PartnerEditService,
    private readonly partners: PartnersService,
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
      'Edit a partner page (multipart): name, type, description, edit-logo, add-image (max 50), add-video ' +
      '(200 MB), remove-image, remove-video, social (links); the partner itself or an admin (audited)',
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
}
