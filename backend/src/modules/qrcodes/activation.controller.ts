import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { ActivationMessages } from './activation.errors';
import { ActivationService } from './activation.service';
import {
  ActivationNoticesDataDto,
  ActivationRequestDataDto,
  ConfirmActivationDataDto,
  ConfirmActivationDto,
  QrCheckDataDto,
} from './dto/activation.dto';

/** Plaque activation (spec public §2 /activate-qrCode, §5 "Activation", §7 "sendform activate"). */
@ApiTags('qrcodes')
@Controller('api/qrcodes')
export class ActivationController {
  constructor(private readonly activation: ActivationService) {}

  @Post('sendform/activate')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'activate',
    summary:
      'Ask to activate a plaque (multipart: the tombstone data, file `photo`, the owner or the session); the owner confirms by the link sent',
  })
  @ApiConsumes('multipart/form-data')
  @ApiHeader({ name: 'X-CSRF-Token', required: true })
  @ApiBody({ schema: { type: 'object', additionalProperties: true } })
  @ApiEnvelope(ActivationRequestDataDto)
  @ApiFailures(400, 401, 403, 404, 409, 410, 413, 429)
  async activate(@Req() req: AuthenticatedRequest) {
    const data = await this.activation.submit(req, req.auth?.user ?? null, req.ip ?? 'unknown');
    return ok(data, { message: ActivationMessages.requested });
  }

  @Post('confirmActivation')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'confirmActivation',
    summary: 'The owner confirms an activation from the link (/conferma-attivazione); one-shot',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(ConfirmActivationDataDto)
  @ApiFailures(400, 403, 410)
  async confirmActivation(@Body() body: ConfirmActivationDto) {
    const data = await this.activation.confirm(body.token);
    return ok(data, { message: ActivationMessages.confirmed });
  }

  @Get('check')
  @ApiOperation({
    operationId: 'checkQrCode',
    summary: 'Whether a plaque code can be activated (throttled; never reveals the verification code)',
  })
  @ApiQuery({ name: 'code', required: true })
  @ApiEnvelope(QrCheckDataDto)
  @ApiFailures(404, 429)
  async check(@Query('code') code: string | undefined, @Req() req: AuthenticatedRequest) {
    return ok(await this.activation.check(typeof code === 'string' ? code : undefined, req.ip ?? 'unknown'));
  }

  @Get('activationNotices')
  @Roles('partner')
  @ApiOperation({
    operationId: 'activationNotices',
    summary: "The signed-in partner's notices that can become a tombstone page (activation from a notice)",
  })
  @ApiEnvelope(ActivationNoticesDataDto)
  @ApiFailures(401, 403)
  async activationNotices(@Req() req: AuthenticatedRequest) {
    return ok({ notices: await this.activation.noticesOf(signedInUser(req)) });
  }
}
