import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { InvitationAcceptedDataDto, InvitationLookDataDto, InvitationTokenDto } from './dto/page-members.dto';
import { PageInvitationsService } from './page-invitations.service';
import { PageMemberMessages } from './page-members.errors';

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];

/**
 * The invitation link `/invito-pagina?token=…`: what it holds (anyone with the link), its acceptance (signed
 * in), and 'Chiedi un nuovo invito' when it expired or was used. The token travels in the body, never in a URL
 * the server logs.
 */
@ApiTags('page-members')
@Controller('api/page-invitations')
export class PageInvitationsController {
  constructor(private readonly invitations: PageInvitationsService) {}

  @Post('look')
  @HttpCode(200)
  @ApiOperation({ operationId: 'lookPageInvitation', summary: 'What an invitation link holds and its state' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(InvitationLookDataDto)
  @ApiFailures(400, 404)
  async look(@Body() body: InvitationTokenDto) {
    return ok(await this.invitations.look(body.token));
  }

  @Post('accept')
  @HttpCode(200)
  @Roles()
  @ApiOperation({
    operationId: 'acceptPageInvitation',
    summary: 'The signed-in person accepts an invitation',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(InvitationAcceptedDataDto)
  @ApiFailures(400, 401, 404, 409, 410)
  async accept(@Body() body: InvitationTokenDto, @Req() req: AuthenticatedRequest) {
    const accepted = await this.invitations.accept(signedInUser(req), body.token);
    return ok(accepted, {
      message: accepted.role === 'guest' ? PageMemberMessages.acceptedGuest : PageMemberMessages.accepted,
    });
  }

  @Post('ask-again')
  @HttpCode(200)
  @ApiOperation({ operationId: 'askPageInvitationAgain', summary: 'Ask the owner for a new invitation' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null)
  @ApiFailures(400, 404, 409)
  async askAgain(@Body() body: InvitationTokenDto) {
    await this.invitations.askAgain(body.token);
    return ok(null, { message: PageMemberMessages.askedAgain });
  }
}
