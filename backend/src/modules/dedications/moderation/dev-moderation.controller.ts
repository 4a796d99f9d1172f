import { Controller, HttpCode, Inject, NotFoundException, Post, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ok } from '../../../common/envelope';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { DedicationModerationScheduler } from './dedication-moderation.scheduler';

/**
 * POST /dev/dedications/moderation/run?at=: runs the moderation job (reminders, deadline) as if the clock
 * said `at` (ISO instant), so the demo and the browser tests can see what happens after 48 hours and 7 days;
 * with `waitingFrom` (ISO instant) only the dedications that started waiting since then, so a test moving
 * the clock 7 days decides its own and not the demo's pending ones. Both are in the query: bodies are parsed under /api only. Only where the developer mailbox is served
 * (DEV_MAILBOX=1 or demo mode): a 404 anywhere else.
 */
@ApiExcludeController()
@Controller('dev/dedications/moderation')
export class DevModerationController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: DedicationModerationScheduler,
  ) {}

  @Post('run')
  @HttpCode(200)
  async run(@Query('at') rawAt: unknown, @Query('waitingFrom') rawFrom: unknown) {
    if (!this.config.messaging.devMailbox) throw new NotFoundException();
    const at = typeof rawAt === 'string' ? new Date(rawAt) : new Date();
    const waitingFrom = typeof rawFrom === 'string' ? new Date(rawFrom) : undefined;
    if (Number.isNaN(at.getTime()) || (waitingFrom && Number.isNaN(waitingFrom.getTime())))
      throw new NotFoundException();
    return ok({ result: await this.scheduler.tick(at, waitingFrom) });
  }
}
