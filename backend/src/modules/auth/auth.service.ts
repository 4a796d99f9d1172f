import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { AccountsService } from '../accounts/accounts.service';
import type { UserDataDto } from '../accounts/dto/user-data.dto';
import type { User } from '../accounts/user.entity';
import type { ExpiringMemorialDto } from '../memorials/dto/expiring-memorial.dto';
import { MemorialsService } from '../memorials/memorials.service';
import { AUTOLOGIN_TOKEN_TTL_MS } from './auth.constants';
import { AuthErrors } from './auth.errors';
import { LoginThrottleService } from './login-throttle.service';
import { OneShotTokensService } from './one-shot-tokens.service';
import type { Session } from './session.entity';
import { SessionsService } from './sessions.service';

/** argon2id with the library's defaults (64 MiB, t=3, p=4), DESIGN "Security". */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export interface SignedIn {
  token: string;
  session: Session;
  userdata: UserDataDto;
  expiringMemorials: ExpiringMemorialDto[];
}

/** Login, autologin and logout (spec public §3, §6, §8; DESIGN "Security"). */
@Injectable()
export class AuthService {
  /** Verified against when the account does not exist, so unknown users cost the same time. */
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly oneShotTokens: OneShotTokensService,
    private readonly memorials: MemorialsService,
  ) {}

  async login(identifier: string | undefined, password: string | undefined, ip: string): Promise<SignedIn> {
    if (!identifier?.trim() || !password) throw AuthErrors.missingFields();
    const accountKey = identifier.trim().toLowerCase();
    // Refused while throttled even with the right password, so guessing gains nothing.
    if (await this.throttle.isBlocked(accountKey, ip)) throw AuthErrors.tooManyAttempts();

    const user = await this.accounts.findByLogin(accountKey);
    const valid = await this.verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !valid) {
      await this.throttle.recordFailure(accountKey, ip);
      throw AuthErrors.wrongCredentials();
    }
    await this.throttle.clearAccount(accountKey);
    return this.signIn(user);
  }

  async autologin(token: string): Promise<SignedIn> {
    const userId = await this.oneShotTokens.consume(token, 'autologin');
    const user = userId === null ? null : await this.accounts.findById(userId);
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

  private async signIn(user: User): Promise<SignedIn> {
    // Throws NO_PERMISSIONS before any session exists for a broken account (spec public §4).
    const userdata = await this.accounts.getUserData(user);
    const { token, session } = await this.sessions.create(user);
    const expiringMemorials = await this.memorials.findExpiringForOwner(user.id);
    return { token, session, userdata, expiringMemorials };
  }

  private async verifyPassword(hash: string | null, password: string): Promise<boolean> {
    this.dummyHash ??= hashPassword('ricordo-timing-equaliser');
    try {
      const ok = await argon2.verify(hash ?? (await this.dummyHash), password);
      return hash !== null && ok;
    } catch {
      return false;
    }
  }
}
