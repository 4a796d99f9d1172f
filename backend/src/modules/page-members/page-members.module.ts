import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PageInvitation } from './page-invitation.entity';
import { PageMember } from './page-member.entity';
import { PageMembersService } from './page-members.service';

/**
 * A page's members (docs/contracts.md "Page managers and guests"): the rows and the service every module
 * asks "who is this person on this page". It depends on no domain module, so the deceased, calendar and
 * dedications modules can import it; the invitations (with their messages and routes) live in
 * PageInvitationsModule.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PageMember, PageInvitation])],
  providers: [PageMembersService],
  exports: [PageMembersService],
})
export class PageMembersModule {}
