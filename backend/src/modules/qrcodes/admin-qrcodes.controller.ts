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
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { CsrfProtectedGet } from '../auth/csrf.guard';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import {
  ActivationRangeDto,
  ContoVenditaDto,
  OnlineSalesQueryDto,
  QrCodeIdDto,
  QrListQueryDto,
} from './dto/admin-qrcodes.dto';
import {
  ActivationTableDto,
  AdminSummaryDto,
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

const CSRF_HEADER = { name: 'X-CSRF-Token', required: false, description: 'Or body field csrf_token' };
const FORMS = ['application/x-www-form-urlencoded', 'application/json'];

/** A file answer (not the envelope): never cached, with a server-made name. */
export function sendFile(
  res: Response,
  body: Buffer,
  type: string,
  filename: string,
  disposition = 'attachment',
) {
  res.setHeader('Content-Type', type);
  res.setHeader(
    'Content-Disposition',
    `${disposition}; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '')}"`,
  );
  res.setHeader('Cache-Control', 'no-store');
  res.send(body);
}

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

  /** The spec's path is a GET, yet it creates codes: it needs the CSRF header like GET logout. */
  @Get('generateQrcode')
  @CsrfProtectedGet()
  @ApiOperation({ operationId: 'generateQrcode', summary: 'Generate 1–500 new plaques (admin)' })
  @ApiHeader({ ...CSRF_HEADER, required: true, description: 'Required: this GET changes state' })
  @ApiQuery({ name: 'amount', type: Number, required: true, description: '1 to 500' })
  @ApiEnvelope(GenerateQrcodeDataDto)
  @ApiFailures(400, 401, 403)
  async generateQrcode(@Query('amount') amount: unknown, @Req() req: AuthenticatedRequest) {
    const qrcodeData = await this.generation.generate(amount, signedInUser(req));
    return ok({ qrcodeData }, { message: QrAdminMessages.generated });
  }

  @Get('qrcodes')
  @ApiOperation({ operationId: 'adminQrcodes', summary: 'The QR administration table, newest first (admin)' })
  @ApiEnvelope(QrAdminListDto)
  @ApiFailures(400, 401, 403)
  async list(@Query() query: QrListQueryDto) {
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
  @ApiQuery({ name: 'ids', type: String, required: true, description: "QR code ids '1,2,3' (at most 500)" })
  @ApiProduces('application/pdf')
  @ApiFailures(400, 401, 403, 404)
  async pdf(@Query('layout') layout: unknown, @Query('ids') ids: unknown, @Res() res: Response) {
    const { pdf, filename } = await this.admin.sheet(layout, ids);
    sendFile(res, pdf, 'application/pdf', filename);
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
    sendFile(res, png, 'image/png', filename, 'inline');
  }

  @Get('summary')
  @ApiOperation({ operationId: 'adminSummary', summary: 'The six summary cards: live counts (admin)' })
  @ApiEnvelope(AdminSummaryDto)
  @ApiFailures(401, 403)
  async summary() {
    return ok(await this.admin.summary());
  }

  @Get('getActivationTable')
  @ApiOperation({
    operationId: 'getActivationTable',
    summary: 'Plaques created or activated in a range of days (default yesterday → today) (admin)',
  })
  @ApiEnvelope(ActivationTableDto)
  @ApiFailures(400, 401, 403)
  async activationTable(@Query() query: ActivationRangeDto) {
    return ok(await this.admin.activationTable(query.startdate, query.enddate));
  }

  @Post('getActivationTable')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'postActivationTable',
    summary: "getActivationTable with the range in the body ('Applica Filtro')",
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(ActivationTableDto)
  @ApiFailures(400, 401, 403)
  async activationTableFiltered(@Body() body: ActivationRangeDto) {
    return ok(await this.admin.activationTable(body.startdate, body.enddate));
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
