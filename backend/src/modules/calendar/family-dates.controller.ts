import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { CalendarMessages } from './calendar.errors';
import { CalendarService } from './calendar.service';
import { FamilyDateDataDto, FamilyDateFormDto, FamilyDatesDataDto } from './dto/calendar.dto';

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];

/** The family's own dates of a page (a mass, a gathering), kept from the client panel by the page's owner. */
@ApiTags('calendar')
@Controller('api/account/deceased')
export class FamilyDatesController {
  constructor(private readonly calendar: CalendarService) {}

  @Get(':id/dates')
  @Roles()
  @ApiOperation({
    operationId: 'familyDates',
    summary: "The family's dates of a page (its owner; admin: any)",
  })
  @ApiEnvelope(FamilyDatesDataDto)
  @ApiFailures(400, 401, 403, 404)
  async familyDates(@Param('id') id: string, @Req() req: AuthenticatedRequest) {
    return ok({ dates: await this.calendar.familyDates(id, signedInUser(req)) });
  }

  @Post(':id/dates')
  @HttpCode(200)
  @Roles()
  @ApiOperation({
    operationId: 'addFamilyDate',
    summary: "Add one of the family's dates (at most 30 a page)",
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(FamilyDateDataDto)
  @ApiFailures(400, 401, 403, 404, 422)
  async addFamilyDate(
    @Param('id') id: string,
    @Body() body: FamilyDateFormDto,
    @Req() req: AuthenticatedRequest,
  ) {
    const date = await this.calendar.addFamilyDate(id, signedInUser(req), body);
    return ok({ date }, { message: CalendarMessages.dateAdded });
  }

  @Put(':id/dates/:dateId')
  @Roles()
  @ApiOperation({
    operationId: 'updateFamilyDate',
    summary: "Change one of the family's dates (every field)",
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(FamilyDateDataDto)
  @ApiFailures(400, 401, 403, 404)
  async updateFamilyDate(
    @Param('id') id: string,
    @Param('dateId') dateId: string,
    @Body() body: FamilyDateFormDto,
    @Req() req: AuthenticatedRequest,
  ) {
    const date = await this.calendar.updateFamilyDate(id, dateId, signedInUser(req), body);
    return ok({ date }, { message: CalendarMessages.dateSaved });
  }

  @Delete(':id/dates/:dateId')
  @Roles()
  @ApiOperation({ operationId: 'deleteFamilyDate', summary: "Remove one of the family's dates" })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(FamilyDatesDataDto)
  @ApiFailures(400, 401, 403, 404)
  async deleteFamilyDate(
    @Param('id') id: string,
    @Param('dateId') dateId: string,
    @Req() req: AuthenticatedRequest,
  ) {
    const user = signedInUser(req);
    await this.calendar.deleteFamilyDate(id, dateId, user);
    return ok(
      { dates: await this.calendar.familyDates(id, user) },
      { message: CalendarMessages.dateDeleted },
    );
  }
}
