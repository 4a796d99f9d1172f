import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error';
import { AccountsService } from './accounts.service';
import { AccountMessages } from './accounts.errors';
import { isUniqueViolation, RegistrationService } from './registration.service';
import type { ContactType, User } from './user.entity';

/** An account asked for together with a purchase (plaque or dedication order forms). */
export interface PurchaseAccount {
  name: string;
  surname: string;
  username: string;
  email: string | null;
  telephone: string | null;
  cf: string | null;
  contact: ContactType;
  /** How often the account hears of new obituaries (the purchase's selector); 'daily' when not asked. */
  notificationFrequency?: PurchaseNotificationFrequency;
}

/** The purchase-side notification selector (spec public §3 "the purchase-side selector lists realtime, daily, never"). */
export const PURCHASE_NOTIFICATION_FREQUENCIES = ['realtime', 'daily', 'never'] as const;
export type PurchaseNotificationFrequency = (typeof PURCHASE_NOTIFICATION_FREQUENCIES)[number];

/** The account asked for with a purchase: the buyer's identity, the username and contact chosen. */
export function purchaseAccount(
  buyer: Pick<PurchaseAccount, 'name' | 'surname' | 'email' | 'telephone' | 'cf'>,
  chosen: Pick<PurchaseAccount, 'username' | 'contact' | 'notificationFrequency'>,
): PurchaseAccount {
  const { name, surname, email, telephone, cf } = buyer;
  const { username, contact, notificationFrequency } = chosen;
  return { name, surname, email, telephone, cf, username, contact, notificationFrequency };
}

/** The form fields the 409 answers point at (each form names its e-mail and phone fields its own way). */
export interface PurchaseAccountFields {
  username: string;
  email: string;
  telephone: string;
}

const conflict = (code: string, message: string, field: string) =>
  new AppError(409, code, message, { fields: { [field]: message } });

/**
 * Registration inside a purchase (spec public §1 "The purchase may include registering an account", §8):
 * the same pending account and registration link as /registrazione (AccountsService.create and
 * AccountLinksService.send of the accounts module), written in the order's transaction so the account
 * exists exactly when the order does.
 */
@Injectable()
export class PurchaseRegistrationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly registration: RegistrationService,
  ) {}

  /**
   * The purchase's transaction: the account asked for (if any) is created first inside it, so it exists
   * exactly when the order does; `work` gets the buyer (that account, else the viewer). When the
   * transaction fails because a concurrent registration took one of the account's values, its 409.
   */
  async inTransaction<T>(
    account: PurchaseAccount | null,
    fields: PurchaseAccountFields,
    viewer: User | null,
    work: (manager: EntityManager, buyer: User | null) => Promise<T>,
  ): Promise<T> {
    return this.dataSource
      .transaction(async (manager) =>
        work(manager, account ? await this.createPending(manager, account) : viewer),
      )
      .catch((error: unknown) =>
        account ? this.explainFailure(error, account, fields) : Promise.reject(error),
      );
  }

  /** 409 USERNAME_ / EMAIL_ / TELEPHONE_ALREADY_EXISTS for the first value another account holds. */
  async assertFree(input: PurchaseAccount, fields: PurchaseAccountFields): Promise<void> {
    if (input.email && (await this.accounts.findByEmail(input.email)))
      throw conflict('EMAIL_ALREADY_EXISTS', AccountMessages.emailTaken, fields.email);
    if (input.telephone && (await this.accounts.findByTelephone(input.telephone)))
      throw conflict('TELEPHONE_ALREADY_EXISTS', AccountMessages.telephoneTaken, fields.telephone);
    if (await this.accounts.findByUsername(input.username))
      throw conflict('USERNAME_ALREADY_EXISTS', AccountMessages.usernameTaken, fields.username);
  }

  /**
   * Creates the inactive account and queues its registration link, in the caller's transaction (a plaque
   * activation creates it after claiming the plaque, so a lost race writes nothing).
   */
  async createPending(manager: EntityManager, input: PurchaseAccount): Promise<User> {
    const to = input.contact === 'email' ? input.email : input.telephone;
    if (!to) throw new Error('createPending needs the address of the chosen contact method');
    return this.registration.createPending(
      manager,
      {
        username: input.username,
        email: input.email,
        telephone: input.telephone,
        name: input.name,
        surname: input.surname,
        cf: input.cf,
        preferredContact: input.contact,
        // No zones are chosen with a purchase: notifications start off, with the frequency chosen
        // (spec public §4: realtime, daily by default, or never), for when zones are added in the panel.
        activeNotification: false,
        notificationFrequency: input.notificationFrequency ?? 'daily',
      },
      { channel: input.contact, to },
    );
  }

  /** After a failed transaction: a concurrent registration took a value → its 409; otherwise rethrows. */
  async explainFailure(
    error: unknown,
    input: PurchaseAccount,
    fields: PurchaseAccountFields,
  ): Promise<never> {
    if (isUniqueViolation(error)) await this.assertFree(input, fields);
    throw error;
  }
}
