import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { UserSearchDataDto } from './dto/user-search.dto';
import { UserSearchService } from './user-search.service';

/** spec panels §7 `GET api/user/search?q=` (the 'Cedi proprietà' dialog of spec panels §2). */
@ApiTags('account')
@Controller('api/user')
export class UserSearchController {
  constructor(private readonly users: UserSearchService) {}

  // Whoever may hand a page over: admins, partners and owners (lamp managers transfer nothing).
  @Get('search')
  @Roles('admin', 'partner', 'client')
  @ApiOperation({
    operationId: 'userSearch',
    summary: 'Find an account to hand a page over to, by username or name',
  })
  @ApiQuery({ name: 'q', required: true, description: 'Username (start) or words of name and surname' })
  @ApiEnvelope(UserSearchDataDto)
  @ApiFailures(400, 401, 403, 404, 429)
  async search(@Query('q') q: unknown, @Req() req: AuthenticatedRequest) {
    return ok({ users: await this.users.search(q, signedInUser(req), req.ip ?? 'unknown') });
  }
}
