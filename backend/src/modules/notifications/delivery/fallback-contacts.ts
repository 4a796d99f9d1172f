import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A person's contacts, for a message that could not reach them on its channel. */
export interface PersonContacts {
  email: string | null;
  telephone: string | null;
}

export type ContactsResolver = (manager: EntityManager, userId: number) => Promise<PersonContacts | null>;

/**
 * Where the contacts of an outbox row's person come from. The notifications module knows no accounts
 * (AccountsModule imports it), so the accounts module registers the resolver at start-up, as the deceased
 * module's DeceasedRemovalHooks are registered by the modules that own the rows.
 */
@Injectable()
export class FallbackContacts {
  private resolver: ContactsResolver | null = null;

  register(resolver: ContactsResolver): void {
    this.resolver = resolver;
  }

  of(manager: EntityManager, userId: number | null): Promise<PersonContacts | null> {
    if (userId === null || !this.resolver) return Promise.resolve(null);
    return this.resolver(manager, userId);
  }
}
