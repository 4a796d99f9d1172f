import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DataSource,
  In,
  IsNull,
  Between,
  LessThanOrEqual,
  MoreThan,
  type EntityManager,
  type FindOptionsWhere,
} from 'typeorm';
import { CommonErrors } from '../../../common/app-error';
import { parseId } from '../../../common/ids';
import { romeMinute } from '../../../common/rome-time';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { chunks } from '../../../database/chunks';
import { channelOf } from '../../accounts/account-links.service';
import { AccountsService } from '../../accounts/accounts.service';
import type { User } from '../../accounts/user.entity';
import type { Deceased } from '../../deceased/deceased.entity';
import { DeceasedErrors } from '../../deceased/deceased.errors';
import { DeceasedService } from '../../deceased/deceased.service';
import { mayManagePage } from '../../deceased/page-access';
import { DomainEvents, pageContentChanged } from '../../domain-events/domain-events.service';
import { OutboxService } from '../../notifications/outbox.service';
import { publicLink } from '../../notifications/templates';
import { AuditService } from '../../audit/audit.service';
import { recordManagerAction } from '../../page-members/manager-activity';
import { PageMembersService } from '../../page-members/page-members.service';
import { DedicationDecisionsService } from '../dedication-decisions.service';
import { Dedication } from '../dedication.entity';
import {
  DEADLINE_MS,
  DEFAULT_AFTER_DEADLINE,
  isAfterDeadline,
  REMINDER_AFTER_MS,
  type AfterDeadline,
} from './moderation-rules';
import { PageModeration } from './page-moderation.entity';

/** Dedications read per query by the scheduled run; each is then decided in its own transaction. */
export const MODERATION_BATCH = 100;

export const ModerationMessages = {
  saved: 'Le modifiche sono state apportate con successo',
  choiceRequired: 'Devi effettuare una scelta',
} as const;

export interface ModerationRun {
  published: number;
  lapsed: number;
  reminded: number;
}

export interface PageModerationChoice {
  ID: number;
  name: string;
  surname: string;
  afterDeadline: AfterDeadline;
  /** False while the page has made no choice of its own (the default applies). */
  chosen: boolean;
}

/**
 * The people who decide on a page's dedications and are reminded of those still waiting: the page's owner
 * and its managers (docs/contracts.md "Page managers and guests"). This is the one place of the rule.
 */
export async function moderatorsOf(
  accounts: AccountsService,
  members: PageMembersService,
  deceased: Pick<Deceased, 'id' | 'ownerUserId'>,
  manager: EntityManager,
): Promise<User[]> {
  const owner = deceased.ownerUserId ? await accounts.findById(deceased.ownerUserId, manager) : null;
  const managers = (await members.managersOf(deceased.id, manager)).flatMap((row) =>
    row.user ? [row.user] : [],
  );
  return [...(owner ? [owner] : []), ...managers];
}

/** datetime columns keep whole seconds on MariaDB: the job compares and writes the same instant on both engines. */
function wholeSeconds(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / 1000) * 1000);
}

/**
 * The family's moderation with a deadline (docs/contracts.md "Dedications", "Moderation deadline"): each
 * page's choice after the deadline, and the scheduled run that reminds the moderators of a dedication still
 * waiting after 48 hours (once) and applies the page's choice after 7 days (through the decisions' own code,
 * so a lapse is a refusal and a decision already taken is never overridden). Every message is queued in the
 * transaction of the change that causes it.
 */
