import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeceasedModule } from '../deceased/deceased.module';
import { PageInvitation } from './page-invitation.entity';
import { PageMember } from './page-member.entity';
import { PageMembersService } from './page-members.service';

/**
 * A page's members (docs/contracts.md "Page managers and guests"): the rows and the service every module
 * asks "who is this person on this page". It reads the owner through DeceasedService and registers itself in
 * the deceased module's PageRoles (which cannot import it back).
 */
@Module({
  imports: [TypeOrmModule.forFeature([PageMember, PageInvitation]), DeceasedModule],
  providers: [PageMembersService],
  exports: [PageMembersService],
})
export class PageMembersModule {}
