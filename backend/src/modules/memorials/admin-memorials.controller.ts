import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { AdminMemorialMessages } from './admin-memorials.errors';
import { AdminMemorialsService } from './admin-memorials.service';
import {
  AddMemorialFormDto,
  AdminMemorialDataDto,
  AdminMemorialDeletedDto,
  AdminMemorialSavedDto,
  DeleteMemorialDto,
  EditMemorialFormDto,
} from './dto/admin-memorial.dto';

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];

/**
 * The memorial forms of the admin panel (spec panels §2 "Memorial forms (admin)", #aggiungi-memorial and
 * #modifica-memorial; §4, §5, §6 "add/edit memorials", §7, §8). Admins only; the role is checked before a
 * byte of an upload is read.
 */
@ApiTags('admin')
@Controller('api/admin')
@Roles('admin')
export class AdminMemorialsController {
  constructor(private readonly memorials: AdminMemorialsService) {}

  @Get('memorial/:deceasedId')
  @ApiOperation({
    operationId: 'adminMemorial',
    summary: "A deceased's memorial for the edit form: expiry, biography, whole gallery (admin)",
  })
  @ApiParam({ name: 'deceasedId', description: 'Deceased id (000 prefix accepted)' })
  @ApiEnvelope(AdminMemorialDataDto)
  @ApiFailures(400, 401, 403, 404)
  async read(@Param('deceasedId') deceasedId: string) {
    return ok(await this.memorials.read(deceasedId));
  }

  @Post('addMemorialToDeceased')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'addMemorialToDeceased',
    summary: 'Add a memorial to a deceased for one year, without payment (admin)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: AddMemorialFormDto })
  @ApiHeader({ name: 'X-CSRF-Token', required: true })
  @ApiEnvelope(AdminMemorialSavedDto)
  @ApiFailures(400, 401, 403, 404, 409, 413)
  async add(@Req() req: AuthenticatedRequest) {
    const saved = await this.memorials.add(req, signedInUser(req));
    return ok(saved, { message: AdminMemorialMessages.added });
  }

  @Post('memorial/edit')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'memorialEdit',
    summary: 'Edit a memorial: biography, photos and video removed or added (admin)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: EditMemorialFormDto })
  @ApiHeader({ name: 'X-CSRF-Token', required: true })
  @ApiEnvelope(AdminMemorialSavedDto)
  @ApiFailures(400, 401, 403, 404, 413)
  async edit(@Req() req: AuthenticatedRequest) {
    const saved = await this.memorials.edit(req, signedInUser(req));
    return ok(saved, { message: AdminMemorialMessages.edited });
  }

  @Post('deleteMemorial')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'deleteMemorial',
    summary: "Delete a deceased's memorial and its gallery (admin)",
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(AdminMemorialDeletedDto)
  @ApiFailures(400, 401, 403, 404)
  async remove(@Body() body: DeleteMemorialDto, @Req() req: AuthenticatedRequest) {
    const deleted = await this.memorials.remove(body.deceasedID, signedInUser(req));
    return ok(deleted, { message: AdminMemorialMessages.deleted });
  }
}
