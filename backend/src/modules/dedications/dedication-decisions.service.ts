import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { parseId } from '../../common/ids';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { channelOf } from '../accounts/account-links.service';
import { AccountsService } from '../accounts/accounts.service';
import type { User } from '../accounts/user.entity';
import { OneShotTokensService } from '../auth/one-shot-tokens.service';
import type { Deceased } from '../deceased/deceased.entity';
import { DeceasedService } from '../deceased/deceased.service';
import { DomainEvents, pageContentChanged } from '../domain-events/domain-events.service';
import { OutboxService } from '../notifications/outbox.service';
import { publicLink } from '../notifications/templates';
import { Dedication } from './dedication.entity';
import { DedicationErrors, DedicationMessages } from './dedications.errors';

const DAY_MS = 86_400_000;
/** The owner's accept/refuse link lasts 30 days (docs/contracts.md "Dedications"). */
export const DECISION_TTL_MS = 30 * DAY_MS;

export type Decision = 'accepted' | 'refused';

/** What the giver hears: the family's decision, or the page's choice applied at the deadline. */
type GiverOutcome = Decision | 'published' | 'lapsed';

/** isAccepted of evaluatededic / evaluate: 'active' accepts, 'deny' refuses (spec public §4). */
export function decisionOf(raw: unknown): Decision {
  if (raw === 'active') return 'accepted';
  if (raw === 'deny') return 'refused';
  throw DedicationErrors.fields({ isAccepted: DedicationMessages.invalid });
}

/** The public memorial page of a deceased (spec public §2: /memorial?000{id}). */
export function memorialLink(publicUrl: string, deceasedId: number): string {
  return `${publicLink(publicUrl, '/memorial')}?000${deceasedId}`;
}

/** A dedication id as sent (with or without 000), or null when it is not one. */
function dedicationIdOf(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  try {
    return parseId(text);
  } catch {
    return null;
  }
}

/**
 * The owner's approval of dedications (spec public §1, §4; panels §4): a pending dedication is announced
 * to the page owner by their channel with one one-shot token behind an accept and a refuse link; the
 * owner decides once (by link, or signed in from the client panel); the giver hears the outcome. Every
 * message is written in the transaction of the change that causes it.
 */
