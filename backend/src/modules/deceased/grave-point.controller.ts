import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { GravePointDataDto, SetGravePointDto } from './dto/grave-point.dto';
import { GravePointMessages, GravePointService } from './grave-point.service';

/** The owner sets the grave's point from the client panel ('Posizione della tomba'). */
@ApiTags('deceased')
@Controller('api/account/deceased')
export class GravePointController {
  constructor(private readonly gravePoints: GravePointService) {}

  @Post(':id/gravePoint')
  @HttpCode(200)
  @Roles()
  @ApiOperation({
    operationId: 'setGravePoint',
    summary: "Set or clear the grave's point (the page's owner; admin: any)",
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(GravePointDataDto)
  @ApiFailures(400, 401, 403, 404, 409)
  async setGravePoint(
    @Param('id') id: string,
    @Body() body: SetGravePointDto,
    @Req() req: AuthenticatedRequest,
  ) {
    const gravePoint = await this.gravePoints.set(id, signedInUser(req), body);
    return ok(
      { gravePoint },
      { message: gravePoint ? GravePointMessages.saved : GravePointMessages.cleared },
    );
  }
}
