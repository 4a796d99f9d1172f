import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../../common/api-envelope.decorators';
import { ok } from '../../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../../auth/request-auth';
import { Roles } from '../../auth/roles.guard';
import { DedicationMessages } from '../dedications.errors';
import { EvaluateDedicationDataDto, EvaluateDedicationDto } from '../dto/dedication-order.dto';
import { DedicationsDataDto } from '../dto/pending-dedication.dto';
import { ManagedModerationService } from './managed-moderation.service';

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];

/**
 * The dedications waiting on the pages the signed-in person manages (not owns), and their decision there
 * (client panel #dedic; docs/contracts.md "Page managers and guests"). The owner's own calls stay
 * pendingDedications and evaluateDedication.
 */
@ApiTags('dedications')
@Controller('api/account/managed-dedications')
export class ManagedDedicationsController {
  constructor(private readonly moderation: ManagedModerationService) {}

  @Get()
  @Roles()
  @ApiOperation({
    operationId: 'managedPendingDedications',
    summary: 'Dedications waiting on the pages the viewer manages',
  })
  @ApiEnvelope(DedicationsDataDto)
  @ApiFailures(401)
  async pending(@Req() req: AuthenticatedRequest) {
    return ok({ dedications: await this.moderation.pending(signedInUser(req)) });
  }

  @Post('evaluate')
  @HttpCode(200)
  @Roles()
  @ApiOperation({
    operationId: 'evaluateManagedDedication',
    summary: "A manager's decision on a dedication of a page they manage (audited for the owner)",
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(EvaluateDedicationDataDto)
  @ApiFailures(400, 401, 404, 409)
  async evaluate(@Body() body: EvaluateDedicationDto, @Req() req: AuthenticatedRequest) {
    const outcome = await this.moderation.decide(signedInUser(req), body.dedic, body.isAccepted);
    return ok(
      { response: 'success' as const, status: outcome.status, deceasedID: outcome.deceasedId },
      { message: outcome.status === 'accepted' ? DedicationMessages.accepted : DedicationMessages.refused },
    );
  }
}
