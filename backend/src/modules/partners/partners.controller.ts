import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { PartnerPageDataDto } from './dto/partner-page.dto';
import { PartnerRequestFormDto } from './dto/admin-partners.dto';
import { PartnerPageService } from './partner-page.service';
import { PartnerRequestsService } from './partner-requests.service';
import { PartnerMessages } from './partners.errors';

/** Public partner routes (spec public §7 getPartnerPage, sendform partner). */
@ApiTags('partners')
@Controller('api/partners')
export class PartnersController {
  constructor(
    private readonly page: PartnerPageService,
    private readonly requests: PartnerRequestsService,
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
}
