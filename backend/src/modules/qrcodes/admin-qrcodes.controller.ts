import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiConsumes,
  ApiHeader,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { sendFile } from '../../common/file-answer';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { CommonErrors, CommonMessages } from '../../common/app-error';
import { ok } from '../../common/envelope';
import { QR_GENERATION_MAX } from '../../common/spec-limits';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { ContoVenditaDto, OnlineSalesQueryDto, QrCodeIdDto, QrListQueryDto } from './dto/admin-qrcodes.dto';
import {
  ContoVenditaResultDto,
  GenerateQrcodeDataDto,
  OnlineSalesDto,
  QrAdminListDto,
  QrDeleteDto,
  QrSoldDto,
} from './dto/admin-qrcodes-responses.dto';
import { QrAdminMessages } from './qr-admin.errors';
import { QrAdminService } from './qr-admin.service';
import { QrGenerationService } from './qr-generation.service';

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];

/**
 * QR generation and administration in the admin panel (spec panels §2 #qrcode and #richiedi-qrcode, §4,
 * §5 "QR generation", §6, §7, §8; docs/contracts.md "Plaques"). Admins only.
 */
@ApiTags('admin')
@Controller('api/admin')
@Roles('admin')
export class AdminQrCodesController {
  constructor(
    private readonly generation: QrGenerationService,
    private readonly admin: QrAdminService,
  ) {}

  /** Creates plaques: a POST with the CSRF token, not the spec's GET (DESIGN "Security"). */
  @Post('generateQrcode')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'generateQrcode',
    summary: `Generate 1–${QR_GENERATION_MAX} new plaques (admin)`,
  })
  @ApiHeader(CSRF_HEADER)
  @ApiQuery({ name: 'amount', type: Number, required: true, description: `1 to ${QR_GENERATION_MAX}` })
  @ApiEnvelope(GenerateQrcodeDataDto)
  @ApiFailures(400, 401, 403)
  async generateQrcode(@Query('amount') amount: unknown, @Req() req: AuthenticatedRequest) {
    const qrcodeData = await this.generation.generate(amount, signedInUser(req));
    return ok({ qrcodeData }, { message: QrAdminMessages.generated });
  }

  @Get('qrcodes')
  @ApiOperation({
    operationId: 'adminQrcodes',
    summary: 'The QR administration table, newest first, by page or by cursor (after/before) (admin)',
  })
  @ApiEnvelope(QrAdminListDto)
  @ApiFailures(400, 401, 403)
  async list(@Query() query: QrListQueryDto) {
    if (query.after !== undefined && query.before !== undefined)
      throw CommonErrors.validation({ before: CommonMessages.invalid });
    return ok(await this.admin.list(query));
  }

  @Get('qrcodes/online')
  @ApiOperation({
    operationId: 'qrcodesSoldOnline',
    summary: 'Plaques sold online, with order and buyer (admin)',
  })
  @ApiEnvelope(OnlineSalesDto)
  @ApiFailures(400, 401, 403)
  async online(@Query() query: OnlineSalesQueryDto) {
    return ok(await this.admin.onlineSales(query));
  }

  @Get('qrcodes/pdf')
  @ApiOperation({
    operationId: 'qrcodesPdf',
    summary: 'Print sheet of plaques: one per A4 page, or a grid (admin)',
  })
  @ApiQuery({ name: 'layout', enum: ['a4', 'grid'], required: false, description: "Default 'a4'" })
  @ApiQuery({
    name: 'ids',
    type: String,
    required: true,
    description: `QR code ids '1,2,3' (at most ${QR_GENERATION_MAX})`,
  })
  @ApiProduces('application/pdf')
  @ApiFailures(400, 401, 403, 404)
  async pdf(@Query('layout') layout: unknown, @Query('ids') ids: unknown, @Res() res: Response) {
    const { pdf, filename } = await this.admin.sheet(layout, ids);
    sendFile(res, { body: pdf, type: 'application/pdf', filename });
  }

  @Get('qrcodes/:id/image.png')
  @ApiOperation({
    operationId: 'adminQrcodeImage',
    summary: "'Visualizza qr-code': the plaque's QR as PNG (admin)",
  })
  @ApiParam({ name: 'id', description: 'QR code id (000 prefix accepted)' })
  @ApiProduces('image/png')
  @ApiFailures(400, 401, 403, 404)
  async image(@Param('id') id: string, @Req() req: AuthenticatedRequest, @Res() res: Response) {
    const { png, filename } = await this.admin.image(id, signedInUser(req));
    sendFile(res, { body: png, type: 'image/png', filename, disposition: 'inline' });
  }

  @Post('deleteQrcode')
  @HttpCode(200)
  @ApiOperation({ operationId: 'deleteQrcode', summary: 'Delete a plaque never activated (admin)' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(QrDeleteDto)
  @ApiFailures(400, 401, 403, 409)
  async deleteQrcode(@Body() body: QrCodeIdDto, @Req() req: AuthenticatedRequest) {
    const data = await this.admin.delete(body['qrcode-id'], signedInUser(req));
    return ok(data, { message: QrAdminMessages.deleted });
  }

  @Post('soldQr')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'soldQr',
    summary: 'Mark a plaque as assigned: sold, sale channel admin (admin)',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(QrSoldDto)
  @ApiFailures(400, 401, 403, 404, 409)
  async soldQr(@Body() body: QrCodeIdDto, @Req() req: AuthenticatedRequest) {
    const data = await this.admin.markAssigned(body['qrcode-id'], signedInUser(req));
    return ok(data, { message: QrAdminMessages.modified });
  }

  @Post('orderContoVendita')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'orderContoVendita',
    summary: 'Sale on account: order, plaque conto-vendita (admin)',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(ContoVenditaResultDto)
  @ApiFailures(400, 401, 403, 404, 409)
  async orderContoVendita(@Body() body: ContoVenditaDto, @Req() req: AuthenticatedRequest) {
    const data = await this.admin.saleOnAccount(body.qrcodeid, signedInUser(req));
    return ok(data, { message: QrAdminMessages.contoVendita });
  }
}