@Injectable()
export class DedicationDecisionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: OneShotTokensService,
    private readonly outbox: OutboxService,
    private readonly domainEvents: DomainEvents,
    private readonly deceasedService: DeceasedService,
    private readonly accounts: AccountsService,
  ) {}

  /**
   * A pending dedication starts waiting for the family: the wait is dated (the reminder and the deadline
   * count from it, moderation/moderation-rules.ts), the giver gets the receipt by their channel, and the
   * deceased's owner is told with the accept and refuse links. A deceased without an owner (or an owner with
   * no contact) leaves it pending for the admin. Returns whether the owner's message was queued.
   */
  async requestApproval(manager: EntityManager, dedication: Dedication, now = new Date()): Promise<boolean> {
    const deceased = await this.deceasedService.findById(dedication.deceasedId, manager);
    if (!deceased) return false;
    await manager.update(
      Dedication,
      { id: dedication.id, status: 'pending', awaitingSince: IsNull() },
      // Whole seconds, as MariaDB keeps them: the wait starts at the same instant on both engines.
      { awaitingSince: new Date(Math.floor(now.getTime() / 1000) * 1000) },
    );
    await this.sendReceipt(manager, dedication, deceased);
    const owner = deceased.ownerUserId ? await this.accounts.findById(deceased.ownerUserId, manager) : null;
    const channel = owner ? channelOf(owner) : null;
    if (!owner || !channel) return false;
    const token = await this.tokens.issue(owner.id, 'dedication-decision', DECISION_TTL_MS, {
      manager,
      now,
      payload: { dedicationId: dedication.id },
    });
    const query = { token, dedicID: String(dedication.id) };
    await this.outbox.enqueue(manager, {
      channel: channel.channel,
      to: channel.to,
      template: 'dedication-request',
      data: {
        name: owner.name,
        deceasedName: `${deceased.name} ${deceased.surname}`,
        giverName: `${dedication.giverName} ${dedication.giverSurname}`.trim(),
        type: dedication.type,
        text: dedication.text ?? '',
        sign: dedication.sign ?? '',
        link: publicLink(this.config.publicUrl, '/accetta-dono', query),
        refuseLink: publicLink(this.config.publicUrl, '/rifiuta-dono', query),
      },
      userId: owner.id,
      dedupeKey: `dedication-request:${dedication.id}`,
    });
    return true;
  }

  /**
   * 'Il tuo messaggio è in attesa di approvazione dalla famiglia' to the giver by their channel; once per
   * dedication and channel (the dedupe key), however often the dedication is asked about.
   */
  private async sendReceipt(
    manager: EntityManager,
    dedication: Dedication,
    deceased: Deceased,
  ): Promise<void> {
    const channel = giverChannel(dedication);
    if (!channel) return;
    await this.outbox.enqueue(manager, {
      channel: channel.channel,
      to: channel.to,
      template: 'dedication-receipt',
      data: {
        name: dedication.giverName,
        deceasedName: `${deceased.name} ${deceased.surname}`,
        type: dedication.type,
        link: memorialLink(this.config.publicUrl, deceased.id),
      },
      userId: dedication.giverUserId ?? null,
      dedupeKey: `dedication-receipt:${dedication.id}:${channel.channel}`,
    });
  }

  /** evaluatededic: the decision behind the e-mailed link; one-shot, for the link's dedication only. */
  async decideByToken(rawToken: unknown, rawDedicationId: unknown, rawDecision: unknown) {
    const decision = decisionOf(rawDecision);
    const dedicationId = dedicationIdOf(rawDedicationId);
    const token = typeof rawToken === 'string' ? rawToken.trim() : '';
    if (dedicationId === null || !token) throw DedicationErrors.linkInvalid();
    const decided = await this.dataSource.transaction(async (manager) => {
      // Thrown errors roll the consumption back: a link for another dedication stays usable for its own.
      const valid = await this.tokens.consume(token, 'dedication-decision', { manager });
      if (!valid || valid.payload?.dedicationId !== dedicationId) throw DedicationErrors.linkInvalid();
      const dedication = await manager.findOneBy(Dedication, { id: dedicationId });
      const deceased = dedication
        ? await this.deceasedService.findById(dedication.deceasedId, manager)
        : null;
      // The page changed hands since the link was sent: only the current owner decides.
      if (!dedication || !deceased || deceased.ownerUserId !== valid.userId)
        throw DedicationErrors.linkInvalid();
      if (!(await this.apply(manager, dedication, deceased, decision))) throw DedicationErrors.linkInvalid();
      await this.domainEvents.raise(manager, pageContentChanged(dedication.deceasedId, 'dedication'));
      return dedication;
    });
    return { status: decision, deceasedId: decided.deceasedId };
  }

  /**
   * evaluate: the same decision by the signed-in owner of the deceased, from the client panel. Admins decide
   * through adminEvaluateDedic (AdminDedicationsService), which writes the audit row.
   */
  async decideAsOwner(viewer: User, rawDedicationId: unknown, rawDecision: unknown) {
    return this.decideOnPage(rawDedicationId, rawDecision, (deceased) => deceased.ownerUserId === viewer.id);
  }

  /**
   * evaluate by one of the page's managers (moderation/managed-dedications.controller.ts): the owner's
   * decision, on the pages in `managed` only (404 otherwise), with `record` (the manager's audit row) in the
   * same transaction.
   */
  async decideAsManager(
    rawDedicationId: unknown,
    rawDecision: unknown,
    managed: ReadonlySet<number>,
    record: (manager: EntityManager, dedication: Dedication, decision: Decision) => Promise<void>,
  ) {
    return this.decideOnPage(
      rawDedicationId,
      rawDecision,
      (deceased) => managed.has(deceased.id),
      async (manager, dedication, deceased, decision) => {
        if (!(await this.apply(manager, dedication, deceased, decision))) return false;
        await record(manager, dedication, decision);
        return true;
      },
    );
  }

  /**
   * The decision of the funeral home whose deceased it is (partner panel #dedic; spec panels §6): as an
   * admin's, the giver is told as by the owner and the owner hears it was taken in their place. Another
   * partner's dedication does not exist for it (404).
   */
  async decideAsPartner(partnerId: number, rawDedicationId: unknown, rawDecision: unknown) {
    return this.decideOnPage(
      rawDedicationId,
      rawDecision,
      (deceased) => deceased.partnerId === partnerId,
      (manager, dedication, deceased, decision) =>
        this.decideAsAdmin(manager, dedication, deceased, decision),
    );
  }

  /** A pending dedication decided by someone `allowed` on its deceased (404 otherwise), then the page dropped. */
  private async decideOnPage(
    rawDedicationId: unknown,
    rawDecision: unknown,
    allowed: (deceased: Deceased) => boolean,
    decide: (
      manager: EntityManager,
      dedication: Dedication,
      deceased: Deceased,
      decision: Decision,
    ) => Promise<boolean> = (manager, dedication, deceased, decision) =>
      this.apply(manager, dedication, deceased, decision),
  ) {
    const decision = decisionOf(rawDecision);
    const dedicationId = dedicationIdOf(rawDedicationId);
    if (dedicationId === null) throw DedicationErrors.notFound();
    const decided = await this.dataSource.transaction(async (manager) => {
      const dedication = await manager.findOneBy(Dedication, { id: dedicationId });
      const deceased = dedication
        ? await this.deceasedService.findById(dedication.deceasedId, manager)
        : null;
      // unpaid and cancelled dedications do not exist for anyone but the server.
      if (
        !dedication ||
        !deceased ||
        !allowed(deceased) ||
        dedication.status === 'unpaid' ||
        dedication.status === 'cancelled'
      )
        throw DedicationErrors.notFound();
      if (!(await decide(manager, dedication, deceased, decision))) throw DedicationErrors.alreadyDecided();
      await this.domainEvents.raise(manager, pageContentChanged(dedication.deceasedId, 'dedication'));
      return dedication;
    });
    return { status: decision, deceasedId: decided.deceasedId };
  }

  /**
   * An administrator's decision (admin panel #dedic, or 'Accetta la dedica' of editDedic) in the caller's
   * transaction, which also writes its audit row: the same change and the same message to the giver as the
   * owner's decision, and the owner hears that it was taken in their place. `notify: false` (editDedic
   * without the notification flag) tells no one. False when the dedication is no longer pending.
   */
  async decideAsAdmin(
    manager: EntityManager,
    dedication: Dedication,
    deceased: Deceased,
    decision: Decision,
    options: { notify: boolean } = { notify: true },
  ): Promise<boolean> {
    if (!(await this.apply(manager, dedication, deceased, decision, options.notify))) return false;
    if (options.notify) await this.tellOwner(manager, dedication, deceased, decision);
    return true;
  }

  /**
   * An administrator's gift published at once with notification-flag on (dedicAdmin): the page's owner
   * hears of it as of a gift accepted in their place.
   */
  async tellOwnerOfPublishedGift(
    manager: EntityManager,
    gift: Dedication,
    deceased: Deceased,
  ): Promise<void> {
    await this.tellOwner(manager, gift, deceased, 'accepted');
  }

  /**
   * No one decided within the deadline: the page's choice is applied in the caller's transaction as a
   * decision is ('publish' as an acceptance, 'lapse' as a refusal, so a paid gift stays on the page by the
   * refusal rule), marked `decidedBy: 'deadline'`, and the giver is told which. False when the dedication
   * was decided meanwhile (a person's decision is never overridden).
   */
  async decideByDeadline(
    manager: EntityManager,
    dedication: Dedication,
    deceased: Deceased,
    choice: 'publish' | 'lapse',
    now: Date,
  ): Promise<boolean> {
    const decision: Decision = choice === 'publish' ? 'accepted' : 'refused';
    return this.apply(manager, dedication, deceased, decision, true, {
      now,
      decidedBy: 'deadline',
      outcome: choice === 'publish' ? 'published' : 'lapsed',
    });
  }

  /** pending → the decision (conditional: of two decisions only one lands), then the giver is told. */
  private async apply(
    manager: EntityManager,
    dedication: Dedication,
    deceased: Deceased,
    decision: Decision,
    notify = true,
    by: { now: Date; decidedBy: 'deadline' | null; outcome: GiverOutcome } = {
      now: new Date(),
      decidedBy: null,
      outcome: decision,
    },
  ): Promise<boolean> {
    const result = await manager.update(
      Dedication,
      { id: dedication.id, status: 'pending' },
      { status: decision, decidedAt: by.now, decidedBy: by.decidedBy },
    );
    if (result.affected !== 1) return false;
    if (notify) await this.tellGiver(manager, dedication, deceased, by.outcome);
    return true;
  }

  /** dedication-reviewed to the page's owner by their channel, when the page has one. */
  private async tellOwner(
    manager: EntityManager,
    dedication: Dedication,
    deceased: Deceased,
    decision: Decision,
  ): Promise<void> {
    const owner = deceased.ownerUserId ? await this.accounts.findById(deceased.ownerUserId, manager) : null;
    const channel = owner ? channelOf(owner) : null;
    if (!owner || !channel) return;
    await this.outbox.enqueue(manager, {
      channel: channel.channel,
      to: channel.to,
      template: 'dedication-reviewed',
      data: {
        name: owner.name,
        deceasedName: `${deceased.name} ${deceased.surname}`,
        giverName: `${dedication.giverName} ${dedication.giverSurname}`.trim(),
        type: dedication.type,
        outcome: decision,
        link: memorialLink(this.config.publicUrl, deceased.id),
      },
      userId: owner.id,
      dedupeKey: `dedication-reviewed:${dedication.id}`,
    });
  }

  /** dedication-outcome by the giver's chosen contact, when they left one. */
  private async tellGiver(
    manager: EntityManager,
    dedication: Dedication,
    deceased: Deceased,
    outcome: GiverOutcome,
  ): Promise<void> {
    const channel = giverChannel(dedication);
    if (!channel) return;
    await this.outbox.enqueue(manager, {
      channel: channel.channel,
      to: channel.to,
      template: 'dedication-outcome',
      data: {
        name: dedication.giverName,
        deceasedName: `${deceased.name} ${deceased.surname}`,
        type: dedication.type,
        outcome,
        link: memorialLink(this.config.publicUrl, deceased.id),
      },
      userId: dedication.giverUserId ?? null,
      dedupeKey: `dedication-outcome:${dedication.id}`,
    });
  }
}

/** The giver's chosen contact when usable, else their e-mail, else WhatsApp to their phone. */
export function giverChannel(
  dedication: Pick<Dedication, 'giverContact' | 'giverEmail' | 'giverTelephone'>,
): { channel: 'email' | 'wa' | 'sms'; to: string } | null {
  const { giverContact, giverEmail, giverTelephone } = dedication;
  if (giverContact === 'email' && giverEmail) return { channel: 'email', to: giverEmail };
  if ((giverContact === 'wa' || giverContact === 'sms') && giverTelephone)
    return { channel: giverContact, to: giverTelephone };
  if (giverEmail) return { channel: 'email', to: giverEmail };
  if (giverTelephone) return { channel: 'wa', to: giverTelephone };
  return null;
}
