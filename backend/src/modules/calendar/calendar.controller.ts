import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { calendarDate } from '../../common/rome-time';
import type { AuthenticatedRequest } from '../auth/request-auth';
import { ReadsPage } from '../deceased/page-read.guard';
import { CalendarMessages } from './calendar.errors';
import { CalendarService } from './calendar.service';
import {
  CalendarDataDto,
  ReminderDataDto,
  ReminderRequestDto,
  UnsubscribeReminderDataDto,
  UnsubscribeReminderDto,
} from './dto/calendar.dto';
import { RemindersService } from './reminders.service';

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];
const ID_PARAM = { name: 'id', description: 'Digits, with or without the 000 prefix', example: '1000' };

/** The mourning calendar of a page, its feed and the visitors' reminders ('Ricordamelo'). */
@ApiTags('calendar')
@Controller('api')
export class CalendarController {
  constructor(
    private readonly calendar: CalendarService,
    private readonly reminders: RemindersService,
  ) {}

  @Get('deceased/:id/calendar')
  @ReadsPage()
  @ApiOperation({
    operationId: 'deceasedCalendar',
    summary: "A page's dates and the next one ('Prossima ricorrenza')",
  })
  @ApiParam(ID_PARAM)
  @ApiEnvelope(CalendarDataDto)
  @ApiFailures(400, 404)
  async deceasedCalendar(@Param('id') id: string, @Req() req: AuthenticatedRequest) {
    return ok(await this.calendar.calendarData(id, req.auth?.user ?? null));
  }

  @Get('deceased/:id/calendar.ics')
  @ReadsPage()
  @ApiOperation({
    operationId: 'deceasedCalendarIcs',
    summary: "A page's dates as an iCalendar feed (RFC 5545)",
  })
  @ApiParam(ID_PARAM)
  @ApiProduces('text/calendar')
  @ApiFailures(400, 404)
  async deceasedCalendarIcs(
    @Param('id') id: string,
    @Req() req: AuthenticatedRequest,
    @Res() res: Response,
  ): Promise<void> {
    const feed = await this.calendar.feed(id, req.auth?.user ?? null);
    // private: once pages can be private, a shared cache must never keep one page's dates for others.
    res
      .status(200)
      .type('text/calendar; charset=utf-8')
      .setHeader('Content-Disposition', `inline; filename="ricordo-${feed.id}.ics"`)
      .setHeader('Cache-Control', 'private, max-age=300')
      .send(feed.body);
  }

  @Post('deceased/:id/reminders')
  @ReadsPage()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'calendarReminder',
    summary: "'Ricordamelo': a message the day before a date, by e-mail or WhatsApp",
  })
  @ApiParam(ID_PARAM)
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(ReminderDataDto)
  @ApiFailures(400, 403, 404, 422, 429)
  async calendarReminder(
    @Param('id') id: string,
    @Body() body: ReminderRequestDto,
    @Req() req: AuthenticatedRequest,
  ) {
    const answer = await this.reminders.request(id, req.auth?.user ?? null, body, req.ip ?? 'unknown');
    return ok(answer, { message: CalendarMessages.reminderSaved(calendarDate(answer.remindOn)) });
  }

  @Post('calendar/unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'calendarUnsubscribe',
    summary: "Stop a reminder (the message's one-click link; its page POSTs the token)",
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(UnsubscribeReminderDataDto)
  @ApiFailures(400, 403, 410)
  async calendarUnsubscribe(@Body() body: UnsubscribeReminderDto) {
    return ok(await this.reminders.unsubscribe(body.token), { message: CalendarMessages.unsubscribed });
  }
}
