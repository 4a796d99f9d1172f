import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** One date of a page's calendar. */
export class CalendarEventDto {
  @ApiProperty({
    description:
      "Stable key: 'funeral', 'trigesimo', 'death-anniversary', 'birth-anniversary' or 'family-{ID}'",
    example: 'death-anniversary',
  })
  id: string;
  @ApiProperty({ enum: ['funeral', 'trigesimo', 'death-anniversary', 'birth-anniversary', 'family'] })
  kind: 'funeral' | 'trigesimo' | 'death-anniversary' | 'birth-anniversary' | 'family';
  @ApiProperty({ example: 'Anniversario della scomparsa' }) title: string;
  @ApiProperty({
    description: 'First day, YYYY-MM-DD (an anniversary: the first one)',
    example: '2020-11-02',
  })
  date: string;
  @ApiProperty({ type: String, nullable: true, description: "'HH:mm' Europe/Rome; null: the whole day" })
  time: string | null;
  @ApiProperty({ type: String, nullable: true }) place: string | null;
  @ApiProperty({ description: 'The same day every year' }) yearly: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Its next day from today (Europe/Rome), YYYY-MM-DD; null when it has none left',
  })
  next: string | null;
}

export class CalendarDataDto {
  @ApiProperty() ID: number;
  @ApiProperty({ description: 'Today in Europe/Rome, YYYY-MM-DD' }) today: string;
  @ApiProperty({ type: [CalendarEventDto], description: 'Every date of the page, in calendar order' })
  events: CalendarEventDto[];
  @ApiProperty({
    type: CalendarEventDto,
    nullable: true,
    description: "'Prossima ricorrenza': the earliest next day",
  })
  next: CalendarEventDto | null;
  @ApiProperty({
    type: CalendarEventDto,
    nullable: true,
    description: "The earliest date after today: what 'Ricordamelo' offers when the next one is today",
  })
  following: CalendarEventDto | null;
  @ApiProperty({ description: 'Path of the iCalendar feed', example: '/api/deceased/1000/calendar.ics' })
  ics: string;
}

/** One of the family's own dates, as the owner keeps it. */
export class FamilyDateDto {
  @ApiProperty() ID: number;
  @ApiProperty({ example: 'Messa in suffragio' }) title: string;
  @ApiProperty({ example: '2026-12-20' }) date: string;
  @ApiProperty({ type: String, nullable: true, example: '18:00' }) time: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Chiesa di San Secondo, Torino' }) place:
    string | null;
  @ApiProperty() yearly: boolean;
}

export class FamilyDatesDataDto {
  @ApiProperty({ type: [FamilyDateDto] }) dates: FamilyDateDto[];
}

export class FamilyDateDataDto {
  @ApiProperty({ type: FamilyDateDto }) date: FamilyDateDto;
}

/** The owner's form of a family date; the service reads and checks each field. */
export class FamilyDateFormDto {
  @ApiProperty({ type: String, description: '1–120 characters', example: 'Messa in suffragio' })
  @Allow()
  title?: unknown;
  @ApiProperty({ type: String, description: 'YYYY-MM-DD or dd/MM/yyyy', example: '2026-12-20' })
  @Allow()
  date?: unknown;
  @ApiPropertyOptional({
    type: String,
    description: "'HH:mm' (Europe/Rome); empty: the whole day",
    example: '18:00',
  })
  @Allow()
  time?: unknown;
  @ApiPropertyOptional({ type: String, description: 'Up to 200 characters' })
  @Allow()
  place?: unknown;
  @ApiPropertyOptional({
    description: "'1': every year on that day",
    oneOf: [{ type: 'string', enum: ['0', '1'] }, { type: 'boolean' }],
  })
  @Allow()
  yearly?: unknown;
}

/** POST /api/deceased/:id/reminders ('Ricordamelo'). */
export class ReminderRequestDto {
  @ApiProperty({
    type: String,
    description: "The date's id (CalendarEventDto.id)",
    example: 'death-anniversary',
  })
  @Allow()
  eventId?: unknown;
  @ApiProperty({
    type: String,
    description: 'The day reminded of, YYYY-MM-DD (one of the date’s days)',
    example: '2027-11-02',
  })
  @Allow()
  date?: unknown;
  @ApiProperty({ type: String, enum: ['email', 'wa'] })
  @Allow()
  channel?: unknown;
  @ApiProperty({
    type: String,
    description: "The visitor's e-mail (channel email) or WhatsApp number '+39-333…' (channel wa)",
  })
  @Allow()
  contact?: unknown;
}

export class ReminderDataDto {
  @ApiProperty({ description: 'The day reminded of, YYYY-MM-DD' }) date: string;
  @ApiProperty({ description: 'The day the message goes (the day before), YYYY-MM-DD' }) remindOn: string;
}

export class UnsubscribeReminderDto {
  @ApiProperty({ type: String, description: "The token of the reminder's unsubscribe link" })
  @Allow()
  token?: unknown;
}

export class UnsubscribeReminderDataDto {
  @ApiProperty({ description: 'The page of the date, for a link back' }) deceasedId: number;
}
