import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { AuditModule } from '../audit/audit.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { DeceasedModule } from '../deceased/deceased.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { ManagerActivityService } from './manager-activity.service';
import { PageInvitation } from './page-invitation.entity';
import { PageInvitationsController } from './page-invitations.controller';
import { PageInvitationsService } from './page-invitations.service';
import { PageMember } from './page-member.entity';
import { PageMembersController } from './page-members.controller';
import { PageMembersService } from './page-members.service';

/**
 * A page's members (docs/contracts.md "Page managers and guests"): the rows, the service every module asks
 * "who is this person on this page", the owner's invitations and 'Attività dei gestori'. It reads the owner
 * through DeceasedService and registers itself in the deceased module's PageRoles (which cannot import it).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([PageMember, PageInvitation]),
    AccountsModule,
    AuditModule,
    AuthCoreModule,
    DeceasedModule,
    NotificationsModule,
    SchedulerModule,
  ],
  controllers: [PageMembersController, PageInvitationsController],
  providers: [PageMembersService, PageInvitationsService, ManagerActivityService],
  exports: [PageMembersService],
})
export class PageMembersModule {}
