import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual } from 'typeorm';
import { CommonErrors, CommonMessages } from '../../common/app-error';
import { addDays, calendarDate, parseDay, romeDay, romeMidnight, romeTime } from '../../common/rome-time';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { normalizeEmail, normalizeTelephone } from '../accounts/account-rules';
import type { User } from '../accounts/user.entity';
import { randomToken, sha256Hex } from '../auth/crypto-tokens';
import { RequestThrottleService, type ThrottleRule } from '../auth/request-throttle.service';
import { OutboxService } from '../notifications/outbox.service';
import { publicLink } from '../notifications/templates';
import { Clock } from '../scheduler/clock';
import { atTime, isOccurrence, occurrenceAfter, type CalendarEvent } from './calendar-events';
import { CalendarReminder, type ReminderChannel } from './calendar-reminder.entity';
import { CalendarErrors } from './calendar.errors';
import { CalendarService, type PageCalendar } from './calendar.service';

/** The reminder goes the day before the date, at this hour of Europe/Rome: a kind hour to read it. */
export const REMINDER_HOUR = 9;
/** Reminders sent in one run of the job; the rest wait for the next minute. */
const BATCH = 200;
const HOUR_MS = 3_600_000;

/** A visitor's requests: 20 an hour per address, and 5 a day per e-mail or phone (nobody is flooded). */
export const REMINDER_THROTTLES = {
  address: { bucket: 'calendar-reminder', limit: 20, windowMs: HOUR_MS },
  recipient: { bucket: 'calendar-reminder-to', limit: 5, windowMs: 24 * HOUR_MS },
} satisfies Record<string, ThrottleRule>;

/** The raw fields of 'Ricordamelo'; the service reads and checks each. */
export interface ReminderInput {
  eventId?: unknown;
  date?: unknown;
  channel?: unknown;
  contact?: unknown;
}

/** When the reminder of `day` goes: the day before at REMINDER_HOUR in Europe/Rome (summer time included). */
export function reminderInstant(day: string): Date {
  const before = addDays(day, -1);
  const guess = new Date(romeMidnight(before).getTime() + REMINDER_HOUR * HOUR_MS);
  // On the two days a year the clocks change, midnight + 9 hours is 08:00 or 10:00 local: set it right.
  const shift = romeTime(guess).hour - REMINDER_HOUR;
  return new Date(guess.getTime() - shift * HOUR_MS);
}

export interface SendDueResult {
  sent: number;
  cancelled: number;
  missed: number;
}

/**
 * 'Ricordamelo': a visitor asks to be reminded of a date of a page the day before, by e-mail or WhatsApp;
 * the job sends each reminder through the outbox with a one-click unsubscribe link, and keeps an anniversary's
 * reminder for the next year.
 */
@Injectable()
export class RemindersService {
  private readonly logger = new Logger(RemindersService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly calendar: CalendarService,
    private readonly outbox: OutboxService,
    private readonly throttle: RequestThrottleService,
    private readonly clock: Clock,
  ) {}

  /** Records the request (again: the same row, set to this date). Past dates and today's are refused. */
  async request(
    rawId: string,
    viewer: User | null,
    input: ReminderInput,
    address: string,
  ): Promise<{ date: string; remindOn: string }> {
    const now = this.clock.now();
    await this.throttle.hit(REMINDER_THROTTLES.address, [`ip:${address}`], now);
    const { channel, recipient, eventId, day } = readRequest(input);
    const calendar = await this.calendar.pageCalendar(rawId, viewer);
    const event = calendar.events.find((candidate) => candidate.id === eventId);
    if (!event) throw CalendarErrors.eventNotFound();
    const today = romeDay(now);
    if (day < today) throw CalendarErrors.datePast();
    if (day === today) throw CalendarErrors.tooLate();
    if (!isOccurrence(event, day)) throw CommonErrors.validation({ date: CommonMessages.invalid });
    await this.throttle.hit(REMINDER_THROTTLES.recipient, [`${channel}:${recipient}`], now);

    const key = { deceasedId: calendar.page.ID, eventKey: event.id, channel, recipient };
    const due = { eventDay: day, remindAt: reminderInstant(day), status: 'active' as const };
    await this.dataSource.transaction(async (manager) => {
      const reminders = manager.getRepository(CalendarReminder);
      // The unique key makes a second request (or two at once) the same reminder, set to the latest date.
      await reminders
        .createQueryBuilder()
        .insert()
        .into(CalendarReminder)
        .values({ ...key, ...due, tokenHash: null, createdAt: now, sentAt: null })
        .orIgnore()
        .execute();
      await reminders.update(key, due);
    });
    return { date: day, remindOn: addDays(day, -1) };
  }

