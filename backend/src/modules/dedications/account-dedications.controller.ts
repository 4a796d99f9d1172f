import { Controller, Get, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { DedicationsService } from './dedications.service';
import { DedicationsDataDto } from './dto/pending-dedication.dto';

/** The client panel's dedications waiting for approval (spec panels §2 "Client panel" #dedic). */
@ApiTags('dedications')
@Controller('api/account')
export class AccountDedicationsController {
  constructor(private readonly dedications: DedicationsService) {}

  @Get('dedications')
  @Roles()
  @ApiOperation({
    operationId: 'pendingDedications',
    summary: "Dedications waiting for the owner's approval",
  })
  @ApiEnvelope(DedicationsDataDto)
  @ApiFailures(401)
  async pending(@Req() req: AuthenticatedRequest) {
    return ok({ dedications: await this.dedications.listPendingForOwner(signedInUser(req).id) });
  }
}
