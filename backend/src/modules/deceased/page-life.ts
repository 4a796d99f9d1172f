import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThanOrEqual, type EntityManager } from 'typeorm';
import { normalizeName } from '../../common/text-normalize';
import { DomainEvents, pageContentChanged } from '../domain-events/domain-events.service';
import type { PersonColumns } from './deceased-records.service';
import { Deceased } from './deceased.entity';
import { ScheduledPublication } from './scheduled-publication.entity';

/**
 * The states of a deceased's page (tombstone page and/or notice), as the product has them:
 * - 'draft': a record the deceased and obituary forms just created (spec panels §4 "Add deceased/obituary"),
 *   hidden until the same save publishes or schedules it;
 * - 'awaitingOwner': the tombstone page a plaque activation made, shown nowhere until its owner confirms
 *   the data by e-mail or by a messaging app (spec public "Activation completes only after the owner
 *   confirms"); enabled 0, showPage 0, no owner;
 * - 'scheduled': saved with a publish_date still to come (spec panels §3 "publish_date"): hidden, with a row
 *   in obituary_scheduled_publications, until that date;
 * - 'published': enabled 1, served to visitors (memorial page, search, partner page);
 * - 'disabled': hidden by the admin's toggle (spec panels §4 "Tombstone: enabled/disabled toggle"), and no
 *   publication waiting.
 * An expired memorial (spec panels §4 "Memorial: active until expirationDate, then expired") is the
 * memorial's state (memorials module), not the page's: the page stays 'published' and shows 'Memorial
 * scaduto il …'.
 */
export type PageState = 'draft' | 'awaitingOwner' | 'scheduled' | 'published' | 'disabled';

/** Who moves a page: the forms (an admin, or a funeral home on its own records), the clock, the admin's toggle, the plaque activation and its owner. */
export type PageMover = 'form' | 'clock' | 'admin' | 'activation' | 'owner';

/**
 * Every move PageLife makes (intent, from which states, to which, by whom); a move asked from another state
 * is refused (nothing changes). `to: null`: the record is deleted.
 */
export const PAGE_TRANSITIONS = [
  { intent: 'createDraft', from: [], to: 'draft', by: ['form'] },
  { intent: 'publishOn', from: ['draft', 'scheduled', 'published'], to: 'published', by: ['form'] },
  { intent: 'publishOn', from: ['draft', 'scheduled', 'published'], to: 'scheduled', by: ['form'] },
  { intent: 'publishDue', from: ['scheduled'], to: 'published', by: ['clock'] },
  { intent: 'disablePage', from: ['published'], to: 'disabled', by: ['admin'] },
  { intent: 'enablePage', from: ['disabled', 'awaitingOwner', 'scheduled'], to: 'published', by: ['admin'] },
  { intent: 'createAwaitingOwner', from: [], to: 'awaitingOwner', by: ['activation'] },
  { intent: 'confirmByOwner', from: ['awaitingOwner', 'published'], to: 'published', by: ['owner'] },
  { intent: 'discardUnconfirmed', from: ['awaitingOwner'], to: null, by: ['activation'] },
] as const satisfies ReadonlyArray<{
  intent: string;
  from: readonly PageState[];
  to: PageState | null;
  by: readonly PageMover[];
}>;

/** What a draft is made of: the forms' columns, never its visibility (a draft is hidden). */
export type DraftRecord = Partial<
  Omit<Deceased, 'id' | 'nameNormalized' | 'surnameNormalized' | 'enabled' | 'partner' | 'owner' | 'page'>
> &
  Pick<Deceased, 'name' | 'surname' | 'gender' | 'publicationTime' | 'showPage'>;

/** What a plaque activation writes on a tombstone (spec public §3 "Deceased/tombstone"). */
export type TombstoneData = PersonColumns & Pick<Deceased, 'lapidePhoto'>;

/**
 * The one owner of a page's life: its states (PageState) and every move between them (PAGE_TRANSITIONS);
 * the only writer of the visibility columns (enabled, showPage on confirmation, publicationTime) and of the
 * scheduled publications. Every move runs in the caller's transaction; the move raises the page's
 * PageContentChanged where the page changes by the move alone (the admin's toggle, the clock, the owner's
 * confirmation); the forms' save raises it for the whole record once committed.
 */