  /**
   * Sends the reminders due at `now` (run by the job under its lock; tests call it with a moved clock). A
   * date the family removed or moved cancels its reminders; one whose day has already begun (the job was
   * down) is not sent late.
   */
  async sendDue(now = this.clock.now()): Promise<SendDueResult> {
    const result: SendDueResult = { sent: 0, cancelled: 0, missed: 0 };
    const due = await this.dataSource.getRepository(CalendarReminder).find({
      where: { status: 'active', remindAt: LessThanOrEqual(now) },
      order: { remindAt: 'ASC', id: 'ASC' },
      take: BATCH,
    });
    const calendars = new Map<number, PageCalendar | null>();
    for (const reminder of due) {
      if (!calendars.has(reminder.deceasedId))
        calendars.set(reminder.deceasedId, await this.readableCalendar(reminder.deceasedId));
      const calendar = calendars.get(reminder.deceasedId) ?? null;
      const event = calendar?.events.find((candidate) => candidate.id === reminder.eventKey);
      if (!calendar || !event || !isOccurrence(event, reminder.eventDay)) {
        await this.close(reminder, 'cancelled');
        result.cancelled += 1;
      } else if (now.getTime() >= romeMidnight(reminder.eventDay).getTime()) {
        await this.advance(reminder, event, null, now);
        result.missed += 1;
      } else {
        await this.send(reminder, event, calendar, now);
        result.sent += 1;
      }
    }
    return result;
  }

  /** The one-click unsubscribe (POST from /ricordamelo/annulla): idempotent while the link is the latest. */
  async unsubscribe(rawToken: unknown): Promise<{ deceasedId: number }> {
    if (typeof rawToken !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(rawToken))
      throw CalendarErrors.linkInvalid();
    const reminders = this.dataSource.getRepository(CalendarReminder);
    const reminder = await reminders.findOneBy({ tokenHash: sha256Hex(rawToken) });
    if (!reminder) throw CalendarErrors.linkInvalid();
    if (reminder.status !== 'unsubscribed')
      await reminders.update({ id: reminder.id }, { status: 'unsubscribed' });
    return { deceasedId: reminder.deceasedId };
  }

  private async readableCalendar(deceasedId: number): Promise<PageCalendar | null> {
    try {
      // As an anonymous visitor reads it: a page no longer public no longer sends reminders.
      return await this.calendar.pageCalendar(String(deceasedId), null);
    } catch (error) {
      this.logger.warn(`Reminders of deceased ${deceasedId} cancelled: ${String(error)}`);
      return null;
    }
  }

  private async send(reminder: CalendarReminder, event: CalendarEvent, calendar: PageCalendar, now: Date) {
    const token = randomToken();
    await this.dataSource.transaction(async (manager) => {
      await this.outbox.enqueue(manager, {
        channel: reminder.channel,
        to: reminder.recipient,
        template: 'calendar-reminder',
        // One message per reminder and day, however many times the job runs.
        dedupeKey: `calendar-reminder:${reminder.id}:${reminder.eventDay}`,
        data: {
          deceasedName: `${calendar.page.name} ${calendar.page.surname}`.trim(),
          title: event.title,
          day: calendarDate(reminder.eventDay),
          when: atTime(event.time),
          place: event.place ?? '',
          link: publicLink(this.config.publicUrl, `/memorial?${calendar.page.ID}`),
          unsubscribeLink: publicLink(this.config.publicUrl, '/ricordamelo/annulla', { token }),
        },
      });
      await this.advance(reminder, event, sha256Hex(token), now, manager);
    });
  }

  /** After the day: an anniversary waits for next year's; any other date is done. */
  private async advance(
    reminder: CalendarReminder,
    event: CalendarEvent,
    tokenHash: string | null,
    now: Date,
    manager = this.dataSource.manager,
  ): Promise<void> {
    const next = occurrenceAfter(event, reminder.eventDay);
    const sent = tokenHash ? { tokenHash, sentAt: now } : {};
    await manager
      .getRepository(CalendarReminder)
      .update(
        { id: reminder.id },
        next
          ? { ...sent, eventDay: next, remindAt: reminderInstant(next) }
          : { ...sent, status: tokenHash ? 'sent' : 'cancelled' },
      );
  }

  private async close(reminder: CalendarReminder, status: 'cancelled'): Promise<void> {
    await this.dataSource.getRepository(CalendarReminder).update({ id: reminder.id }, { status });
  }
}

/** The request's fields, checked: 400 with each bad field's message. */
function readRequest(input: ReminderInput): {
  channel: ReminderChannel;
  recipient: string;
  eventId: string;
  day: string;
} {
  const fields: Record<string, string> = {};
  const channel = input.channel === 'email' || input.channel === 'wa' ? input.channel : null;
  if (!channel) fields.channel = input.channel ? CommonMessages.invalid : CommonMessages.required;
  const contact = typeof input.contact === 'string' ? input.contact.trim() : '';
  const recipient = !contact
    ? null
    : channel === 'wa'
      ? normalizeTelephone(contact)
      : normalizeEmail(contact);
  if (!contact) fields.contact = CommonMessages.required;
  else if (!recipient) fields.contact = CommonMessages.invalid;
  const eventId =
    typeof input.eventId === 'string' && /^[a-z0-9-]{1,32}$/.test(input.eventId) ? input.eventId : null;
  if (!eventId) fields.eventId = input.eventId ? CommonMessages.invalid : CommonMessages.required;
  const day = parseDay(input.date);
  if (!day) fields.date = input.date ? CommonMessages.invalid : CommonMessages.required;
  if (Object.keys(fields).length > 0) throw CommonErrors.validation(fields);
  return { channel: channel!, recipient: recipient!, eventId: eventId!, day: day! };
}
