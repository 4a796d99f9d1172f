import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { ExpiringMemorialsDataDto, NotNowDto } from './dto/expiring-memorial.dto';
import { MemorialsService } from './memorials.service';

const FORMS = ['application/json', 'application/x-www-form-urlencoded'];

/** The expiring-memorial icon's 'Non mostrare più' (spec public §2, §7 notNow). */
@ApiTags('memorials')
@Controller('api/account')
export class AccountMemorialsController {
  constructor(private readonly memorials: MemorialsService) {}

  @Post('notNow')
  @HttpCode(200)
  @Roles()
  @ApiOperation({ operationId: 'notNow', summary: "'Non mostrare più' for an expiring memorial" })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(ExpiringMemorialsDataDto)
  @ApiFailures(400, 401, 403, 404)
  async notNow(@Body() body: NotNowDto, @Req() req: AuthenticatedRequest) {
    const owner = signedInUser(req);
    return ok({ expiring_memorial: await this.memorials.dismissAndListExpiring(owner.id, body.memorialID) });
  }
}
