import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { CommonErrors, CommonMessages } from '../../common/app-error';
import { parseId } from '../../common/ids';
import { addDays, parseDay, romeDay } from '../../common/rome-time';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { User } from '../accounts/user.entity';
import { AuthErrors } from '../auth/auth.errors';
import { DeceasedErrors } from '../deceased/deceased.errors';
import { DeceasedService } from '../deceased/deceased.service';
import type { DeceasedDataDto } from '../deceased/dto/deceased-data.dto';
import { mayManagePage } from '../deceased/page-access';
import { publicLink } from '../notifications/templates';
import { AuditService } from '../audit/audit.service';
import { recordManagerAction, type ManagerAction } from '../page-members/manager-activity';
import { PageMembersService, type PageRole } from '../page-members/page-members.service';
import { Clock } from '../scheduler/clock';
import { CalendarDate } from './calendar-date.entity';
import { calendarEvents, nextEvent, nextOccurrence, type CalendarEvent } from './calendar-events';
import { CalendarErrors } from './calendar.errors';
import type { CalendarDataDto, CalendarEventDto, FamilyDateDto } from './dto/calendar.dto';
import { icalFeed } from './ical-feed';

/** The family's own dates a page may hold. */
export const MAX_FAMILY_DATES = 30;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A page's calendar as computed now: the page's public data and its dates. */
export interface PageCalendar {
  page: DeceasedDataDto;
  events: CalendarEvent[];
}

/** The owner's form of one of the family's dates; the service reads and checks each field. */
export interface FamilyDateInput {
  title?: unknown;
  date?: unknown;
  time?: unknown;
  place?: unknown;
  yearly?: unknown;
}

const fullName = (page: Pick<DeceasedDataDto, 'name' | 'surname'>) => `${page.name} ${page.surname}`.trim();

/**
 * The mourning calendar of a page: the funeral, the trigesimo, the anniversaries of death and birth and the
 * family's own dates; the next of them ('Prossima ricorrenza') in Europe/Rome; the .ics feed; the family's
 * dates kept by the page's owner.
 */
@Injectable()
export class CalendarService {
  constructor(
    @InjectRepository(CalendarDate) private readonly dates: Repository<CalendarDate>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly deceased: DeceasedService,
    private readonly clock: Clock,
    private readonly members: PageMembersService,
    private readonly audit: AuditService,
  ) {}

  /**
   * The calendar of a published page as `viewer` may read it (the page's cached public data, one query for
   * the family's dates). Unknown or unpublished: the memorial page's 404.
   */
  async pageCalendar(rawId: string, viewer: User | null): Promise<PageCalendar> {
    const page = await this.deceased.getDeceasedDataCached(rawId);
    // Who may read it is checked before: the routes are @ReadsPage() (docs/contracts.md "Page privacy").
    void viewer;
    const family = await this.dates.find({
      where: { deceasedId: page.ID },
      order: { day: 'ASC', id: 'ASC' },
    });
    const events = calendarEvents({
      dateOfBirth: page.dateOfBirth,
      dateOfDeath: page.dateOfDeath,
      funeralDate: page.notice?.funeralDate ?? null,
      funeralPlace: page.notice?.funeralPlaces[0] ?? null,
      family: family.map((own) => ({ ...own, yearly: own.yearly === 1 })),
    });
    return { page, events };
  }

  /** GET /api/deceased/:id/calendar: every date with its next day, and the next of all. */
  async calendarData(rawId: string, viewer: User | null): Promise<CalendarDataDto> {
    const { page, events } = await this.pageCalendar(rawId, viewer);
    const today = romeDay(this.clock.now());
    const next = nextEvent(events, today);
    // On the day itself a reminder the day before is no longer possible: visitors are offered the one after.
    const following = nextEvent(events, addDays(today, 1));
    return {
      ID: page.ID,
      today,
      events: events.map((event) => eventDto(event, nextOccurrence(event, today))),
      next: next ? eventDto(next.event, next.date) : null,
      following: following ? eventDto(following.event, following.date) : null,
      ics: `/api/deceased/${page.ID}/calendar.ics`,
    };
  }

  /** GET /api/deceased/:id/calendar.ics: the feed (RFC 5545). */
  async feed(rawId: string, viewer: User | null): Promise<{ id: number; body: string }> {
    const { page, events } = await this.pageCalendar(rawId, viewer);
    const pageUrl = publicLink(this.config.publicUrl, `/memorial?${page.ID}`);
    const body = icalFeed({
      deceasedId: page.ID,
      deceasedName: fullName(page),
      pageUrl,
      uidHost: new URL(this.config.publicUrl).hostname,
      now: this.clock.now(),
      events,
    });
    return { id: page.ID, body };
  }

  /** The family's dates of a page its `user` manages, in calendar order. */
  async familyDates(rawId: string, user: User): Promise<FamilyDateDto[]> {
    const { id } = await this.managedPage(rawId, user);
    const rows = await this.dates.find({ where: { deceasedId: id }, order: { day: 'ASC', id: 'ASC' } });
    return rows.map(familyDateDto);
  }

