import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { AdminDedicationsService } from './admin-dedications.service';
import { AdminDedicationMessages } from './dedications.errors';
import {
  AdminDedicationDecisionDto,
  AdminDedicationDeleteDto,
  AdminDedicationEditDto,
  AdminDedicationListDto,
  AdminDedicationsQueryDto,
  AdminEvaluateDedicationDto,
  DeceasedDedicationListDto,
  DeleteDedicationDto,
  EditDedicationFieldsDto,
} from './dto/admin-dedications.dto';

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];

/**
 * The admin's review of dedications (spec panels §2 #dedic and #visualizza-dediche, §4, §7 editDedic and
 * deleteDedic, §8). Admins only; every change is audited.
 */
@ApiTags('admin')
@Controller('api/admin')
@Roles('admin')
export class AdminDedicationsController {
  constructor(private readonly dedications: AdminDedicationsService) {}

  @Get('dedicDataTable')
  @ApiOperation({
    operationId: 'dedicDataTable',
    summary: 'Dedications awaiting review, newest first (admin)',
  })
  @ApiEnvelope(AdminDedicationListDto)
  @ApiFailures(400, 401, 403)
  async awaitingReview(@Query() query: AdminDedicationsQueryDto) {
    return ok(await this.dedications.awaitingReview(query));
  }

  @Get('deceased/:id/dedications')
  @ApiOperation({
    operationId: 'adminDeceasedDedications',
    summary: "'Lista dediche di {nome}': the dedications of one deceased, newest first (admin)",
  })
  @ApiParam({ name: 'id', description: 'Deceased id (000 prefix accepted)' })
  @ApiEnvelope(DeceasedDedicationListDto)
  @ApiFailures(400, 401, 403, 404)
  async ofDeceased(@Param('id') id: string, @Query() query: AdminDedicationsQueryDto) {
    return ok(await this.dedications.ofDeceased(id, query));
  }

  @Post('evaluateDedic')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminEvaluateDedic',
    summary: "Accept or refuse a pending dedication in the owner's place (admin)",
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(AdminDedicationDecisionDto)
  @ApiFailures(400, 401, 403, 404, 409)
  async evaluate(@Body() body: AdminEvaluateDedicationDto, @Req() req: AuthenticatedRequest) {
    const data = await this.dedications.decide(body.dedic, body.isAccepted, signedInUser(req));
    return ok(data, {
      message:
        data.status === 'accepted' ? AdminDedicationMessages.accepted : AdminDedicationMessages.refused,
    });
  }

  @Post('editDedic')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'editDedic',
    summary: 'Edit a dedication; a new photo or video in field `photo` or `video` (multipart, admin)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiHeader({ name: 'X-CSRF-Token', required: true })
  @ApiBody({ type: EditDedicationFieldsDto })
  @ApiEnvelope(AdminDedicationEditDto)
  @ApiFailures(400, 401, 403, 404, 409, 413)
  async edit(@Req() req: AuthenticatedRequest) {
    const dedication = await this.dedications.edit(req, signedInUser(req));
    return ok({ dedication }, { message: AdminDedicationMessages.edited });
  }

  @Post('deleteDedic')
  @HttpCode(200)
  @ApiOperation({ operationId: 'deleteDedic', summary: 'Delete a dedication (admin)' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(AdminDedicationDeleteDto)
  @ApiFailures(400, 401, 403, 404)
  async delete(@Body() body: DeleteDedicationDto, @Req() req: AuthenticatedRequest) {
    const data = await this.dedications.delete(body.dedicID, signedInUser(req));
    return ok(data, { message: AdminDedicationMessages.deleted });
  }
}