@Injectable()
export class DedicationModerationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly decisions: DedicationDecisionsService,
    private readonly deceasedService: DeceasedService,
    private readonly accounts: AccountsService,
    private readonly outbox: OutboxService,
    private readonly domainEvents: DomainEvents,
    private readonly members: PageMembersService,
    private readonly audit: AuditService,
  ) {}

  /** The page's choice after the deadline, or the default when it made none. */
  async choiceOf(
    deceasedId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AfterDeadline> {
    const row = await manager.findOneBy(PageModeration, { deceasedId });
    return row && isAfterDeadline(row.afterDeadline) ? row.afterDeadline : DEFAULT_AFTER_DEADLINE;
  }

  /**
   * The viewer's pages with their choice (client panel #dedic): the pages they own, then those they manage,
   * then one query per 1000.
   */
  async choicesOf(viewer: User): Promise<PageModerationChoice[]> {
    const pages = [
      ...(await this.deceasedService.findOwnedBy(viewer.id)),
      ...(await this.deceasedService.findByIds(await this.members.pagesOf(viewer.id, 'manager'))),
    ];
    const chosen = new Map<number, AfterDeadline>();
    for (const ids of chunks(
      pages.map((page) => page.id),
      1000,
    ))
      for (const row of await this.dataSource.manager.findBy(PageModeration, { deceasedId: In(ids) }))
        if (isAfterDeadline(row.afterDeadline)) chosen.set(row.deceasedId, row.afterDeadline);
    return pages.map((page) => ({
      ID: page.id,
      name: page.name,
      surname: page.surname,
      afterDeadline: chosen.get(page.id) ?? DEFAULT_AFTER_DEADLINE,
      chosen: chosen.has(page.id),
    }));
  }

  /**
   * The page's choice set by one of its moderators (or an admin). An unknown page, or one the viewer does
   * not moderate, is 404 alike (no id guessing); a choice other than 'publish' or 'lapse' is 400.
   */
  async choose(
    viewer: User,
    rawDeceasedId: unknown,
    rawChoice: unknown,
    now = new Date(),
  ): Promise<{ deceasedId: number; afterDeadline: AfterDeadline }> {
    if (!isAfterDeadline(rawChoice))
      throw CommonErrors.validation({ afterDeadline: ModerationMessages.choiceRequired });
    const idText =
      typeof rawDeceasedId === 'number'
        ? String(rawDeceasedId)
        : typeof rawDeceasedId === 'string'
          ? rawDeceasedId
          : '';
    let deceasedId: number;
    try {
      deceasedId = parseId(idText.trim());
    } catch {
      throw DeceasedErrors.panelNotFound();
    }
    const deceased = await this.deceasedService.findById(deceasedId);
    const role = deceased ? await this.members.roleOn(deceased.id, viewer.id) : null;
    if (!deceased || !mayManagePage(viewer, deceased, role)) throw DeceasedErrors.panelNotFound();
    await this.dataSource.transaction(async (manager) => {
      await manager.upsert(
        PageModeration,
        { deceasedId, afterDeadline: rawChoice, updatedAt: wholeSeconds(now), updatedBy: viewer.id },
        ['deceasedId'],
      );
      await recordManagerAction(this.audit, manager, {
        actor: viewer,
        role,
        deceasedId,
        action: 'pageManager.afterDeadline',
        values: { afterDeadline: rawChoice },
      });
    });
    return { deceasedId, afterDeadline: rawChoice };
  }

  /**
   * One scheduled run at `now` (under the scheduler's lock): first the deadline (a dedication waiting 7 days
   * is decided by its page's choice and the giver told), then the reminders (a dedication still waiting
   * after 48 hours, once, to each moderator). Rows are read in batches by id; each row changes in its own
   * transaction with a conditional update, so a run repeated, or racing a person's decision, changes nothing
   * twice. `waitingFrom` (the dev route's, for a browser test) leaves out what started waiting before it.
   */
  async runDue(now: Date, waitingFrom?: Date): Promise<ModerationRun> {
    const at = wholeSeconds(now);
    const run: ModerationRun = { published: 0, lapsed: 0, reminded: 0 };
    const since = (threshold: Date) =>
      waitingFrom ? Between(waitingFrom, threshold) : LessThanOrEqual(threshold);
    await this.eachWaiting({ awaitingSince: since(new Date(at.getTime() - DEADLINE_MS)) }, async (row) => {
      const outcome = await this.applyDeadline(row, at);
      if (outcome === 'publish') run.published += 1;
      if (outcome === 'lapse') run.lapsed += 1;
    });
    await this.eachWaiting(
      {
        awaitingSince: since(new Date(at.getTime() - REMINDER_AFTER_MS)),
        moderatorsRemindedAt: IsNull(),
      },
      async (row) => {
        if (await this.remind(row, at)) run.reminded += 1;
      },
    );
    return run;
  }

  /** Pending dedications matching `where`, by id, MODERATION_BATCH at a time (keyset: a failing row is passed). */
  private async eachWaiting(
    where: FindOptionsWhere<Dedication>,
    each: (row: Dedication) => Promise<void>,
  ): Promise<void> {
    let after = 0;
    for (;;) {
      const rows = await this.dataSource.manager.find(Dedication, {
        where: { ...where, status: 'pending', id: MoreThan(after) },
        order: { id: 'ASC' },
        take: MODERATION_BATCH,
      });
      for (const row of rows) await each(row);
      if (rows.length < MODERATION_BATCH) return;
      after = rows[rows.length - 1].id;
    }
  }

  /** The page's choice applied to one dedication; null when it was decided meanwhile. */
  private async applyDeadline(row: Dedication, at: Date): Promise<AfterDeadline | null> {
    return this.dataSource.transaction(async (manager) => {
      const deceased = await this.deceasedService.findById(row.deceasedId, manager);
      if (!deceased) return null;
      const choice = await this.choiceOf(row.deceasedId, manager);
      if (!(await this.decisions.decideByDeadline(manager, row, deceased, choice, at))) return null;
      await this.domainEvents.raise(manager, pageContentChanged(row.deceasedId, 'dedication'));
      return choice;
    });
  }

  /** Marks one dedication reminded (once) and queues the reminder to each moderator with a contact. */
  private async remind(row: Dedication, at: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const marked = await manager.update(
        Dedication,
        { id: row.id, status: 'pending', moderatorsRemindedAt: IsNull() },
        { moderatorsRemindedAt: at },
      );
      if (marked.affected !== 1) return false;
      const deceased = await this.deceasedService.findById(row.deceasedId, manager);
      if (!deceased || !row.awaitingSince) return false;
      const afterDeadline = await this.choiceOf(row.deceasedId, manager);
      const deadline = romeMinute(new Date(row.awaitingSince.getTime() + DEADLINE_MS));
      let sent = false;
      for (const moderator of await moderatorsOf(this.accounts, this.members, deceased, manager)) {
        const channel = channelOf(moderator);
        if (!channel) continue;
        await this.outbox.enqueue(manager, {
          channel: channel.channel,
          to: channel.to,
          template: 'dedication-reminder',
          data: {
            name: moderator.name,
            deceasedName: `${deceased.name} ${deceased.surname}`,
            giverName: `${row.giverName} ${row.giverSurname}`.trim(),
            type: row.type,
            deadline,
            afterDeadline,
            link: `${publicLink(this.config.publicUrl, '/client-panel')}#dedic`,
          },
          userId: moderator.id,
          dedupeKey: `dedication-reminder:${row.id}:${moderator.id}`,
        });
        sent = true;
      }
      return sent;
    });
  }
}
