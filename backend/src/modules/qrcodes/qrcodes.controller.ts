import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { CommonErrors } from '../../common/app-error';
import { ok } from '../../common/envelope';
import type { AuthenticatedRequest } from '../auth/request-auth';
import { QrPurchaseDataDto } from './dto/qr-purchase.dto';
import { QrPurchaseService } from './qr-purchase.service';
import { QrCodeMessages } from './qrcodes.errors';

/** Plaque purchase (docs/contracts.md "Plaques"). */
@ApiTags('qrcodes')
@Controller('api/qrcodes')
export class QrCodesController {
  constructor(private readonly purchases: QrPurchaseService) {}

  @Post('qrCode')
  @HttpCode(200)
  @ApiOperation({ operationId: 'qrCode', summary: 'Order a digital tombstone with its QR plaque' })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiHeader({ name: 'X-CSRF-Token', required: false, description: 'Or body field csrf_token' })
  @ApiBody({ schema: { type: 'object', additionalProperties: { type: 'string' } } })
  @ApiEnvelope(QrPurchaseDataDto)
  @ApiFailures(400, 403, 409, 429)
  async qrCode(@Body() body: unknown, @Req() req: AuthenticatedRequest) {
    const result = await this.purchases.purchase(
      formFields(body),
      req.auth?.user ?? null,
      req.ip ?? 'unknown',
    );
    return ok(result, { message: QrCodeMessages.created });
  }
}

/** The posted fields as strings (a JSON body's booleans and numbers count as their text). */
function formFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw CommonErrors.validation({});
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string') fields[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value ? String(value) : '';
  }
  return fields;
}