  async addFamilyDate(rawId: string, user: User, input: FamilyDateInput): Promise<FamilyDateDto> {
    const { id, role } = await this.managedPage(rawId, user);
    const fields = readFamilyDate(input);
    if ((await this.dates.count({ where: { deceasedId: id } })) >= MAX_FAMILY_DATES)
      throw CalendarErrors.datesFull();
    const saved = await this.dates.manager.transaction(async (manager) => {
      const row = await manager.save(
        manager.create(CalendarDate, { ...fields, deceasedId: id, createdAt: this.clock.now() }),
      );
      await this.recordManager(manager, user, role, id, 'pageManager.dateAdd', row);
      return row;
    });
    return familyDateDto(saved);
  }

  async updateFamilyDate(
    rawId: string,
    rawDateId: string,
    user: User,
    input: FamilyDateInput,
  ): Promise<FamilyDateDto> {
    const { row, role } = await this.ownDate(rawId, rawDateId, user);
    Object.assign(row, readFamilyDate(input));
    const saved = await this.dates.manager.transaction(async (manager) => {
      const kept = await manager.save(row);
      await this.recordManager(manager, user, role, row.deceasedId, 'pageManager.dateEdit', kept);
      return kept;
    });
    return familyDateDto(saved);
  }

  async deleteFamilyDate(rawId: string, rawDateId: string, user: User): Promise<void> {
    const { row, role } = await this.ownDate(rawId, rawDateId, user);
    await this.dates.manager.transaction(async (manager) => {
      await manager.delete(CalendarDate, { id: row.id });
      await this.recordManager(manager, user, role, row.deceasedId, 'pageManager.dateDelete', row);
    });
  }

  private async ownDate(
    rawId: string,
    rawDateId: string,
    user: User,
  ): Promise<{ row: CalendarDate; role: PageRole | null }> {
    const { id, role } = await this.managedPage(rawId, user);
    const row = await this.dates.findOneBy({ id: parseId(rawDateId), deceasedId: id });
    if (!row) throw CalendarErrors.dateNotFound();
    return { row, role };
  }

  /**
   * The page's id when `user` may keep its calendar (mayManagePage: its owner, a manager, an admin), with
   * the user's role there; 404 unknown, 403 someone else's.
   */
  private async managedPage(rawId: string, user: User): Promise<{ id: number; role: PageRole | null }> {
    const person = await this.deceased.findById(parseId(rawId));
    if (!person) throw DeceasedErrors.panelNotFound();
    const role = await this.members.roleOn(person.id, user.id);
    if (!mayManagePage(user, person, role)) throw AuthErrors.accessDenied();
    return { id: person.id, role };
  }

  /** A manager's change of the family's dates, for the owner's 'Attività dei gestori'. */
  private recordManager(
    manager: EntityManager,
    user: User,
    role: PageRole | null,
    deceasedId: number,
    action: ManagerAction,
    row: CalendarDate,
  ): Promise<void> {
    return recordManagerAction(this.audit, manager, {
      actor: user,
      role,
      deceasedId,
      action,
      values: { title: row.title, day: row.day },
    });
  }
}

function eventDto(event: CalendarEvent, next: string | null): CalendarEventDto {
  const { id, kind, title, date, time, place, yearly } = event;
  return { id, kind, title, date, time, place, yearly, next };
}

function familyDateDto(row: CalendarDate): FamilyDateDto {
  return {
    ID: row.id,
    title: row.title,
    date: row.day,
    time: row.time,
    place: row.place,
    yearly: row.yearly === 1,
  };
}

const text = (raw: unknown): string | null => (typeof raw === 'string' && raw.trim() ? raw.trim() : null);

/** The checked fields of the owner's form; 400 with each bad field's message. */
function readFamilyDate(
  input: FamilyDateInput,
): Pick<CalendarDate, 'title' | 'day' | 'time' | 'place' | 'yearly'> {
  const fields: Record<string, string> = {};
  const title = text(input.title);
  if (!title) fields.title = CommonMessages.required;
  else if (title.length > 120) fields.title = CommonMessages.invalid;
  const day = text(input.date) === null ? null : parseDay(input.date);
  if (text(input.date) === null) fields.date = CommonMessages.required;
  else if (!day) fields.date = CommonMessages.invalid;
  const time = text(input.time);
  if (time !== null && !TIME.test(time)) fields.time = CommonMessages.invalid;
  const place = text(input.place);
  if (place !== null && place.length > 200) fields.place = CommonMessages.invalid;
  const yearly =
    input.yearly === undefined || input.yearly === null || input.yearly === '' ? false : yesNo(input.yearly);
  if (yearly === null) fields.yearly = CommonMessages.invalid;
  if (Object.keys(fields).length > 0) throw CommonErrors.validation(fields);
  return { title: title as string, day: day as string, time, place, yearly: yearly ? 1 : 0 };
}

function yesNo(raw: unknown): boolean | null {
  if (raw === true || raw === 1 || raw === '1' || raw === 'true') return true;
  if (raw === false || raw === 0 || raw === '0' || raw === 'false') return false;
  return null;
}
