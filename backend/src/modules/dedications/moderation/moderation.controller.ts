import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../../common/api-envelope.decorators';
import { ok } from '../../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../../auth/request-auth';
import { Roles } from '../../auth/roles.guard';
import { DedicationModerationService, ModerationMessages } from './dedication-moderation.service';
import { DEADLINE_DAYS, DEFAULT_AFTER_DEADLINE, REMINDER_AFTER_HOURS } from './moderation-rules';
import { PageModerationListDto, SetPageModerationDataDto, SetPageModerationDto } from './moderation.dto';

const FORMS = ['application/json', 'application/x-www-form-urlencoded'];

/**
 * Each page's choice of what happens to a dedication nobody decided within the deadline (client panel
 * #dedic; docs/contracts.md "Dedications", "Moderation deadline").
 */
@ApiTags('dedications')
@Controller('api/account/dedications/moderation')
export class ModerationController {
  constructor(private readonly moderation: DedicationModerationService) {}

  @Get()
  @Roles()
  @ApiOperation({
    operationId: 'dedicationModeration',
    summary: "The viewer's pages and what happens to their dedications after the deadline",
  })
  @ApiEnvelope(PageModerationListDto)
  @ApiFailures(401)
  async list(@Req() req: AuthenticatedRequest) {
    return ok({
      pages: await this.moderation.choicesOf(signedInUser(req)),
      deadlineDays: DEADLINE_DAYS,
      reminderHours: REMINDER_AFTER_HOURS,
      defaultAfterDeadline: DEFAULT_AFTER_DEADLINE,
    });
  }

  @Post()
  @HttpCode(200)
  @Roles()
  @ApiOperation({
    operationId: 'setDedicationModeration',
    summary: "A page's choice after the deadline: 'publish' or 'lapse' (its owner, or an admin)",
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(SetPageModerationDataDto)
  @ApiFailures(400, 401, 403, 404)
  async choose(@Body() body: SetPageModerationDto, @Req() req: AuthenticatedRequest) {
    const chosen = await this.moderation.choose(signedInUser(req), body.deceasedId, body.afterDeadline);
    return ok(
      { ID: chosen.deceasedId, afterDeadline: chosen.afterDeadline },
      { message: ModerationMessages.saved },
    );
  }
}
