import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import {
  AcceptTransferDataDto,
  AcceptTransferDto,
  ChangeOwnerDataDto,
  ChangeOwnerDto,
} from './dto/ownership-transfer.dto';
import { TransferMessages } from './ownership-transfer.errors';
import { OwnershipTransferService } from './ownership-transfer.service';

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];

/**
 * 'Cedi proprietà' (spec panels §2, §7 changeOwner, §8) and its acceptance by the receiver (spec public §2
 * /accetta-trasferimento). The spec keeps changeOwner under /api/admin, yet owners and partners call it for
 * their own pages: the service decides which pages each may hand over.
 */
@ApiTags('deceased')
@Controller('api')
export class OwnershipController {
  constructor(private readonly transfers: OwnershipTransferService) {}

  @Post('admin/changeOwner')
  @HttpCode(200)
  @Roles('admin', 'partner', 'client')
  @ApiOperation({
    operationId: 'changeOwner',
    summary: 'Hand pages over to another account (admin: any; partner: its own; owner: its own)',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(ChangeOwnerDataDto)
  @ApiFailures(400, 401, 403, 404, 409, 429, 500)
  async changeOwner(@Body() body: ChangeOwnerDto, @Req() req: AuthenticatedRequest) {
    const deceasedIDs = await this.transfers.request(body, signedInUser(req));
    return ok({ deceasedIDs }, { message: TransferMessages.sent });
  }

  @Post('deceased/acceptTransfer')
  @HttpCode(200)
  @ApiOperation({ operationId: 'acceptTransfer', summary: 'The receiver accepts a transfer (one-shot link)' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(AcceptTransferDataDto)
  @ApiFailures(400, 403, 410)
  async acceptTransfer(@Body() body: AcceptTransferDto) {
    return ok(await this.transfers.accept(body.token, body.managers), { message: TransferMessages.accepted });
  }
}
