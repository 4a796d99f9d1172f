import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { PageMembersModule } from '../page-members/page-members.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { CalendarDate } from './calendar-date.entity';
import { CalendarReminder } from './calendar-reminder.entity';
import { CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { DevRemindersController } from './dev-reminders.controller';
import { FamilyDatesController } from './family-dates.controller';
import { RemindersScheduler } from './reminders.scheduler';
import { RemindersService } from './reminders.service';

/**
 * The mourning calendar (docs/contracts.md "Mourning calendar"): a page's dates, the next one, the .ics feed,
 * the family's own dates and the visitors' reminders with their job.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([CalendarDate, CalendarReminder]),
    AuthCoreModule,
    AuditModule,
    DeceasedModule,
    NotificationsModule,
    PageMembersModule,
    SchedulerModule,
  ],
  controllers: [CalendarController, FamilyDatesController, DevRemindersController],
  providers: [CalendarService, RemindersService, RemindersScheduler],
})
export class CalendarModule {}
