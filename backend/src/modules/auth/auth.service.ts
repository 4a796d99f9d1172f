import { Injectable } from '@nestjs/common';
import { AccountsService } from '../accounts/accounts.service';
import type { UserDataDto } from '../accounts/dto/user-data.dto';
import type { User } from '../accounts/user.entity';
import type { ExpiringMemorialDto } from '../memorials/dto/expiring-memorial.dto';
import { MemorialsService } from '../memorials/memorials.service';
import { AUTOLOGIN_TOKEN_TTL_MS } from './auth.constants';
import { AuthErrors } from './auth.errors';
import { LoginThrottleService } from './login-throttle.service';
import type { TrustedDevice } from './trusted-device.entity';
import { TrustedDevicesService, type IssuedDevice } from './trusted-devices.service';
import { OneShotTokensService } from './one-shot-tokens.service';
import type { Session } from './session.entity';
import { SessionsService } from './sessions.service';
import { verifyPassword } from './passwords';

export { hashPassword } from './passwords';

export interface SignedIn {
  token: string;
  session: Session;
  userdata: UserDataDto;
  expiringMemorials: ExpiringMemorialDto[];
}

/** A login from /login-renewal: the renewal link checked, and the deceased whose memorial is renewed. */
export interface Renewal {
  deceasedId: number | null;
}

/** What the local strategy found: the account, and the renewal when the login came with a renewal link. */
export interface CheckedLogin {
  user: User;
  renewal: Renewal | null;
  /** This browser's new device cookie (TrustedDevicesService). */
  device: IssuedDevice;
}

/** Login, autologin and logout (spec public §3, §6, §8; DESIGN "Security"). */
@Injectable()
export class AuthService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly devices: TrustedDevicesService,
    private readonly oneShotTokens: OneShotTokensService,
    private readonly memorials: MemorialsService,
  ) {}

  /**
   * The local strategy's check (POST login): the credentials under the login throttle, then, for a login
   * from /login-renewal (spec public §2, §7 `renewal_token`), the renewal link of the memorial reminder,
   * which must be this user's and still unused. A bad link signs nobody in: 401 'Token non valido' (spec
   * public §8), and the front end goes home.
   */
  async checkLogin(
    identifier: string | undefined,
    password: string | undefined,
    renewalToken: string | undefined,
    ip: string,
    deviceToken: string | null = null,
  ): Promise<CheckedLogin> {
    const { user, device } = await this.checkCredentials(identifier, password, ip, deviceToken);
    let renewal: Renewal | null = null;
    if (renewalToken) {
      const valid = await this.oneShotTokens.peek(renewalToken, 'login-renewal');
      if (!valid || valid.userId !== user.id) throw AuthErrors.invalidToken();
      if (!(await this.oneShotTokens.consume(renewalToken, 'login-renewal'))) throw AuthErrors.invalidToken();
      const deceasedId = valid.payload?.deceasedId;
      renewal = { deceasedId: typeof deceasedId === 'number' ? deceasedId : null };
    }
    return { user, renewal, device: await this.devices.issue(user.id, device) };
  }

  /**
   * Username or e-mail and password under the login throttle (DESIGN "Security"). From a browser that
   * signed in to this account before (its device cookie), only that browser's own wrong attempts count, so
   * a stranger filling the account's or the address's quota does not keep the owner out (OWASP device
   * cookies); from any other browser the account and the address are throttled as before.
   */
  private async checkCredentials(
    identifier: string | undefined,
    password: string | undefined,
    ip: string,
    deviceToken: string | null,
  ): Promise<{ user: User; device: TrustedDevice | null }> {
    if (!identifier?.trim() || !password) throw AuthErrors.missingFields();
    const accountKey = identifier.trim().toLowerCase();
    const user = await this.accounts.findByLogin(accountKey);
    const device = user ? await this.devices.find(deviceToken, user.id) : null;
    // Refused while throttled even with the right password, so guessing gains nothing.
    const throttled = device ? this.devices.isLocked(device) : await this.throttle.isBlocked(accountKey, ip);
    if (throttled) throw AuthErrors.tooManyAttempts();

    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !valid) {
      if (device) await this.devices.recordFailure(device);
      else await this.throttle.recordFailure(accountKey, ip);
      throw AuthErrors.wrongCredentials();
    }
    await this.throttle.clearAccount(accountKey);
    return { user, device };
  }

  async autologin(token: string): Promise<SignedIn> {
    const valid = await this.oneShotTokens.consume(token, 'autologin');
    const user = valid === null ? null : await this.accounts.findById(valid.userId);
    if (!user) throw AuthErrors.invalidToken();
    return this.signIn(user);
  }

  /** Issues the token that /autologin exchanges for a session (used by the mobile wrapper hand-over). */
  issueAutologinToken(userId: number): Promise<string> {
    return this.oneShotTokens.issue(userId, 'autologin', AUTOLOGIN_TOKEN_TTL_MS);
  }

  async logout(session: Session | null): Promise<void> {
    if (session) await this.sessions.revoke(session.id);
  }

  async userDataOf(user: User): Promise<UserDataDto> {
    return this.accounts.getUserData(user);
  }

  /** A new session for a checked account, with what the login answer carries. */
  async signIn(user: User): Promise<SignedIn> {
    // Throws NO_PERMISSIONS before any session exists for a broken account (spec public §4).
    const userdata = await this.accounts.getUserData(user);
    const { token, session } = await this.sessions.create(user);
    const expiringMemorials = await this.memorials.findExpiringForOwner(user.id);
    return { token, session, userdata, expiringMemorials };
  }
}
