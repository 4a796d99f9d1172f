import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { AdminDeceasedService } from './admin-deceased.service';
import { DeceasedMessages } from './deceased.errors';
import {
  AdminDeceasedListDto,
  DeceasedContoDto,
  DeceasedDeletedDto,
  DeceasedEnabledDto,
} from './dto/admin-deceased-responses.dto';
import {
  AdminDeceasedQueryDto,
  DeceasedIdDto,
  UpdateContoDto,
  UpdateDeceasedDto,
} from './dto/admin-deceased.dto';

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];

/**
 * Tombstones and deceased in the admin panel (spec panels §2 #pages and #deceased, §4 "Tombstone", §6, §7,
 * §8). Admins only; each change is audited in its own transaction. The gift of /aggiungi-dono-admin is the
 * dedications module's (dedications/admin-gifts.controller.ts): it writes dedications.
 */
@ApiTags('admin')
@Controller('api/admin')
@Roles('admin')
export class AdminDeceasedController {
  constructor(private readonly admin: AdminDeceasedService) {}

  @Get('deceased')
  @ApiOperation({
    operationId: 'adminDeceased',
    summary:
      'The #pages / #deceased tables: deceased with tombstone and memorial state, newest first (admin)',
  })
  @ApiEnvelope(AdminDeceasedListDto)
  @ApiFailures(400, 401, 403)
  async list(@Query() query: AdminDeceasedQueryDto) {
    return ok(await this.admin.list(query));
  }

  @Post('updateDeceased')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'updateDeceased',
    summary: 'Enable or disable a tombstone: a disabled page is served to no visitor (admin)',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(DeceasedEnabledDto)
  @ApiFailures(400, 401, 403, 404)
  async updateDeceased(@Body() body: UpdateDeceasedDto, @Req() req: AuthenticatedRequest) {
    const data = await this.admin.setEnabled(body.deceasedID, body.enabled, signedInUser(req));
    return ok(data, { message: DeceasedMessages.modified });
  }

  @Post('updateConto')
  @HttpCode(200)
  @ApiOperation({ operationId: 'updateConto', summary: 'Sale on account on or off for a tombstone (admin)' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(DeceasedContoDto)
  @ApiFailures(400, 401, 403, 404)
  async updateConto(@Body() body: UpdateContoDto, @Req() req: AuthenticatedRequest) {
    const data = await this.admin.setContoVendita(body.deceasedID, body.contoVendita, signedInUser(req));
    return ok(data, { message: DeceasedMessages.modified });
  }

  @Post('deceasedDelete')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'deceasedDelete',
    summary: 'Delete a tombstone or obituary with what belongs to it (admin)',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(DeceasedDeletedDto)
  @ApiFailures(400, 401, 403)
  async deceasedDelete(@Body() body: DeceasedIdDto, @Req() req: AuthenticatedRequest) {
    const data = await this.admin.delete(body.deceasedID, signedInUser(req));
    return ok(data, { message: DeceasedMessages.deleted });
  }
}
