import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, QueryFailedError, type EntityManager } from 'typeorm';
import { OneShotTokensService } from '../auth/one-shot-tokens.service';
import { hashPassword } from '../auth/passwords';
import { RequestThrottleService } from '../auth/request-throttle.service';
import { AccountLinksService, type Channel } from './account-links.service';
import { AccountPlacesService } from './account-places.service';
import { ACCOUNT_THROTTLES } from './account-throttles';
import {
  AGENT_MAX,
  FieldProblems,
  normalizeEmail,
  normalizeTelephone,
  passwordProblem,
  present,
  usernameBase,
  usernameProblem,
} from './account-rules';
import { AccountErrors, AccountMessages } from './accounts.errors';
import { USERNAME_MIN } from '../../common/spec-limits';
import { AccountsService, type NewUser } from './accounts.service';
import type { RegisterDto, RegistrationDto } from './dto/registration.dto';
import { User, type ContactType, type NotificationFrequency } from './user.entity';

const CONTACT_TYPES: ContactType[] = ['email', 'wa', 'sms'];

interface CheckedRegistration {
  name: string;
  surname: string;
  username: string;
  email: string | null;
  telephone: string | null;
  agent: string | null;
  contact: Channel;
  activeNotification: boolean;
  notificationFrequency: NotificationFrequency;
  zones: Awaited<ReturnType<AccountPlacesService['checkZones']>>;
}

