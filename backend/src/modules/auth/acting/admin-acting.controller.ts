import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../../common/api-envelope.decorators';
import { ok } from '../../../common/envelope';
import { SessionDto } from '../../accounts/dto/user-data.dto';
import { AuthErrors } from '../auth.errors';
import type { AuthenticatedRequest } from '../request-auth';
import { Roles } from '../roles.guard';
import { ActingService } from './acting.service';
import { ActingCandidatesDataDto, ActingCandidatesQueryDto, StartActingDto } from './dto/acting.dto';

/** An admin starts acting for a user: the search and the start. */
@ApiTags('admin')
@Controller('api/admin/acting')
@Roles('admin')
export class AdminActingController {
  constructor(private readonly acting: ActingService) {}

  @Get('users')
  @ApiOperation({
    operationId: 'actingCandidates',
    summary: 'Clients, partners and lamp managers to act for, by username or name',
  })
  @ApiEnvelope(ActingCandidatesDataDto)
  @ApiFailures(400, 401, 403, 404, 429)
  async candidates(@Query() query: ActingCandidatesQueryDto, @Req() req: AuthenticatedRequest) {
    const admin = req.auth?.user;
    if (!admin) throw AuthErrors.notLoggedIn();
    return ok({ users: await this.acting.candidates(query.q, admin, req.ip ?? 'unknown') });
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'startActing',
    summary: "Use a user's account with a reason; the session then has that account's rights only",
  })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null, { session: SessionDto, sessionRequired: true })
  @ApiFailures(400, 401, 403)
  async start(@Body() body: StartActingDto, @Req() req: AuthenticatedRequest) {
    const { session, user } = req.auth ?? {};
    if (!session || !user) throw AuthErrors.notLoggedIn();
    const answer = await this.acting.start(session, user, body.userId, body.reason);
    return ok(null, { session: answer });
  }
}