@Injectable()
export class PageLife {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly domainEvents: DomainEvents,
  ) {}

  /** The page's state (see PageState), null when the record does not exist. */
  async stateOf(manager: EntityManager, id: number): Promise<Exclude<PageState, 'draft'> | null> {
    const person = await manager.getRepository(Deceased).findOneBy({ id });
    if (!person) return null;
    if (person.enabled === 1) return 'published';
    if (await manager.getRepository(ScheduledPublication).existsBy({ deceasedId: id })) return 'scheduled';
    if (person.showPage === 0 && person.ownerUserId === null && person.manifestTexts === null)
      return 'awaitingOwner';
    return 'disabled';
  }

  /** Whether a publication waits for its date (the edit form's `scheduled`). */
  isScheduled(id: number): Promise<boolean> {
    return this.dataSource.getRepository(ScheduledPublication).existsBy({ deceasedId: id });
  }

  /** A new record of the forms, hidden: a draft, which publishOn publishes or schedules in the same save. */
  async createDraft(manager: EntityManager, data: DraftRecord): Promise<Deceased> {
    return insertHidden(manager, data, {});
  }

  /**
   * The forms' publish_date (spec panels §3): `at` null keeps the record's time (a new record: now). Due, the
   * page is published (a waiting publication dropped); to come, it is scheduled (hidden until then). A page
   * the admin disabled (hidden, no publication waiting) stays disabled: only its time changes. Returns the
   * state the page is left in; on 'published' the caller tells a notice's zones (obituaries module).
   */
  async publishOn(
    manager: EntityManager,
    id: number,
    change: { at: Date | null; created: boolean; now: Date },
  ): Promise<'published' | 'scheduled' | 'disabled'> {
    const person = await manager.getRepository(Deceased).findOneByOrFail({ id });
    const waiting = await manager.getRepository(ScheduledPublication).findOneBy({ deceasedId: id });
    const publishAt = change.at ?? (change.created ? change.now : null);
    const disabledByAdmin = !change.created && person.enabled === 0 && !waiting;
    if (publishAt) await manager.update(Deceased, { id }, { publicationTime: publishAt });
    if (disabledByAdmin) return 'disabled';
    if (publishAt && publishAt.getTime() > change.now.getTime()) {
      await this.schedulePublication(manager, id, publishAt);
      return 'scheduled';
    }
    if (waiting && publishAt === null) return 'scheduled';
    if (waiting) await manager.delete(ScheduledPublication, { deceasedId: id });
    await this.publishNotice(manager, id);
    return 'published';
  }

  /** Hidden until `at` (publicationTime `at`), when publishDue publishes it. */
  async schedulePublication(manager: EntityManager, id: number, at: Date): Promise<void> {
    await manager.update(Deceased, { id }, { publicationTime: at, enabled: 0 });
    await manager.getRepository(ScheduledPublication).save({ deceasedId: id, publishAt: at });
  }

  /** Visible from now, keeping its publication time (a notice, or a tombstone alone); nothing when it is. */
  async publishNotice(manager: EntityManager, id: number): Promise<void> {
    const person = await manager.getRepository(Deceased).findOneBy({ id });
    if (person && person.enabled !== 1) await manager.update(Deceased, { id }, { enabled: 1 });
  }

  /** The scheduled publications due at `now`, oldest first, at most `take` (the publication job's batch). */
  async dueScheduled(now: Date, take: number): Promise<number[]> {
    const due = await this.dataSource.getRepository(ScheduledPublication).find({
      where: { publishAt: LessThanOrEqual(now) },
      order: { publishAt: 'ASC' },
      take,
    });
    return due.map((row) => row.deceasedId);
  }

  /**
   * The clock publishes a scheduled page whose date has come. The instance whose delete of the waiting row
   * wins publishes it; false (nothing changed) when another instance took it or nothing waits.
   */
  async publishDue(manager: EntityManager, id: number): Promise<boolean> {
    const taken = await manager.delete(ScheduledPublication, { deceasedId: id });
    if (!taken.affected) return false;
    await this.publishNotice(manager, id);
    await this.domainEvents.raise(manager, pageContentChanged(id, 'notice'));
    return true;
  }

  /**
   * The admin's toggle (spec panels §4 "enabled/disabled toggle"): a disabled page is served to no visitor.
   * False when it was hidden already (nothing changes).
   */
  disablePage(manager: EntityManager, id: number): Promise<boolean> {
    return this.setEnabled(manager, id, 0);
  }

  /** The admin's toggle back on: the page is served again. False when it was enabled already. */
  enablePage(manager: EntityManager, id: number): Promise<boolean> {
    return this.setEnabled(manager, id, 1);
  }

  private async setEnabled(manager: EntityManager, id: number, enabled: 0 | 1): Promise<boolean> {
    const result = await manager.update(Deceased, { id, enabled: enabled === 1 ? 0 : 1 }, { enabled });
    if (!result.affected) return false;
    await this.domainEvents.raise(manager, pageContentChanged(id, 'deceased'));
    return true;
  }

  /**
   * A tombstone page made by a plaque activation, waiting for its owner's confirmation (docs/contracts.md
   * "Plaques"): shown nowhere (enabled 0, showPage 0, no owner) until `confirmByOwner`.
   */
  async createAwaitingOwner(
    manager: EntityManager,
    data: TombstoneData & { partnerId: number | null },
  ): Promise<Deceased> {
    const now = new Date();
    return insertHidden(manager, data, {
      photo: null,
      ownerUserId: null,
      showPage: 0,
      publicationTime: now,
      createdAt: now,
    });
  }

  /**
   * The owner confirmed the activation: the page is published as their digital tombstone (enabled 1,
   * showPage 1); `contoVendita` marks a plaque given on account (spec panels §3, sale not completed). False
   * (refused) when the deceased no longer exists.
   */
  async confirmByOwner(
    manager: EntityManager,
    id: number,
    ownerUserId: number,
    contoVendita = false,
  ): Promise<boolean> {
    const repository = manager.getRepository(Deceased);
    const person = await repository.findOneBy({ id });
    if (!person) return false;
    // A page hidden until now is published now (the search lists it among the newest); a notice keeps its time.
    const publicationTime = person.enabled === 1 ? person.publicationTime : new Date();
    await repository.update(
      { id },
      { enabled: 1, showPage: 1, ownerUserId, publicationTime, ...(contoVendita ? { contoVendita: 1 } : {}) },
    );
    await this.domainEvents.raise(manager, pageContentChanged(id, 'plaque'));
    return true;
  }

  /**
   * Deletes a page still awaiting its owner (hidden, not a tombstone, without owner), whose activation link
   * expired unconfirmed; any other page is refused (null). Returns its tombstone photo, for the caller to
   * delete once its transaction has committed.
   */
  async discardUnconfirmed(manager: EntityManager, id: number): Promise<string | null> {
    const repository = manager.getRepository(Deceased);
    const person = await repository.findOneBy({ id, enabled: 0, showPage: 0, ownerUserId: IsNull() });
    if (!person) return null;
    await repository.delete({ id: person.id });
    return person.lapidePhoto;
  }

  /**
   * A record that is never published (enabled 0, no page): each lamp of the lamp simulator and of the
   * benchmark needs a deceased of its own; nothing public shows these.
   */
  async createNeverPublished(
    manager: EntityManager,
    person: { name: string; surname: string },
  ): Promise<Deceased> {
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    return insertHidden(manager, person, { gender: 'M', publicationTime: now, showPage: 0, createdAt: now });
  }
}

/** Every page is born hidden (enabled 0): only a move of PageLife shows it. Names are kept normalized for search. */
function insertHidden(
  manager: EntityManager,
  person: Partial<Deceased> & { name: string; surname: string },
  columns: Partial<Deceased>,
): Promise<Deceased> {
  const repository = manager.getRepository(Deceased);
  return repository.save(
    repository.create({
      ...person,
      ...columns,
      nameNormalized: normalizeName(person.name),
      surnameNormalized: normalizeName(person.surname),
      enabled: 0,
    }),
  );
}
