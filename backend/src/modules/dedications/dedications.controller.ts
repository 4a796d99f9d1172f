import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { AuthErrors } from '../auth/auth.errors';
import type { AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { DedicationDecisionsService } from './dedication-decisions.service';
import { DedicationOrdersService } from './dedication-orders.service';
import { DedicationMessages } from './dedications.errors';
import {
  DedicationOrderDataDto,
  EvaluateDedicationDataDto,
  EvaluateDedicationDto,
} from './dto/dedication-order.dto';

const FORMS = ['application/json', 'application/x-www-form-urlencoded'];

/** Dedication orders and the owner's decision (docs/contracts.md "Dedications"). */
@ApiTags('dedications')
@Controller('api/dedications')
export class DedicationsController {
  constructor(
    private readonly orders: DedicationOrdersService,
    private readonly decisions: DedicationDecisionsService,
  ) {}

  @Post('sendform/dedic')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'sendformDedic',
    summary: 'Order a dedication (multipart; `dedic-type` before the photo or video in field `file`)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiHeader({ name: 'X-CSRF-Token', required: true })
  @ApiBody({ schema: { type: 'object', additionalProperties: true } })
  @ApiEnvelope(DedicationOrderDataDto)
  @ApiFailures(400, 403, 404, 409, 413, 429)
  async sendform(@Req() req: AuthenticatedRequest) {
    const result = await this.orders.submit(req, req.auth?.user ?? null, req.ip ?? 'unknown');
    return ok(
      {
        orderid: result.orderid,
        orderKey: result.orderKey,
        amountCents: result.amountCents,
        autoAttivata: result.autoAttivata,
        deceasedID: result.deceasedId,
      },
      { message: result.autoAttivata ? DedicationMessages.autoActivated : DedicationMessages.created },
    );
  }

  @Post('evaluatededic')
  @HttpCode(200)
  @ApiOperation({ operationId: 'evaluatededic', summary: "The owner's decision from the e-mailed link" })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(EvaluateDedicationDataDto)
  @ApiFailures(400, 403, 410)
  async evaluateByLink(@Body() body: EvaluateDedicationDto) {
    const outcome = await this.decisions.decideByToken(body.token, body.dedic, body.isAccepted);
    return this.answer(outcome);
  }

  @Post('evaluate')
  @HttpCode(200)
  @Roles()
  @ApiOperation({
    operationId: 'evaluateDedication',
    summary: "The signed-in owner's decision (client panel)",
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(EvaluateDedicationDataDto)
  @ApiFailures(400, 401, 403, 404, 409)
  async evaluate(@Body() body: EvaluateDedicationDto, @Req() req: AuthenticatedRequest) {
    const viewer = req.auth?.user;
    if (!viewer) throw AuthErrors.notLoggedIn();
    return this.answer(await this.decisions.decideAsOwner(viewer, body.dedic, body.isAccepted));
  }

  private answer(outcome: { status: 'accepted' | 'refused'; deceasedId: number }) {
    return ok(
      { response: 'success' as const, status: outcome.status, deceasedID: outcome.deceasedId },
      { message: outcome.status === 'accepted' ? DedicationMessages.accepted : DedicationMessages.refused },
    );
  }
}
