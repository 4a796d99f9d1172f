import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LoginThrottleService } from '../auth/login-throttle.service';
import { OneShotTokensService } from '../auth/one-shot-tokens.service';
import { hashPassword } from '../auth/passwords';
import { RequestThrottleService } from '../auth/request-throttle.service';
import { SessionsService } from '../auth/sessions.service';
import { AccountLinksService, channelOf, timeSlot, type Channel } from './account-links.service';
import { ACCOUNT_THROTTLES } from './account-throttles';
import { FieldProblems, normalizeEmail, normalizeTelephone, passwordProblem, present } from './account-rules';
import { AccountErrors, AccountMessages } from './accounts.errors';
import { AccountsService } from './accounts.service';
import type { CompleteResetDto, RecoverUserDataDto } from './dto/recovery.dto';
import { User } from './user.entity';

/**
 * Password and username recovery (spec public §2 /forgot-password, /reset-password, /recupera-password,
 * /recover-user; §5). The answers never say whether an account exists: the same text either way.
 */
@Injectable()
export class RecoveryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly links: AccountLinksService,
    private readonly tokens: OneShotTokensService,
    private readonly sessions: SessionsService,
    private readonly throttle: RequestThrottleService,
    private readonly loginThrottle: LoginThrottleService,
  ) {}

  /**
   * POST recover: a new-password link by the account's preferred contact (spec public §2). Works for an
   * account that never finished registration too: choosing a password activates it.
   */
  async recover(rawIdentifier: string | undefined, ip: string): Promise<void> {
    const identifier = present(rawIdentifier)?.toLowerCase();
    if (!identifier) throw AccountErrors.fields({ username: AccountMessages.emptyField });
    await this.throttle.hit(ACCOUNT_THROTTLES.recovery, [`ip:${ip}`]);
    await this.throttle.hit(ACCOUNT_THROTTLES.recoveryPerAccount, [`account:${identifier}`]);
    const user = await this.accounts.findByLogin(identifier);
    const channel = user ? channelOf(user) : null;
    if (!user || !channel) return;
    const now = new Date();
    await this.dataSource.transaction(async (manager) => {
      // A double click or a retry within the slot queues nothing new; the first link keeps working.
      await this.links.send(manager, {
        user,
        purpose: 'password-reset',
        channel,
        dedupeKey: `password-reset:${user.id}:${timeSlot(now)}`,
      });
    });
  }

  /** POST recoverVerify: whether a reset link can still be used (it is not used by asking). */
  async checkResetLink(token: string | undefined): Promise<void> {
    if (!token || !(await this.tokens.peek(token, 'password-reset'))) throw AccountErrors.linkInvalid();
  }

  /**
   * POST completeReset: one-shot. Sets the password, retires the user's other reset and registration links
   * and ends every session of the account (DESIGN "Security").
   */
  async completeReset(dto: CompleteResetDto): Promise<void> {
    const token = dto.recoverToken ?? '';
    if (!(await this.tokens.peek(token, 'password-reset'))) throw AccountErrors.linkInvalid();
    const password = dto['new-password'] ?? '';
    const confirmation = dto['confirm-new-password'] ?? '';
    const problems = new FieldProblems();
    if (password === '') problems.add('new-password', AccountMessages.required);
    if (confirmation === '') problems.add('confirm-new-password', AccountMessages.required);
    problems.throwIfAny();
    const problem = passwordProblem(password);
    if (problem) problems.add('new-password', problem);
    else if (confirmation !== password)
      problems.add('confirm-new-password', AccountMessages.passwordsDoNotMatch);
    problems.throwIfAny();

    const passwordHash = await hashPassword(password);
    const username = await this.dataSource.transaction(async (manager) => {
      const valid = await this.tokens.consume(token, 'password-reset', { manager });
      if (!valid) throw AccountErrors.linkInvalid();
      const users = manager.getRepository(User);
      await users.update({ id: valid.userId }, { passwordHash });
      await this.tokens.revokeUnused(valid.userId, 'password-reset', { manager });
      await this.tokens.revokeUnused(valid.userId, 'registration', { manager });
      await this.sessions.revokeAllOfUser(valid.userId, { manager });
      return (await users.findOneByOrFail({ id: valid.userId })).username;
    });
    // The owner proved who they are: earlier wrong passwords no longer hold the account back.
    await this.loginThrottle.clearAccount(username);
  }

  /**
   * POST recoverUserData (/recover-user): the username, sent to the e-mail or phone typed (only there, so
   * that nobody learns it from elsewhere). Same answer whether or not an account has that contact.
   */
  async sendUsername(dto: RecoverUserDataDto, ip: string): Promise<void> {
    const type = present(dto['recover-type']);
    let channel: Channel | null = null;
    if (type === 'email') {
      const email = normalizeEmail(dto['recover-email'] ?? '');
      if (!email) throw AccountErrors.fields({ 'recover-email': AccountMessages.emailInvalid });
      channel = { channel: 'email', to: email };
    } else if (type === 'telephone') {
      const telephone = normalizeTelephone(dto['recover-telephone'] ?? '');
      if (!telephone) throw AccountErrors.fields({ 'recover-telephone': AccountMessages.telephoneInvalid });
      channel = { channel: 'wa', to: telephone };
    } else {
      throw AccountErrors.fields({ 'recover-type': AccountMessages.choiceRequired });
    }
    await this.throttle.hit(ACCOUNT_THROTTLES.recovery, [`ip:${ip}`]);
    await this.throttle.hit(ACCOUNT_THROTTLES.recoveryPerAccount, [`contact:${channel.to}`]);
    const user =
      channel.channel === 'email'
        ? await this.accounts.findByEmail(channel.to)
        : await this.accounts.findByTelephone(channel.to);
    if (!user) return;
    // A phone gets the username by SMS when that is the account's choice, by WhatsApp otherwise.
    if (channel.channel !== 'email' && user.preferredContact === 'sms')
      channel = { ...channel, channel: 'sms' };
    const target = channel;
    const now = new Date();
    await this.dataSource.transaction((manager) =>
      this.links.sendUsername(
        manager,
        user,
        target,
        `username-recovery:${user.id}:${target.channel}:${timeSlot(now)}`,
      ),
    );
  }
}
