import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { changedOnly, overStored, sentAny } from '../../common/kept-fields';
import { normalizeName } from '../../common/text-normalize';
import { AuditService } from '../audit/audit.service';
import { ownAccountOrAdmin, roleOf } from '../auth/request-auth';
import { AuthErrors } from '../auth/auth.errors';
import { LoginThrottleService } from '../auth/login-throttle.service';
import { OneShotTokensService } from '../auth/one-shot-tokens.service';
import { sha256Hex } from '../auth/crypto-tokens';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Session } from '../auth/session.entity';
import { SessionsService } from '../auth/sessions.service';
import { AccountLinksService, timeSlot } from './account-links.service';
import { AccountPlacesService, type AddressFields, type Zone } from './account-places.service';
import {
  FieldProblems,
  ITALY,
  normalizeCf,
  normalizeEmail,
  normalizeTelephone,
  passwordProblem,
  present,
  usernameProblem,
} from './account-rules';
import { AccountErrors, AccountMessages } from './accounts.errors';
import { AccountsService } from './accounts.service';
import type { UserDataDto } from './dto/user-data.dto';
import type { ChangePasswordDto, ModifyAccountDto, NotificationPreferenceInputDto } from './dto/panel.dto';
import { isUniqueViolation } from './registration.service';
import { NotificationZone } from './notification-zone.entity';
import { UserAddress } from './user-address.entity';
import { User, type ContactType } from './user.entity';

const CONTACT_TYPES: ContactType[] = ['email', 'wa', 'sms'];

export interface ModifyResult {
  userdata: UserDataDto;
  /** New contacts waiting for their verification link (not applied yet). */
  pending: { email: string | null; telephone: string | null };
}

/** Whether a contact method can be used with these contacts (spec public §4). */
function usable(method: ContactType, user: Pick<User, 'email' | 'telephone'>): boolean {
  return method === 'email' ? user.email !== null : user.telephone !== null;
}

/**
 * The client panel's account sections (spec panels §2 "Client panel": change password, contact preference,
 * account data, notification preference; the tombstones, dedications and memorial reminders are served by
 * their own modules under the same api/account paths) and the token pages that finish them (/verifica-contatto, /unsubscribe). Every call acts on the signed-in user's own account;
 * the read-only ones let an admin read any account.
 */
