import { Controller, HttpCode, Inject, NotFoundException, Post, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ok } from '../../common/envelope';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { RemindersScheduler } from './reminders.scheduler';

/**
 * POST /dev/calendar/reminders/run?at=: runs the reminders job as if the clock said `at` (ISO instant), so
 * the demo and the browser tests can see tomorrow's reminder today. Only where the developer mailbox is
 * served (DEV_MAILBOX=1 or demo mode): a 404 anywhere else.
 */
@ApiExcludeController()
@Controller('dev/calendar')
export class DevRemindersController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: RemindersScheduler,
  ) {}

  @Post('reminders/run')
  @HttpCode(200)
  // A query parameter: the body parser serves /api only.
  async run(@Query('at') rawAt: unknown) {
    if (!this.config.messaging.devMailbox) throw new NotFoundException();
    const at = typeof rawAt === 'string' ? new Date(rawAt) : new Date();
    if (Number.isNaN(at.getTime())) throw new NotFoundException();
    return ok({ result: await this.scheduler.tick(at) });
  }
}
