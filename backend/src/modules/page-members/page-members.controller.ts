import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import {
  InheritedManagersDto,
  InvitePageMemberDto,
  ManagedPagesDataDto,
  ManagerActivityDataDto,
  PageInvitationDataDto,
  PageMembersDataDto,
} from './dto/page-members.dto';
import { ManagerActivityService } from './manager-activity.service';
import { PageInvitationsService } from './page-invitations.service';
import { PageMemberMessages } from './page-members.errors';

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];

/** 'Gestori' of the client panel: the owner's managers and invitations of a page, and the pages one manages. */
@ApiTags('page-members')
@Controller('api/account/pages')
export class PageMembersController {
  constructor(
    private readonly invitations: PageInvitationsService,
    private readonly activity: ManagerActivityService,
  ) {}

  @Get('managed')
  @Roles()
  @ApiOperation({ operationId: 'managedPages', summary: 'The pages the signed-in person manages (not owns)' })
  @ApiEnvelope(ManagedPagesDataDto)
  @ApiFailures(401)
  async managed(@Req() req: AuthenticatedRequest) {
    return ok({ pages: await this.invitations.managedPages(signedInUser(req)) });
  }

  @Get(':id/members')
  @Roles()
  @ApiOperation({ operationId: 'pageMembers', summary: "A page's managers and invitations (its owner)" })
  @ApiEnvelope(PageMembersDataDto)
  @ApiFailures(401, 403, 404)
  async members(@Param('id') id: string, @Req() req: AuthenticatedRequest) {
    return ok(await this.invitations.overview(signedInUser(req), id));
  }

  @Post(':id/invitations')
  @HttpCode(200)
  @Roles()
  @ApiOperation({
    operationId: 'invitePageMember',
    summary: 'Invite someone by e-mail or WhatsApp (its owner)',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(PageInvitationDataDto)
  @ApiFailures(400, 401, 403, 404)
  async invite(@Param('id') id: string, @Body() body: InvitePageMemberDto, @Req() req: AuthenticatedRequest) {
    const invitation = await this.invitations.invite(signedInUser(req), id, body);
    return ok({ invitation }, { message: PageMemberMessages.invited });
  }

  @Delete(':id/invitations/:invitationId')
  @Roles()
  @ApiOperation({ operationId: 'revokePageInvitation', summary: 'Withdraw an invitation not yet accepted' })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null)
  @ApiFailures(401, 403, 404)
  async revoke(
    @Param('id') id: string,
    @Param('invitationId') invitationId: string,
    @Req() req: AuthenticatedRequest,
  ) {
    await this.invitations.revoke(signedInUser(req), id, invitationId);
    return ok(null, { message: PageMemberMessages.revoked });
  }

  @Delete(':id/members/:userId')
  @Roles()
  @ApiOperation({ operationId: 'removePageMember', summary: 'Remove a manager or guest (the owner only)' })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null)
  @ApiFailures(401, 403, 404)
  async remove(@Param('id') id: string, @Param('userId') userId: string, @Req() req: AuthenticatedRequest) {
    await this.invitations.removeMember(signedInUser(req), id, userId);
    return ok(null, { message: PageMemberMessages.removed });
  }

  @Post(':id/inherited-managers')
  @HttpCode(200)
  @Roles()
  @ApiOperation({
    operationId: 'resolveInheritedManagers',
    summary: 'A new owner keeps or clears the managers of the former owner',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null)
  @ApiFailures(400, 401, 403, 404)
  async inherited(
    @Param('id') id: string,
    @Body() body: InheritedManagersDto,
    @Req() req: AuthenticatedRequest,
  ) {
    await this.invitations.resolveInherited(signedInUser(req), id, body.choice);
    return ok(null, {
      message: body.choice === 'clear' ? PageMemberMessages.cleared : PageMemberMessages.kept,
    });
  }

  @Get(':id/manager-activity')
  @Roles()
  @ApiOperation({ operationId: 'managerActivity', summary: "'Attività dei gestori' of a page (its owner)" })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiEnvelope(ManagerActivityDataDto)
  @ApiFailures(401, 403, 404)
  async managerActivity(
    @Param('id') id: string,
    @Query('page') page: string | undefined,
    @Req() req: AuthenticatedRequest,
  ) {
    return ok(await this.activity.list(signedInUser(req), id, page));
  }
}
