import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { AuthErrors } from '../auth/auth.errors';
import type { AuthenticatedRequest } from '../auth/request-auth';
import { RequestThrottleService } from '../auth/request-throttle.service';
import { Roles } from '../auth/roles.guard';
import { PAYMENT_THROTTLE } from '../orders/orders.controller';
import {
  LampRenewalOrderDto,
  LampRenewalOrderRequestDto,
  LampRenewalsCreateDto,
  LampRenewalsDto,
  LampRenewalsQueryDto,
  LampRenewalsResultDto,
  PayOnlineLampDataDto,
  PayOnlineLampsDto,
} from './dto/lamp-renewal.dto';
import { LampOnlineRenewalService } from './lamp-online-renewal.service';
import { LampRenewalsService } from './lamp-renewals.service';

function signedIn(req: AuthenticatedRequest) {
  const user = req.auth?.user;
  if (!user) throw AuthErrors.notLoggedIn();
  return user;
}

/** 'Rinnovi in scadenza' of the lamp panel: the manager's own lamps only (checked in the service). */
@ApiTags('lampade')
@Controller('api/lampade')
@Roles('gestorelampade')
export class LampRenewalsController {
  constructor(private readonly renewals: LampRenewalsService) {}

  @Get('lampadaRinnovi')
  @ApiOperation({
    operationId: 'lampadaRinnovi',
    summary: "A month's lamps whose paid period ends, with expected and collected fees",
  })
  @ApiEnvelope(LampRenewalsDto)
  @ApiFailures(400, 401, 403)
  async due(@Query() query: LampRenewalsQueryDto, @Req() req: AuthenticatedRequest) {
    return ok(await this.renewals.due(signedIn(req), query));
  }

  @Post('lampadaRinnoviCreate')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'lampadaRinnoviCreate',
    summary: 'Renews the selected lamps of a month by one year: one payment, invoice and receipt each',
  })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(LampRenewalsResultDto)
  @ApiFailures(400, 401, 403)
  async renew(@Body() body: LampRenewalsCreateDto, @Req() req: AuthenticatedRequest) {
    const result = await this.renewals.renewMany(signedIn(req), body);
    return ok(result, { message: `${result.rinnovati} rinnovi registrati` });
  }
}

/** The pay-online page of the renewal messages (no account: the link's secret is the permission). */
@ApiTags('lampade')
@Controller('api/lampade')
export class LampPayOnlineController {
  constructor(
    private readonly renewals: LampOnlineRenewalService,
    private readonly throttle: RequestThrottleService,
  ) {}

  @Get('rinnovo')
  @ApiOperation({ operationId: 'lampadaRinnovo', summary: 'The lamp of a pay-online link: period and fee' })
  @ApiQuery({ name: 'token', required: true })
  @ApiEnvelope(PayOnlineLampDataDto)
  @ApiFailures(400, 404)
  async lamp(@Query('token') token: unknown) {
    return ok({ lampada: await this.renewals.payOnline(token) });
  }

  @Post('rinnovoOrdine')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'lampadaRinnovoOrdine',
    summary: "The renewal's order to pay with the checkout (amount fixed by the server)",
  })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(LampRenewalOrderDto)
  @ApiFailures(400, 404, 409, 429)
  async order(@Body() body: LampRenewalOrderRequestDto, @Req() req: Request) {
    await this.throttle.hit(PAYMENT_THROTTLE, [req.ip ?? 'unknown']);
    return ok(await this.renewals.orderByToken(body.token));
  }
}

/** The client panel's lamps: those on memorials the signed-in family owns (checked in the service). */
@ApiTags('lampade')
@Controller('api/lampade')
@Roles()
export class LampFamilyController {
  constructor(
    private readonly renewals: LampOnlineRenewalService,
    private readonly throttle: RequestThrottleService,
  ) {}

  @Get('famiglia')
  @ApiOperation({ operationId: 'lampadeFamiglia', summary: "The lamps on the family's memorials" })
  @ApiEnvelope(PayOnlineLampsDto)
  @ApiFailures(401)
  async lamps(@Req() req: AuthenticatedRequest) {
    return ok({ lampade: await this.renewals.ofFamily(signedIn(req)) });
  }

  @Post('famigliaRinnovo')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'lampadaFamigliaRinnovo',
    summary: "The renewal's order of a lamp on the family's memorial (amount fixed by the server)",
  })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(LampRenewalOrderDto)
  @ApiFailures(400, 401, 403, 404, 409, 429)
  async order(@Body() body: LampRenewalOrderRequestDto, @Req() req: AuthenticatedRequest) {
    await this.throttle.hit(PAYMENT_THROTTLE, [req.ip ?? 'unknown']);
    return ok(await this.renewals.orderForFamily(signedIn(req), body.seriale));
  }
}
