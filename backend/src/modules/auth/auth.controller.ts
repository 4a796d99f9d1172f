import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { SessionDto } from '../accounts/dto/user-data.dto';
import { ActingService } from './acting/acting.service';
import { AuthContextService } from './auth-context.service';
import { AuthService, type SignedIn } from './auth.service';
import { csrfTokenFor } from './crypto-tokens';
import { AutologinDto } from './dto/autologin.dto';
import { LoginDataDto, LogoutDataDto, SecurityTokenDataDto } from './dto/auth-responses.dto';
import { LoginDto } from './dto/login.dto';
import { LocalLoginGuard, type LoginRequest } from './local-login.guard';
import type { AuthenticatedRequest } from './request-auth';

/** docs/contracts.md "Auth" and "CSRF" (spec public §7: securitytoken, login, autologin, logout). */
@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly context: AuthContextService,
    private readonly acting: ActingService,
  ) {}

  @Get('securitytoken')
  @ApiOperation({ operationId: 'securityToken', summary: 'CSRF token for the next state-changing call' })
  @ApiEnvelope(SecurityTokenDataDto)
  securityToken(@Req() req: AuthenticatedRequest, @Res({ passthrough: true }) res: Response) {
    const secret = this.context.csrfSecret(req, res, true) as string;
    return ok({ _csrf: csrfTokenFor(secret) });
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'login',
    summary: 'Sign in with username or e-mail (JSON or form-urlencoded)',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(LoginDataDto, { session: SessionDto, sessionRequired: true })
  @ApiFailures(400, 401, 403, 429)
  @UseGuards(LocalLoginGuard)
  async login(
    // Validated (and documented) as LoginDto; the local strategy has checked it already.
    @Body() _body: LoginDto,
    @Req() req: LoginRequest,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { user, renewal } = req.checkedLogin as NonNullable<LoginRequest['checkedLogin']>;
    const signedIn = await this.auth.signIn(user);
    return this.answerSignedIn(
      req,
      res,
      signedIn,
      renewal ? { renewal_success: true, renewal_deceasedID: renewal.deceasedId } : {},
    );
  }

  @Post('autologin')
  @HttpCode(200)
  @ApiOperation({ operationId: 'autologin', summary: 'Sign in with a one-shot token' })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(LoginDataDto, { session: SessionDto, sessionRequired: true })
  @ApiFailures(400, 401, 403)
  async autologin(
    @Body() body: AutologinDto,
    @Req() req: AuthenticatedRequest,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.answerSignedIn(req, res, await this.auth.autologin(body.token));
  }

  @Get('session')
  @ApiOperation({ operationId: 'session', summary: 'The signed-in user, or session null' })
  @ApiEnvelope(null, { session: SessionDto })
  async session(@Req() req: AuthenticatedRequest) {
    const auth = await this.context.load(req);
    if (!auth.user) return ok(null);
    const userdata = await this.auth.userDataOf(auth.user);
    const acting = this.acting.actingOf(auth.session, auth.actor);
    return ok(null, { session: acting ? { userdata, acting } : { userdata } });
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ operationId: 'logout', summary: 'Sign out' })
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(LogoutDataDto)
  @ApiFailures(403)
  logoutPost(@Req() req: AuthenticatedRequest, @Res({ passthrough: true }) res: Response) {
    return this.logout(req, res);
  }

  private async logout(req: AuthenticatedRequest, res: Response) {
    const auth = await this.context.load(req);
    // Signing out while acting for a user ends that too, in the audit log as well.
    if (auth.session?.actingUserId && auth.actor && auth.user)
      await this.acting.end(auth.session, auth.actor, auth.user);
    await this.auth.logout(auth.session);
    this.context.endSession(res);
    return ok({ response: 'success' as const });
  }

  private async answerSignedIn(
    req: AuthenticatedRequest,
    res: Response,
    signedIn: SignedIn,
    extra: Omit<LoginDataDto, 'expiring_memorial'> = {},
  ) {
    // A previous session of this browser ends: the new id is the only one that works (DESIGN "Security").
    // One acting for a user ends with it, in the audit log too.
    const previous = await this.context.load(req);
    if (previous.session?.actingUserId && previous.actor && previous.user)
      await this.acting.end(previous.session, previous.actor, previous.user);
    await this.auth.logout(previous.session);
    this.context.startSession(res, signedIn.token, signedIn.session);
    return ok(
      { expiring_memorial: signedIn.expiringMemorials, ...extra },
      { session: { userdata: signedIn.userdata } },
    );
  }
}
