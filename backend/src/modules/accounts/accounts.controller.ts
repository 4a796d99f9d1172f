import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { AuthErrors } from '../auth/auth.errors';
import type { AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { AccountSettingsService } from './account-settings.service';
import { AccountMessages } from './accounts.errors';
import {
  ContactDataDto,
  ExistsDataDto,
  MailExistDataDto,
  ModifyDataDto,
  RegisterDataDto,
  RegistrationDataDto,
  ResultDataDto,
  UsernameDataDto,
} from './dto/account-responses.dto';
import {
  ChangeContactPreferenceDto,
  ChangePasswordDto,
  ModifyAccountDto,
  NotificationPreferenceInputDto,
} from './dto/panel.dto';
import {
  CompleteResetDto,
  LinkTokenDto,
  RecoverDto,
  RecoverUserDataDto,
  RecoverVerifyDto,
} from './dto/recovery.dto';
import { RegisterDto, RegistrationDto } from './dto/registration.dto';
import { SessionDto } from './dto/user-data.dto';
import { RecoveryService } from './recovery.service';
import { RegistrationService } from './registration.service';

const FORMS = ['application/json', 'application/x-www-form-urlencoded'];

function ipOf(req: AuthenticatedRequest): string {
  return req.ip ?? 'unknown';
}

/** The signed-in user and session (the Roles guard has checked there is one). */
function signedIn(req: AuthenticatedRequest) {
  const { user, session } = req.auth ?? {};
  if (!user || !session) throw AuthErrors.notLoggedIn();
  return { user, session };
}

/**
 * docs/contracts.md "Accounts" (spec public §2, §5, §7; panels §2, §5, §7, §8): registration, recovery,
 * token pages and the client panel's account sections. Thin: the services hold the rules.
 */
@ApiTags('account')
@Controller('api/account')
export class AccountsController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly recovery: RecoveryService,
    private readonly settings: AccountSettingsService,
  ) {}

  // Registration (spec public §2 /registrazione, /registerComplete)

  @Get('userExist/:username')
  @ApiOperation({ operationId: 'userExist', summary: "Whether a username is taken ('success' = taken)" })
  @ApiEnvelope(ExistsDataDto)
  @ApiFailures(429)
  async userExist(@Param('username') username: string, @Req() req: AuthenticatedRequest) {
    const taken = await this.registration.usernameTaken(username, ipOf(req));
    return ok({ result: taken ? ('success' as const) : ('fail' as const) });
  }

  @Get('mailExist/:email')
  @ApiOperation({ operationId: 'mailExist', summary: "Whether an account has the e-mail ('success' = yes)" })
  @ApiEnvelope(MailExistDataDto)
  @ApiFailures(429)
  async mailExist(@Param('email') email: string, @Req() req: AuthenticatedRequest) {
    const { exists, isActive } = await this.registration.mailExists(email, ipOf(req));
    return ok({ result: exists ? ('success' as const) : ('fail' as const), isActive });
  }

  @Get('suggestUsername')
  @ApiOperation({ operationId: 'suggestUsername', summary: 'A free username derived from name and surname' })
  @ApiQuery({ name: 'name', required: false })
  @ApiQuery({ name: 'surname', required: false })
  @ApiEnvelope(UsernameDataDto)
  @ApiFailures(429)
  async suggestUsername(
    @Query('name') name: unknown,
    @Query('surname') surname: unknown,
    @Req() req: AuthenticatedRequest,
  ) {
    const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : '');
    return ok({ username: await this.registration.suggestUsername(text(name), text(surname), ipOf(req)) });
  }

  @Post('registration')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'registration',
    summary: 'Register: inactive account, link by the contact method',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(RegistrationDataDto)
  @ApiFailures(400, 403, 409, 429)
  async register(@Body() body: RegistrationDto, @Req() req: AuthenticatedRequest) {
    const sent = await this.registration.register(body, ipOf(req));
    return ok({ recipient: sent.to, channel: sent.channel }, { message: AccountMessages.registrationSent });
  }

  @Get('getUsername')
  @ApiOperation({ operationId: 'getUsername', summary: 'Username of a pending registration link' })
  @ApiQuery({ name: 'token', required: true })
  @ApiEnvelope(UsernameDataDto)
  @ApiFailures(410)
  async getUsername(@Query('token') token: unknown) {
    const username = await this.registration.usernameForLink(typeof token === 'string' ? token : undefined);
    return ok({ username });
  }

  @Post('register')
  @HttpCode(200)
  @ApiOperation({ operationId: 'register', summary: 'Choose the first password (one-shot link)' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(RegisterDataDto)
  @ApiFailures(400, 403, 410)
  async completeRegistration(@Body() body: RegisterDto) {
    const { username } = await this.registration.completeRegistration(body);
    return ok(
      { username, condolenceFlag: body.condolenceFlag ?? null },
      { message: AccountMessages.registrationComplete },
    );
  }

  // Recovery (spec public §2 /forgot-password, /reset-password, /recover-user)

  @Post('recover')
  @HttpCode(200)
  @ApiOperation({ operationId: 'recover', summary: 'Send a new-password link (same answer either way)' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null)
  @ApiFailures(400, 403, 429)
  async recover(@Body() body: RecoverDto, @Req() req: AuthenticatedRequest) {
    await this.recovery.recover(body.username, ipOf(req));
    return ok(null, { message: AccountMessages.recoverSent });
  }

  @Post('recoverVerify')
  @HttpCode(200)
  @ApiOperation({ operationId: 'recoverVerify', summary: 'Whether a reset link is still usable' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(ResultDataDto)
  @ApiFailures(403, 410)
  async recoverVerify(@Body() body: RecoverVerifyDto) {
    await this.recovery.checkResetLink(body.recoverToken);
    return ok({ result: 'success' as const });
  }

  @Post('completeReset')
  @HttpCode(200)
  @ApiOperation({ operationId: 'completeReset', summary: 'Set a new password with a reset link (one-shot)' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null)
  @ApiFailures(400, 403, 410)
  async completeReset(@Body() body: CompleteResetDto) {
    await this.recovery.completeReset(body);
    return ok(null, { message: AccountMessages.passwordReset });
  }

  @Post('recoverUserData')
  @HttpCode(200)
  @ApiOperation({ operationId: 'recoverUserData', summary: 'Send the username to an e-mail or phone' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null)
  @ApiFailures(400, 403, 429)
  async recoverUserData(@Body() body: RecoverUserDataDto, @Req() req: AuthenticatedRequest) {
    await this.recovery.sendUsername(body, ipOf(req));
    return ok(null, { message: AccountMessages.usernameSent });
  }

  // Token pages (spec public §2 /verifica-contatto, /unsubscribe)

  @Post('verifyToken')
  @HttpCode(200)
  @ApiOperation({ operationId: 'verifyToken', summary: 'Confirm a new e-mail or phone (one-shot link)' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(ResultDataDto, { session: SessionDto })
  @ApiFailures(403, 409, 410)
  async verifyToken(@Body() body: LinkTokenDto, @Req() req: AuthenticatedRequest) {
    const userId = await this.settings.verifyContact(body.token);
    // The browser signed in as that account sees its new contact at once.
    const session =
      req.auth?.user?.id === userId ? { userdata: await this.settings.freshUserData(userId) } : null;
    return ok({ result: 'success' as const }, { message: AccountMessages.contactVerified, session });
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({ operationId: 'unsubscribe', summary: 'Turn zone notifications off (one-shot link)' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(ResultDataDto)
  @ApiFailures(403, 410)
  async unsubscribe(@Body() body: LinkTokenDto) {
    await this.settings.unsubscribe(body.token);
    return ok({ result: 'success' as const }, { message: AccountMessages.unsubscribed });
  }

  // Client panel (spec panels §2 "Client panel"), signed in

  @Post('changePassword')
  @HttpCode(200)
  @Roles()
  @ApiOperation({ operationId: 'changePassword', summary: 'Change password; other sessions end' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null, { session: SessionDto, sessionRequired: true })
  @ApiFailures(400, 401, 403, 429)
  async changePassword(@Body() body: ChangePasswordDto, @Req() req: AuthenticatedRequest) {
    const { user, session } = signedIn(req);
    const userdata = await this.settings.changePassword(user, session, body, ipOf(req));
    return ok(null, { message: AccountMessages.passwordChanged, session: { userdata } });
  }

  @Post('changeContactPreference')
  @HttpCode(200)
  @Roles()
  @ApiOperation({ operationId: 'changeContactPreference', summary: 'Preferred contact method' })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null, { session: SessionDto, sessionRequired: true })
  @ApiFailures(400, 401, 403)
  async changeContactPreference(@Body() body: ChangeContactPreferenceDto, @Req() req: AuthenticatedRequest) {
    const userdata = await this.settings.changeContactPreference(
      signedIn(req).user,
      body['contact-preference'],
    );
    return ok(null, { message: AccountMessages.preferenceChanged, session: { userdata } });
  }

  @Post('modifyContactPreferece')
  @HttpCode(200)
  @Roles()
  @ApiOperation({
    operationId: 'modifyContactPreferece',
    summary: 'Notification preference (on/off, frequency, zones)',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null, { session: SessionDto, sessionRequired: true })
  @ApiFailures(400, 401, 403)
  async modifyContactPreferece(
    @Body() body: NotificationPreferenceInputDto,
    @Req() req: AuthenticatedRequest,
  ) {
    const userdata = await this.settings.changeNotificationPreference(signedIn(req).user, body);
    return ok(null, { message: AccountMessages.changesSaved, session: { userdata } });
  }

  @Post('modify')
  @HttpCode(200)
  @Roles()
  @ApiOperation({
    operationId: 'modifyAccount',
    summary: 'Account data; a new e-mail/phone is verified by link',
  })
  @ApiConsumes(...FORMS)
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(ModifyDataDto, { session: SessionDto, sessionRequired: true })
  @ApiFailures(400, 401, 403, 409)
  async modify(@Body() body: ModifyAccountDto, @Req() req: AuthenticatedRequest) {
    const { userdata, pending } = await this.settings.modify(
      signedIn(req).user,
      body,
      req.auth?.actor ?? null,
    );
    const message =
      pending.email || pending.telephone
        ? `${AccountMessages.accountModified}. ${AccountMessages.contactVerificationSent}`
        : AccountMessages.accountModified;
    return ok({ pending }, { message, session: { userdata } });
  }

  @Get('contactData/:userid')
  @Roles()
  @ApiOperation({ operationId: 'contactData', summary: "An account's data (own; admin: any)" })
  @ApiEnvelope(ContactDataDto)
  @ApiFailures(400, 401, 403, 404)
  async contactData(@Param('userid') userId: string, @Req() req: AuthenticatedRequest) {
    return ok({
      response: 'success' as const,
      data: await this.settings.contactData(signedIn(req).user, userId),
    });
  }
}
