import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { sendFile } from '../../common/file-answer';
import {
  BuyTemporaryQrcodeDataDto,
  BuyTemporaryQrcodeDto,
  PartnerQrcodesDto,
  PartnerQrcodesQueryDto,
  QrcodeRequestDataDto,
} from './dto/partner-qrcodes.dto';
import { TemporaryQrMessages } from './temporary-qrcodes.errors';
import { TemporaryQrCodesService } from './temporary-qrcodes.service';

/**
 * A partner's QR codes (spec panels §2 partner panel: 'Richiedi QrCode temporaneo (30gg)', #qrcode; §6, §7
 * qrcodeRequest/1): funeral homes (partner type 'partner') only; lamp managers hand out no plaques.
 */
@ApiTags('qrcodes')
@Controller('api/qrcodes')
export class PartnerQrCodesController {
  constructor(private readonly temporary: TemporaryQrCodesService) {}

  /** Makes a code: a POST with the CSRF token, not the spec's GET (DESIGN "Security"). */
  @Post('qrcodeRequest/:amount')
  @HttpCode(200)
  @Roles('partner')
  @ApiOperation({ operationId: 'qrcodeRequest', summary: 'A new temporary QR code, valid 30 days (partner)' })
  @ApiParam({ name: 'amount', description: "Always '1' (one code per request)", example: '1' })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(QrcodeRequestDataDto)
  @ApiFailures(400, 401, 403, 429)
  async qrcodeRequest(@Param('amount') amount: string, @Req() req: AuthenticatedRequest) {
    return ok(await this.temporary.request(amount, signedInUser(req)), {
      message: TemporaryQrMessages.created,
    });
  }

  @Get('partner')
  @Roles('partner')
  @ApiOperation({
    operationId: 'partnerQrcodes',
    summary: "The partner's own QR codes, newest first (partner)",
  })
  @ApiEnvelope(PartnerQrcodesDto)
  @ApiFailures(400, 401, 403)
  async list(@Query() query: PartnerQrcodesQueryDto, @Req() req: AuthenticatedRequest) {
    return ok(await this.temporary.list(signedInUser(req), query));
  }

  @Post('partner/buy')
  @HttpCode(200)
  @Roles('partner')
  @ApiOperation({
    operationId: 'buyTemporaryQrcode',
    summary: 'Order a temporary code as permanent (product qrcode-partner); pay with the orders calls',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(BuyTemporaryQrcodeDataDto)
  @ApiFailures(400, 401, 403, 404, 409, 429)
  async buy(@Body() body: BuyTemporaryQrcodeDto, @Req() req: AuthenticatedRequest) {
    return ok(await this.temporary.buy(signedInUser(req), body.code), {
      message: TemporaryQrMessages.orderCreated,
    });
  }

  @Get(':id/condoglianze.png')
  @Roles('admin', 'partner')
  @ApiOperation({
    operationId: 'qrcodeBookImage',
    summary: "A plaque's condolence-book QR as PNG (admin; a partner its own codes)",
  })
  @ApiParam({ name: 'id', description: 'QR code id (000 prefix accepted)' })
  @ApiProduces('image/png')
  @ApiFailures(400, 401, 403, 404)
  async bookImage(@Param('id') id: string, @Req() req: AuthenticatedRequest, @Res() res: Response) {
    const { png, filename } = await this.temporary.bookImage(id, signedInUser(req));
    sendFile(res, { body: png, type: 'image/png', filename, disposition: 'inline' });
  }
}
