import { Controller, Get, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { ownAccountOrAdmin, signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { DeceasedService } from './deceased.service';
import { DeceasedListDataDto } from './dto/owned-tombstone.dto';

/** The client panel's "manage my digital tombstones" (spec panels §2; spec public §7 getDeceasedByID). */
@ApiTags('deceased')
@Controller('api/account')
export class AccountDeceasedController {
  constructor(private readonly deceased: DeceasedService) {}

  @Get('getDeceasedByID/:ownerId')
  @Roles()
  @ApiOperation({ operationId: 'getDeceasedByID', summary: "An owner's tombstones (own; admin: any)" })
  @ApiEnvelope(DeceasedListDataDto)
  @ApiFailures(400, 401, 403)
  async getDeceasedByID(@Param('ownerId') ownerId: string, @Req() req: AuthenticatedRequest) {
    const owner = ownAccountOrAdmin(signedInUser(req), ownerId);
    return ok({ deceased_list: await this.deceased.listOfOwner(owner) });
  }
}