@Injectable()
export class AccountSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly places: AccountPlacesService,
    private readonly links: AccountLinksService,
    private readonly tokens: OneShotTokensService,
    private readonly sessions: SessionsService,
    private readonly loginThrottle: LoginThrottleService,
    private readonly audit: AuditService,
  ) {}

  /**
   * changePassword (spec panels §5: all three required 'Riempi tutti i campi', mismatch 'Le password non
   * corrispondono'). Wrong current passwords count as failed logins of the account, so the form cannot be
   * used to guess it. Every other session of the account ends; this one stays.
   */
  async changePassword(
    user: User,
    session: Session,
    dto: ChangePasswordDto,
    ip: string,
  ): Promise<UserDataDto> {
    const current = dto['old-password'] ?? '';
    const password = dto['new-password'] ?? '';
    const confirmation = dto['confirm-password'] ?? '';
    if (!current || !password || !confirmation) throw AccountErrors.missingFields();
    const problems = new FieldProblems();
    if (password !== confirmation) problems.add('confirm-password', AccountMessages.passwordsDoNotMatchPanel);
    else {
      const problem = passwordProblem(password);
      if (problem) problems.add('new-password', problem);
    }
    problems.throwIfAny();

    if (await this.loginThrottle.isBlocked(user.username, ip)) throw AuthErrors.tooManyAttempts();
    if (!(await verifyPassword(user.passwordHash, current))) {
      await this.loginThrottle.recordFailure(user.username, ip);
      throw AccountErrors.wrongOldPassword();
    }
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(User).update({ id: user.id }, { passwordHash });
      await this.sessions.revokeAllOfUser(user.id, { exceptSessionId: session.id, manager });
      await this.tokens.revokeUnused(user.id, 'password-reset', { manager });
    });
    return this.freshUserData(user.id);
  }

  /** changeContactPreference: 'Preferenza cambiata con successo'; only a method the account can use. */
  async changeContactPreference(user: User, raw: string | undefined): Promise<UserDataDto> {
    const method = present(raw);
    if (!method) throw AccountErrors.fields({ 'contact-preference': AccountMessages.choiceRequired });
    if (!CONTACT_TYPES.includes(method as ContactType) || !usable(method as ContactType, user))
      throw AccountErrors.fields({ 'contact-preference': AccountMessages.invalid });
    await this.dataSource
      .getRepository(User)
      .update({ id: user.id }, { preferredContact: method as ContactType });
    return this.freshUserData(user.id);
  }

  /**
   * modifyContactPreferece (sic): notifications on/off, frequency and zones (spec public §3 "Notification
   * preference"). Turning them on needs at least one zone; zones are checked against the location tables.
   * A field the request leaves out keeps its stored value; an unchanged form writes nothing.
   */
  async changeNotificationPreference(user: User, dto: NotificationPreferenceInputDto): Promise<UserDataDto> {
    const problems = new FieldProblems();
    const active = dto.activeNotification ?? user.activeNotification === 1;
    const stored = await this.dataSource
      .getRepository(NotificationZone)
      .find({ where: { userId: user.id }, order: { id: 'ASC' } });
    const zones =
      dto.notificationList === undefined
        ? null
        : await this.places.checkZones(dto.notificationList, active, problems);
    if (zones === null && active && stored.length === 0)
      problems.add('notificationList', AccountMessages.zoneRequired);
    problems.throwIfAny();
    const changes = changedOnly(user, {
      activeNotification: active ? 1 : 0,
      notificationFrequency: dto.notificationFrequency,
    });
    const zonesChanged = zones !== null && !sameZones(stored, zones);
    if (Object.keys(changes).length === 0 && !zonesChanged) return this.freshUserData(user.id);
    await this.dataSource.transaction(async (manager) => {
      if (Object.keys(changes).length > 0) await manager.getRepository(User).update({ id: user.id }, changes);
      if (zones && zonesChanged) await this.accounts.replaceZones(user.id, zones, manager);
    });
    return this.freshUserData(user.id);
  }

  /**
   * modify (spec panels §5 "User data", "Address"): name, surname, CF, nationality and address are saved at
   * once; a new e-mail or phone only after its owner follows the link sent to it (/verifica-contatto). A
   * contact may be removed (sent empty) while the other one remains. A field the request leaves out keeps
   * its stored value, an address left out entirely stays as it is, and an unchanged form writes nothing.
   * A new username (spec panels §5) must be free; the session goes on (it holds the account's id) and the
   * audit log keeps the old and new one. `actor` is the admin when one acts for the user.
   */
  async modify(user: User, dto: ModifyAccountDto, actor: User | null = null): Promise<ModifyResult> {
    const storedAddress = await this.storedAddress(user.id);
    const form = overStored(storedForm(user, storedAddress), dto);
    const problems = new FieldProblems();
    const newUsername = this.checkUsername(user, form.username, problems);
    const name = present(form.name);
    const surname = present(form.surname);
    if (!name) problems.add('name', AccountMessages.required);
    if (!surname) problems.add('surname', AccountMessages.required);

    const emailText = present(form.email);
    const telephoneText = present(form.telephone);
    const email = emailText ? normalizeEmail(emailText) : null;
    const telephone = telephoneText ? normalizeTelephone(telephoneText) : null;
    if (emailText && !email) problems.add('email', AccountMessages.invalid);
    if (telephoneText && !telephone) problems.add('telephone', AccountMessages.phoneInvalid);
    if (!emailText && !telephoneText) {
      problems.add('email', AccountMessages.emailOrPhone);
      problems.add('telephone', AccountMessages.emailOrPhone);
    }

    // spec panels §5: CF 16 characters when Italian (a partner may leave it empty); not required otherwise.
    const nationality = form.nationality ?? ITALY;
    const cfText = present(form.cf);
    const cf = cfText ? normalizeCf(cfText) : null;
    if (cfText && !cf) problems.add('cf', AccountMessages.invalid);
    if (!cfText && nationality === ITALY && roleOf(user) === 'client')
      problems.add('cf', AccountMessages.required);

    // An account saved without its address block (or without any address yet) keeps what it has.
    const address = sentAny(dto, ADDRESS_FIELDS)
      ? await this.places.checkAddress({ ...form, nationality }, problems)
      : null;
    problems.throwIfAny();

    const newEmail = email !== null && email !== user.email ? email : null;
    const newTelephone = telephone !== null && telephone !== user.telephone ? telephone : null;
    // What stays after removals applied now; new contacts count only once verified.
    const kept = {
      email: email === null ? null : user.email,
      telephone: telephone === null ? null : user.telephone,
    };
    if (kept.email === null && kept.telephone === null) {
      const field = user.email ? 'email' : 'telephone';
      throw AccountErrors.fields({ [field]: AccountMessages.emailOrPhone });
    }
    if (newUsername && (await this.accounts.findByUsername(newUsername))) throw AccountErrors.usernameTaken();
    if (newEmail && (await this.accounts.findByEmail(newEmail))) throw AccountErrors.emailTaken();
    if (newTelephone && (await this.accounts.findByTelephone(newTelephone)))
      throw AccountErrors.telephoneTaken();

    const preferredContact = usable(user.preferredContact, kept)
      ? user.preferredContact
      : kept.email
        ? 'email'
        : 'wa';
    const changes = changedOnly(user, {
      username: newUsername ?? undefined,
      name: name as string,
      surname: surname as string,
      nameNormalized: normalizeName(`${name as string} ${surname as string}`),
      cf,
      email: kept.email,
      telephone: kept.telephone,
      preferredContact,
    });
    const now = new Date();
    await this.dataSource.transaction(async (manager) => {
      if (Object.keys(changes).length > 0) await this.updateUser(manager, user.id, changes);
      if (newUsername) await this.recordUsername(manager, user, newUsername, actor);
      if (address) await this.saveInvoiceAddress(user.id, storedAddress, address, manager);
      const contacts: Array<{ field: 'email' | 'telephone'; value: string }> = [];
      if (newEmail) contacts.push({ field: 'email', value: newEmail });
      if (newTelephone) contacts.push({ field: 'telephone', value: newTelephone });
      for (const contact of contacts) {
        // The link goes to the new contact itself: following it proves the owner holds it.
        await this.links.send(manager, {
          user: { id: user.id, name: name as string },
          purpose: 'contact-verification',
          channel:
            contact.field === 'email'
              ? { channel: 'email', to: contact.value }
              : { channel: user.preferredContact === 'sms' ? 'sms' : 'wa', to: contact.value },
          // A resubmitted form within the slot queues nothing new; a later request gets a fresh link.
          dedupeKey: `contact-verification:${user.id}:${sha256Hex(contact.value)}:${timeSlot(now)}`,
          payload: { field: contact.field, value: contact.value },
        });
      }
    });
    return {
      userdata: await this.freshUserData(user.id),
      pending: { email: newEmail, telephone: newTelephone },
    };
  }

  /** The new username (lower case) when the form changes it, else null; its problems go to `problems`. */
  private checkUsername(user: User, sent: string | undefined, problems: FieldProblems): string | null {
    const username = present(sent)?.toLowerCase() ?? '';
    if (username === user.username) return null;
    const problem = username
      ? usernameProblem(username, AccountMessages.usernameTooShortPanel)
      : AccountMessages.required;
    if (problem) problems.add('username', problem);
    return username;
  }

  /** The account's changed columns; a username another account took since the check is answered as taken. */
  private async updateUser(manager: EntityManager, userId: number, changes: Partial<User>): Promise<void> {
    try {
      await manager.getRepository(User).update({ id: userId }, changes);
    } catch (error) {
      if (changes.username !== undefined && isUniqueViolation(error)) throw AccountErrors.usernameTaken();
      throw error;
    }
  }

  /** The rename's audit row: by the user itself, or by the admin acting for them (named as acted). */
  private async recordUsername(
    manager: EntityManager,
    user: User,
    username: string,
    actor: User | null,
  ): Promise<void> {
    const by = actor ?? user;
    await this.audit.record(manager, {
      actor: { id: by.id, username: by.username },
      acted: actor ? { id: user.id, username: user.username } : null,
      action: 'account.username',
      targetType: 'user',
      targetId: user.id,
      oldValues: { username: user.username },
      newValues: { username },
    });
  }

  /**
   * verifyToken (/verifica-contatto): one-shot; applies the new e-mail or phone the link was sent to. If
   * another account took that contact in the meantime, 409 with its code and nothing changes.
   */
  async verifyContact(token: string | undefined): Promise<number> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const valid = token ? await this.tokens.consume(token, 'contact-verification', { manager }) : null;
        const field = valid?.payload?.field;
        const value = valid?.payload?.value;
        if (!valid || (field !== 'email' && field !== 'telephone') || typeof value !== 'string')
          throw AccountErrors.verificationInvalid();
        const users = manager.getRepository(User);
        const holder = await users.findOneBy(field === 'email' ? { email: value } : { telephone: value });
        if (holder && holder.id !== valid.userId)
          throw field === 'email' ? AccountErrors.emailTaken() : AccountErrors.telephoneTaken();
        await users.update({ id: valid.userId }, field === 'email' ? { email: value } : { telephone: value });
        return valid.userId;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw AccountErrors.verificationInvalid();
      throw error;
    }
  }

  /** unsubscribe (/unsubscribe): one-shot; turns the zone notifications of the link's account off. */
  async unsubscribe(token: string | undefined): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const valid = token ? await this.tokens.consume(token, 'unsubscribe', { manager }) : null;
      if (!valid) throw AccountErrors.linkInvalid();
      await manager.getRepository(User).update({ id: valid.userId }, { activeNotification: 0 });
    });
  }

  /** contactData/:userid: the account's data, own only (admin: any). */
  async contactData(viewer: User, rawUserId: string): Promise<UserDataDto> {
    const user = await this.accounts.findById(ownAccountOrAdmin(viewer, rawUserId));
    if (!user) throw AccountErrors.userNotFound();
    return this.accounts.getUserData(user);
  }

  async freshUserData(userId: number): Promise<UserDataDto> {
    return this.accounts.getUserData(
      await this.dataSource.getRepository(User).findOneByOrFail({ id: userId }),
    );
  }

  /** The address the form shows (userdata's invoice address, else the first one), or null. */
  private async storedAddress(userId: number): Promise<UserAddress | null> {
    const addresses = await this.dataSource
      .getRepository(UserAddress)
      .find({ where: { userId }, order: { id: 'ASC' } });
    return addresses.find((item) => item.type === 'invoice') ?? addresses[0] ?? null;
  }

  /** The invoice address written only where it differs; its row kept (same id) when it is one already. */
  private async saveInvoiceAddress(
    userId: number,
    stored: UserAddress | null,
    address: AddressFields,
    manager: EntityManager,
  ): Promise<void> {
    const addresses = manager.getRepository(UserAddress);
    if (stored?.type !== 'invoice') {
      await addresses.insert({ ...address, userId });
      return;
    }
    const changes = changedOnly(stored, address);
    if (Object.keys(changes).length > 0) await addresses.update({ id: stored.id }, changes);
  }
}

