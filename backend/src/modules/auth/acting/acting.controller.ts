import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../../common/api-envelope.decorators';
import { ok } from '../../../common/envelope';
import { SessionDto } from '../../accounts/dto/user-data.dto';
import { AuthErrors } from '../auth.errors';
import type { AuthenticatedRequest } from '../request-auth';
import { Roles } from '../roles.guard';
import { ActingService } from './acting.service';
import { ActingNoticesDataDto } from './dto/acting.dto';

/** The end of acting for a user, and what the user is told about it. */
@ApiTags('auth')
@Controller('api')
export class ActingController {
  constructor(private readonly acting: ActingService) {}

  // Any signed-in session may ask; only one acting for a user has something to end (409 otherwise).
  @Post('auth/acting/end')
  @HttpCode(200)
  @Roles()
  @ApiOperation({ operationId: 'endActing', summary: "Stop using a user's account: back to the admin's" })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null, { session: SessionDto, sessionRequired: true })
  @ApiFailures(401, 403, 409)
  async end(@Req() req: AuthenticatedRequest) {
    const { session, user, actor } = req.auth ?? {};
    if (!session || !user) throw AuthErrors.notLoggedIn();
    const userdata = await this.acting.end(session, actor ?? user, user);
    return ok(null, { session: { userdata, acting: null } });
  }

  @Get('account/acting-notices')
  @Roles()
  @ApiOperation({
    operationId: 'actingNotices',
    summary: 'When an administrator acted on my account, who, why, and how many changes',
  })
  @ApiEnvelope(ActingNoticesDataDto)
  @ApiFailures(401)
  async notices(@Req() req: AuthenticatedRequest) {
    const user = req.auth?.user;
    if (!user) throw AuthErrors.notLoggedIn();
    return ok({ notices: await this.acting.notices(user.id) });
  }
}
