import { Controller, Get, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { CommonErrors, CommonMessages } from '../../common/app-error';
import { ok } from '../../common/envelope';
import { normalizeEmail } from '../accounts/account-rules';
import { AccountsService } from '../accounts/accounts.service';
import { AuthErrors } from '../auth/auth.errors';
import { ownAccountOrAdmin, roleOf, signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { DeceasedService } from './deceased.service';
import { DeceasedListDataDto } from './dto/owned-tombstone.dto';

/**
 * The client panel's "manage my digital tombstones" (spec panels §2; spec public §7 getDeceasedByID) and the
 * memorial purchase's list by the owner's e-mail (spec public §7 getDeceasedByOwner, §8 'Nessun caro
 * associato all' email inserita').
 */
@ApiTags('deceased')
@Controller('api/account')
export class AccountDeceasedController {
  constructor(
    private readonly deceased: DeceasedService,
    private readonly accounts: AccountsService,
  ) {}

  @Get('getDeceasedByID/:ownerId')
  @Roles()
  @ApiOperation({ operationId: 'getDeceasedByID', summary: "An owner's tombstones (own; admin: any)" })
  @ApiEnvelope(DeceasedListDataDto)
  @ApiFailures(400, 401, 403)
  async getDeceasedByID(@Param('ownerId') ownerId: string, @Req() req: AuthenticatedRequest) {
    const owner = ownAccountOrAdmin(signedInUser(req), ownerId);
    return ok({ deceased_list: await this.deceased.listOfOwner(owner) });
  }

  /**
   * The same list by the owner's e-mail: the viewer's own e-mail, or any for an admin (an empty list when
   * no account has it); another's e-mail is refused (403) whether or not an account has it, so e-mails
   * cannot be probed.
   */
  @Get('getDeceasedByOwner/:email')
  @Roles()
  @ApiOperation({
    operationId: 'getDeceasedByOwner',
    summary: "An owner's tombstones by e-mail (own e-mail; admin: any)",
  })
  @ApiEnvelope(DeceasedListDataDto)
  @ApiFailures(400, 401, 403)
  async getDeceasedByOwner(@Param('email') rawEmail: string, @Req() req: AuthenticatedRequest) {
    const viewer = signedInUser(req);
    const email = normalizeEmail(rawEmail);
    if (!email) throw CommonErrors.validation({ email: CommonMessages.invalid });
    if (roleOf(viewer) !== 'admin') {
      if (viewer.email?.toLowerCase() !== email) throw AuthErrors.accessDenied();
      return ok({ deceased_list: await this.deceased.listOfOwner(viewer.id) });
    }
    const owner = await this.accounts.findByEmail(email);
    return ok({ deceased_list: owner ? await this.deceased.listOfOwner(owner.id) : [] });
  }
}