/** A unique index refused the row (both engines' codes). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: string } | undefined)?.code ?? '';
  return (
    code === 'ER_DUP_ENTRY' || code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || code === 'SQLITE_CONSTRAINT'
  );
}

/**
 * Registration (spec public §2 /registrazione, /esito-registrazione, /registerComplete; §5): the account is
 * created inactive, without a password; a one-shot link by the chosen contact method lets the owner choose
 * one, which activates it.
 */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly places: AccountPlacesService,
    private readonly links: AccountLinksService,
    private readonly tokens: OneShotTokensService,
    private readonly throttle: RequestThrottleService,
  ) {}

  /** GET userExist: true when the username is taken (any account, active or not). */
  async usernameTaken(raw: string, ip: string): Promise<boolean> {
    await this.throttle.hit(ACCOUNT_THROTTLES.lookup, [`ip:${ip}`]);
    return (await this.accounts.findByUsername(raw.trim())) !== null;
  }

  /** GET mailExist: whether an account has the e-mail, and whether it is active (has chosen a password). */
  async mailExists(raw: string, ip: string): Promise<{ exists: boolean; isActive: boolean }> {
    await this.throttle.hit(ACCOUNT_THROTTLES.lookup, [`ip:${ip}`]);
    const email = normalizeEmail(raw);
    const user = email ? await this.accounts.findByEmail(email) : null;
    return { exists: user !== null, isActive: user?.passwordHash != null };
  }

  /**
   * GET suggestUsername (spec public §5: "generated from name plus surname … numeric suffix until free",
   * panels §5): the base if free and long enough, else base1, base2, … A base shorter than 6 gets a suffix
   * padded to reach 6 ('liwu' → 'liwu01').
   */
  async suggestUsername(name: string, surname: string, ip: string): Promise<string> {
    await this.throttle.hit(ACCOUNT_THROTTLES.lookup, [`ip:${ip}`]);
    const base = usernameBase(name, surname) || 'utente';
    const taken = await this.accounts.usernamesStartingWith(base);
    if (base.length >= USERNAME_MIN && !taken.has(base)) return base;
    for (let n = 1; ; n++) {
      const candidate = base + String(n).padStart(USERNAME_MIN - base.length, '0');
      if (!taken.has(candidate)) return candidate;
    }
  }

  /** POST registration: checks every rule, then creates the account and queues its link in one transaction. */
  async register(dto: RegistrationDto, ip: string): Promise<Channel> {
    await this.throttle.hit(ACCOUNT_THROTTLES.registration, [`ip:${ip}`]);
    const input = await this.check(dto);
    await this.assertFree(input);
    try {
      await this.dataSource.transaction(async (manager) => {
        const user = await this.createPending(
          manager,
          {
            username: input.username,
            email: input.email,
            telephone: input.telephone,
            name: input.name,
            surname: input.surname,
            preferredContact: input.contact.channel,
            activeNotification: input.activeNotification,
            notificationFrequency: input.notificationFrequency,
            agent: input.agent,
          },
          input.contact,
        );
        await this.accounts.replaceZones(user.id, input.zones, manager);
      });
    } catch (error) {
      // A concurrent registration took the username, e-mail or phone between the check and the insert.
      if (isUniqueViolation(error)) await this.assertFree(input);
      throw error;
    }
    return input.contact;
  }

  /**
   * An account waiting for its first password (no password, no panel access) and its registration link,
   * in the caller's transaction: the registration page and a purchase with registration both make them.
   * One registration message per account, ever: a retried transaction cannot queue a second one.
   */
  async createPending(
    manager: EntityManager,
    input: Omit<NewUser, 'passwordHash' | 'platformAccess' | 'partnerType'>,
    channel: Channel,
  ): Promise<User> {
    const user = await this.accounts.create(
      { ...input, passwordHash: null, platformAccess: 0, partnerType: null },
      manager,
    );
    await this.links.send(manager, {
      user,
      purpose: 'registration',
      channel,
      dedupeKey: `registration:${user.id}`,
    });
    return user;
  }

  /** GET getUsername: the username of a pending registration link (the link stays usable). */
  async usernameForLink(token: string | undefined): Promise<string> {
    const valid = token ? await this.tokens.peek(token, 'registration') : null;
    const user = valid ? await this.accounts.findById(valid.userId) : null;
    if (!user || user.passwordHash !== null) throw AccountErrors.linkInvalid();
    return user.username;
  }

  /**
   * POST register (/registerComplete): the first password. The link is checked first (a dead link is the
   * answer whatever the passwords), the passwords next (a typo does not burn the link), then the link is
   * used and the password set in one transaction.
   */
  async completeRegistration(dto: RegisterDto): Promise<{ username: string }> {
    const token = dto.registrationToken ?? '';
    if (!(await this.tokens.peek(token, 'registration'))) throw AccountErrors.linkInvalid();
    const password = dto.newPassword ?? '';
    const problems = new FieldProblems();
    if (password === '') problems.add('newPassword', AccountMessages.required);
    else {
      const problem = passwordProblem(password);
      if (problem) problems.add('newPassword', problem);
      else if (dto.password !== password) problems.add('password', AccountMessages.passwordsDoNotMatch);
    }
    problems.throwIfAny();
    const passwordHash = await hashPassword(password);
    return this.dataSource.transaction(async (manager: EntityManager) => {
      const valid = await this.tokens.consume(token, 'registration', { manager });
      if (!valid) throw AccountErrors.linkInvalid();
      const users = manager.getRepository(User);
      // Only an account that has no password yet: one activated meanwhile (e.g. by a reset) keeps its own.
      const result = await users.update({ id: valid.userId, passwordHash: IsNull() }, { passwordHash });
      if (result.affected !== 1) throw AccountErrors.linkInvalid();
      const user = await users.findOneByOrFail({ id: valid.userId });
      return { username: user.username };
    });
  }

  private async check(dto: RegistrationDto): Promise<CheckedRegistration> {
    const problems = new FieldProblems();
    const name = present(dto.name);
    const surname = present(dto.surname);
    if (!name) problems.add('name', AccountMessages.required);
    if (!surname) problems.add('surname', AccountMessages.required);

    const username = present(dto.username)?.toLowerCase() ?? '';
    if (!username) problems.add('username', AccountMessages.required);
    else {
      const problem = usernameProblem(username);
      if (problem) problems.add('username', problem);
    }

    const emailText = present(dto.email);
    const telephoneText = present(dto.telephone);
    const email = emailText ? normalizeEmail(emailText) : null;
    const telephone = telephoneText ? normalizeTelephone(telephoneText) : null;
    if (emailText && !email) problems.add('email', AccountMessages.invalid);
    if (telephoneText && !telephone) problems.add('telephone', AccountMessages.phoneInvalid);
    if (!emailText && !telephoneText) {
      problems.add('email', AccountMessages.emailOrPhoneToRegister);
      problems.add('telephone', AccountMessages.emailOrPhoneToRegister);
    }

    // spec public §4: e-mail can be chosen only with an e-mail, WhatsApp and SMS only with a phone.
    const method = present(dto['contact-method']);
    let contact: Channel | null = null;
    if (!method) problems.add('contact-method', AccountMessages.choiceRequired);
    else if (!CONTACT_TYPES.includes(method as ContactType))
      problems.add('contact-method', AccountMessages.invalid);
    else if (method === 'email' ? email : telephone)
      contact = { channel: method as ContactType, to: (method === 'email' ? email : telephone) as string };
    else if (!problems.has('email') && !problems.has('telephone'))
      problems.add('contact-method', AccountMessages.invalid);

    const agent = present(dto.agent);
    if (agent && agent.length > AGENT_MAX) problems.add('agent', AccountMessages.invalid);

    const activeNotification = dto.activeNotification === true;
    const zones = await this.places.checkZones(dto.notificationList, activeNotification, problems);

    if (dto.terms !== true) problems.add('terms', AccountMessages.termsRequired);
    problems.throwIfAny();
    return {
      name: name as string,
      surname: surname as string,
      username,
      email,
      telephone,
      agent,
      contact: contact as Channel,
      activeNotification,
      notificationFrequency: dto.notificationFrequency ?? 'daily',
      zones,
    };
  }

  /** 409 with the spec's code for the first value another account holds; says nothing else about it. */
  private async assertFree(
    input: Pick<CheckedRegistration, 'username' | 'email' | 'telephone'>,
  ): Promise<void> {
    if (await this.accounts.findByUsername(input.username)) throw AccountErrors.usernameTaken();
    if (input.email && (await this.accounts.findByEmail(input.email))) throw AccountErrors.emailTaken();
    if (input.telephone && (await this.accounts.findByTelephone(input.telephone)))
      throw AccountErrors.telephoneTaken();
  }
}
