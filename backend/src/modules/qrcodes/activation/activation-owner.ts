import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { channelOf, type Channel } from '../../accounts/account-links.service';
import type { AddressFields } from '../../accounts/account-places.service';
import { AccountsService } from '../../accounts/accounts.service';
import {
  purchaseAccount,
  PurchaseRegistrationService,
  type PurchaseAccount,
} from '../../accounts/purchase-registration.service';
import type { User } from '../../accounts/user.entity';
import type { ActivationForm } from '../activation-form';
import { ActivationErrors } from '../activation.errors';
import { ACCOUNT_FIELDS } from './activation-rules';

/**
 * The plaque's owner (spec public §5 "Activation"): the signed-in viewer, or the newcomer whose pending
 * account is made on the way (confirmed by their registration link), and where their message goes.
 */
@Injectable()
export class ActivationOwner {
  constructor(
    private readonly registration: PurchaseRegistrationService,
    private readonly accounts: AccountsService,
  ) {}

  /** The account a newcomer asked for on the form; null when the owner is the viewer. */
  newcomerOf(form: ActivationForm): PurchaseAccount | null {
    return form.newcomer
      ? purchaseAccount(form.newcomer, { username: form.newcomer.username, contact: form.newcomer.contact })
      : null;
  }

  /** Where the confirmation goes: the newcomer's chosen contact, else the viewer's; none is a 400. */
  channelFor(newcomer: PurchaseAccount | null, viewer: User | null): Channel {
    const channel = newcomer ? this.newcomerChannel(newcomer) : viewer ? channelOf(viewer) : null;
    if (!channel) throw ActivationErrors.noContact();
    return channel;
  }

  /** A taken username, e-mail or phone is a 409 on the form's field. */
  assertFree(newcomer: PurchaseAccount): Promise<void> {
    return this.registration.assertFree(newcomer, ACCOUNT_FIELDS);
  }

  /** In the request's transaction: the newcomer's pending account with their address, else the viewer. */
  async ownerFor(
    manager: EntityManager,
    newcomer: PurchaseAccount | null,
    address: AddressFields | null,
    viewer: User | null,
  ): Promise<User> {
    const owner = newcomer ? await this.registration.createPending(manager, newcomer) : (viewer as User);
    if (newcomer && address) await this.accounts.addAddress(owner.id, address, manager);
    return owner;
  }

  /** After a failed transaction: a concurrent registration took a value → its 409; otherwise rethrows. */
  explainFailure(error: unknown, newcomer: PurchaseAccount | null): Promise<never> {
    return newcomer
      ? this.registration.explainFailure(error, newcomer, ACCOUNT_FIELDS)
      : Promise.reject(error);
  }

  private newcomerChannel(newcomer: PurchaseAccount): Channel {
    const to = newcomer.contact === 'email' ? newcomer.email : newcomer.telephone;
    if (!to) throw ActivationErrors.noContact();
    return { channel: newcomer.contact, to };
  }
}
