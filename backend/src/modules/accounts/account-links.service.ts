import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { OneShotPurpose } from '../auth/one-shot-token.entity';
import { OneShotTokensService } from '../auth/one-shot-tokens.service';
import { OutboxService } from '../notifications/outbox.service';
import { publicLink, type TemplateName } from '../notifications/templates';
import { User, type ContactType } from './user.entity';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long each link works (DESIGN "Security": one-shot tokens with purpose and expiry). */
export const LINK_TTL_MS = {
  registration: 48 * HOUR,
  'password-reset': HOUR,
  'contact-verification': 48 * HOUR,
  /** The memorial reminder goes out about a month before expiry; its link lasts as long. */
  'login-renewal': 30 * DAY,
} as const;

/** The page each link opens (spec public §2). */
const LINK_PAGE: Record<keyof typeof LINK_TTL_MS, { path: string; template: TemplateName }> = {
  registration: { path: '/registerComplete', template: 'registration' },
  'password-reset': { path: '/reset-password', template: 'password-reset' },
  'contact-verification': { path: '/verifica-contatto', template: 'contact-verification' },
  'login-renewal': { path: '/login-renewal', template: 'login-renewal' },
};

export interface Channel {
  channel: ContactType;
  /** E-mail address or '+{dial}-{number}'. */
  to: string;
}

/**
 * The way to reach an account: its preferred contact when usable, otherwise whatever contact it has
 * (e-mail first, then WhatsApp). Null only for an account with neither.
 */
export function channelOf(user: Pick<User, 'preferredContact' | 'email' | 'telephone'>): Channel | null {
  if (user.preferredContact === 'email' && user.email) return { channel: 'email', to: user.email };
  if (user.preferredContact !== 'email' && user.telephone)
    return { channel: user.preferredContact, to: user.telephone };
  if (user.email) return { channel: 'email', to: user.email };
  if (user.telephone) return { channel: 'wa', to: user.telephone };
  return null;
}

/** Time slot for dedupe keys: a retried request within it queues nothing new. */
export function timeSlot(now: Date, slotMs = 10 * MINUTE): number {
  return Math.floor(now.getTime() / slotMs);
}

export interface LinkMessage {
  user: Pick<User, 'id' | 'name'>;
  purpose: keyof typeof LINK_TTL_MS & OneShotPurpose;
  channel: Channel;
  /** Unique per message that must never be queued twice (docs/contracts.md "Messaging"). */
  dedupeKey: string;
  payload?: Record<string, string | number | boolean | null>;
  /** Another message around the same link (e.g. 'partner-accepted' with a registration link). */
  template?: TemplateName;
}

/**
 * Account messages with a link: a one-shot token and its outbox message, written in the caller's
 * transaction, so a link exists exactly when the change that needs it commits.
 */
@Injectable()
export class AccountLinksService {
  constructor(
    private readonly tokens: OneShotTokensService,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(manager: EntityManager, message: LinkMessage): Promise<void> {
    const page = LINK_PAGE[message.purpose];
    const token = await this.tokens.issue(message.user.id, message.purpose, LINK_TTL_MS[message.purpose], {
      manager,
      payload: message.payload,
    });
    await this.outbox.enqueue(manager, {
      channel: message.channel.channel,
      to: message.channel.to,
      template: message.template ?? page.template,
      data: { name: message.user.name, link: publicLink(this.config.publicUrl, page.path, { token }) },
      userId: message.user.id,
      dedupeKey: message.dedupeKey,
    });
  }

  /** The username, sent to a contact of the account (spec public §2 /recover-user). */
  async sendUsername(
    manager: EntityManager,
    user: Pick<User, 'id' | 'name' | 'username'>,
    channel: Channel,
    dedupeKey: string,
  ): Promise<void> {
    await this.outbox.enqueue(manager, {
      channel: channel.channel,
      to: channel.to,
      template: 'username-recovery',
      data: { name: user.name, username: user.username },
      userId: user.id,
      dedupeKey,
    });
  }

  /**
   * The memorial renewal reminder (spec public §2 /login-renewal): a link that signs the owner in and then
   * opens the renewal of the deceased's memorial. For the reminder job, inside its transaction; the caller's
   * dedupeKey (e.g. per memorial and expiry date) keeps a rerun from sending it twice. Returns false when the
   * account has no contact to write to.
   */
  async sendLoginRenewal(
    manager: EntityManager,
    request: { userId: number; deceasedId: number; dedupeKey: string },
  ): Promise<boolean> {
    const user = await manager.getRepository(User).findOneBy({ id: request.userId });
    const channel = user ? channelOf(user) : null;
    if (!user || !channel) return false;
    await this.send(manager, {
      user,
      purpose: 'login-renewal',
      channel,
      dedupeKey: request.dedupeKey,
      payload: { deceasedId: request.deceasedId },
    });
    return true;
  }
}