/** The zones stored are the ones sent, in the same order. */
function sameZones(stored: NotificationZone[], sent: Zone[]): boolean {
  const key = (zone: Pick<Zone, 'provinceId' | 'locationId' | 'cap'> & { regionId: number | null }) =>
    [zone.regionId, zone.provinceId, zone.locationId, zone.cap].join('|');
  return stored.length === sent.length && stored.every((zone, index) => key(zone) === key(sent[index]));
}

/** The address fields of the modify form (spec panels §5 "Address"). */
const ADDRESS_FIELDS = [
  'nationality',
  'region',
  'province',
  'location',
  'cap',
  'route',
  'civic',
  'complete_address',
] as const satisfies ReadonlyArray<keyof ModifyAccountDto>;

/** The account as the modify form's fields: what a field the request leaves out keeps. */
function storedForm(user: User, address: UserAddress | null): ModifyAccountDto {
  const value = <T>(stored: T | null) => (stored === null ? undefined : stored);
  return {
    username: user.username,
    name: user.name,
    surname: user.surname,
    email: user.email ?? '',
    telephone: user.telephone ?? '',
    cf: user.cf ?? '',
    ...(address
      ? {
          nationality: address.nationId,
          region: value(address.regionId),
          province: value(address.provinceId),
          location: value(address.locationId),
          cap: value(address.cap),
          route: address.address,
          civic: address.number,
          complete_address: value(address.completeAddress),
        }
      : {}),
  };
}
