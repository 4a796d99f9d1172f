import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { Roles } from '../auth/roles.guard';
import { ActivationRangeDto } from '../qrcodes/dto/admin-qrcodes.dto';
import { ActivationTableDto, AdminSummaryDto } from '../qrcodes/dto/admin-qrcodes-responses.dto';
import { ActivationTableReadModel } from './activation-table.read-model';
import { AdminSummaryReadModel } from './admin-summary.read-model';
import { WeeklyQueryDto, WeeklySeriesDto } from './dto/weekly-series.dto';
import { WeeklySeriesReadModel, WEEKLY_DEFAULT_WEEKS } from './weekly-series.read-model';

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];

/** The admin panel's overview (spec panels §2): the summary cards and the activation table. Admins only. */
@ApiTags('admin')
@Controller('api/admin')
@Roles('admin')
export class AdminOverviewController {
  constructor(
    private readonly summaryCards: AdminSummaryReadModel,
    private readonly activations: ActivationTableReadModel,
    private readonly weekly: WeeklySeriesReadModel,
  ) {}

  @Get('weekly')
  @ApiOperation({
    operationId: 'adminWeekly',
    summary:
      'Per ISO week (Europe/Rome): sales (count, cents), activations, dedications, lamps in fault; last 12 by default (admin)',
  })
  @ApiEnvelope(WeeklySeriesDto)
  @ApiFailures(400, 401, 403)
  async weeklySeries(@Query() query: WeeklyQueryDto) {
    return ok({ weeks: await this.weekly.series(query.weeks ?? WEEKLY_DEFAULT_WEEKS) });
  }

  @Get('summary')
  @ApiOperation({ operationId: 'adminSummary', summary: 'The six summary cards: live counts (admin)' })
  @ApiEnvelope(AdminSummaryDto)
  @ApiFailures(401, 403)
  async summary() {
    return ok(await this.summaryCards.summary());
  }

  @Get('getActivationTable')
  @ApiOperation({
    operationId: 'getActivationTable',
    summary: 'Plaques created or activated in a range of days (default yesterday → today) (admin)',
  })
  @ApiEnvelope(ActivationTableDto)
  @ApiFailures(400, 401, 403)
  async activationTable(@Query() query: ActivationRangeDto) {
    return ok(await this.activations.table(query.startdate, query.enddate));
  }

  @Post('getActivationTable')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'postActivationTable',
    summary: "getActivationTable with the range in the body ('Applica Filtro')",
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(ActivationTableDto)
  @ApiFailures(400, 401, 403)
  async activationTableFiltered(@Body() body: ActivationRangeDto) {
    return ok(await this.activations.table(body.startdate, body.enddate));
  }
}
