import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../../common/api-envelope.decorators';
import { ok } from '../../../common/envelope';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';

const WEEKDAYS = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'];

export class NotificationTimeLabelDto {
  @ApiProperty({ example: 'alle 18:00', description: 'When daily digests go out (Europe/Rome)' })
  daily: string;
  @ApiProperty({ example: 'il lunedì alle 18:00', description: 'When weekly digests go out (Europe/Rome)' })
  weekly: string;
}

/** The labels of the digest time (DIGEST_HOUR, DIGEST_WEEKDAY), as the notification selectors show them. */
export function notificationTimeLabel(hour: number, weekday: number): NotificationTimeLabelDto {
  const time = `alle ${String(hour).padStart(2, '0')}:00`;
  return { daily: time, weekly: `il ${WEEKDAYS[weekday - 1] ?? WEEKDAYS[0]} ${time}` };
}

/**
 * spec public §7 `GET timeNotLabel` (§4: daily notifications "at a configured time"; §3: the time label is
 * kept in local storage). Public and read-only: every notification selector shows it, signed in or not.
 */
@ApiTags('notifications')
@Controller('api/notifications')
export class NotificationTimeController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('timeNotLabel')
  @ApiOperation({ operationId: 'timeNotLabel', summary: 'When daily and weekly notification digests go out' })
  @ApiEnvelope(NotificationTimeLabelDto)
  timeNotLabel() {
    const { digestHour, digestWeekday } = this.config.messaging;
    return ok(notificationTimeLabel(digestHour, digestWeekday));
  }
}
