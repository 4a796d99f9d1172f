import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { parseId } from '../../common/ids';
import { normalizeName } from '../../common/text-normalize';
import { AccountsService } from '../accounts/accounts.service';
import type { User } from '../accounts/user.entity';
import type { AuditAction } from '../audit/audit-actions';
import { AuditService } from '../audit/audit.service';
import { DomainEvents, pageContentChanged } from '../domain-events/domain-events.service';
import { UploadsService } from '../media/uploads.service';
import { DeceasedErrors } from './deceased.errors';
import { Deceased } from './deceased.entity';
import { DeceasedPageParts } from './deceased-page-parts';
import { DeceasedRemovalHooks } from './deceased-removal-hooks';
import { DeceasedService } from './deceased.service';
import { PageLife } from './page-life';
import type {
  AdminDeceasedListDto,
  DeceasedContoDto,
  DeceasedDeletedDto,
  DeceasedEnabledDto,
} from './dto/admin-deceased-responses.dto';
import type { AdminDeceasedQueryDto } from './dto/admin-deceased.dto';
import { cappedCount } from '../../common/capped-count';
import { pageIds } from '../../common/cursor-page';
import { whereNameWordsIndexed } from './admin-deceased-paging';

type Admin = Pick<User, 'id' | 'username'>;

/** At most this many words of the name filter are applied (as the public search). */
const MAX_WORDS = 6;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The admin's tombstones and deceased (spec panels §2 #pages and #deceased, §4 "Tombstone", §6, §7): the
 * tables, enable / disable (a disabled page is no longer served to visitors), sale on account and delete.
 * Each change commits with its audit row, then the page cache of that deceased is dropped.
 */
@Injectable()
export class AdminDeceasedService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly deceased: DeceasedService,
    private readonly parts: DeceasedPageParts,
    private readonly removal: DeceasedRemovalHooks,
    private readonly accounts: AccountsService,
    private readonly domainEvents: DomainEvents,
    private readonly audit: AuditService,
    private readonly uploads: UploadsService,
    private readonly pageLife: PageLife,
  ) {}

  /**
   * Newest first (spec panels §9: default sort descending by id); a bounded number of queries per page. The
   * ids of the page come first (a cursor or an offset over the primary key, the name filter from the name
   * words table), then their rows with places and partner; the total is counted up to COUNT_CAP.
   */
  async list(query: AdminDeceasedQueryDto): Promise<AdminDeceasedListDto> {
    const page = query.page ?? 1;
    const maxResults = query.maxResults ?? 5;
    const filtered = this.dataSource.getRepository(Deceased).createQueryBuilder('d');
    const words = normalizeName(query.name ?? '')
      .split(' ')
      .filter((word) => word.length > 0)
      .slice(0, MAX_WORDS);
    whereNameWordsIndexed(filtered, words);
    if (query.showPage !== undefined)
      filtered.andWhere('d.show_page = :showPage', { showPage: Number(query.showPage) });
    const [{ ids: pageOfIds }, { total, totalAtLeast }] = await Promise.all([
      pageIds(
        { filtered: () => filtered.clone(), id: 'd.id' },
        { after: query.after, before: query.before, page, maxResults },
      ),
      cappedCount(filtered),
    ]);
    const people =
      pageOfIds.length === 0
        ? []
        : await this.dataSource
            .getRepository(Deceased)
            .createQueryBuilder('d')
            .leftJoinAndSelect('d.graveyardProvince', 'province')
            .leftJoinAndSelect('d.graveyardLocation', 'location')
            .leftJoinAndSelect('d.partner', 'partner')
            .where('d.id IN (:...ids)', { ids: pageOfIds })
            .orderBy('d.id', 'DESC')
            .getMany();
    const ids = people.map((person) => person.id);
    const [memorials, pending, owners] = await Promise.all([
      this.parts.get('memorials').termsOf(ids),
      this.deceased.pendingTransfersFor(ids),
      this.accounts.contactSummaries(
        people.flatMap((person) => (person.ownerUserId ? [person.ownerUserId] : [])),
      ),
    ]);
    return {
      deceased: people.map((person) => {
        const owner = person.ownerUserId ? owners.get(person.ownerUserId) : undefined;
        const memorial = memorials.get(person.id);
        return {
          ID: person.id,
          name: person.name,
          surname: person.surname,
          gender: person.gender,
          dateOfBirth: person.dateOfBirth,
          dateOfDeath: person.dateOfDeath,
          graveyardName: person.graveyardName,
          graveLocation: person.graveyardLocation?.name ?? null,
          graveProvince: person.graveyardProvince?.name ?? null,
          showPage: person.showPage,
          hasNotice: person.manifestTexts !== null,
          enabled: person.enabled,
          contoVendita: person.contoVendita,
          owner: owner
            ? { ID: owner.id, name: owner.name, surname: owner.surname, username: owner.username }
            : null,
          ownerPending: pending.has(person.id) ? 1 : 0,
          partner: person.partner ? { ID: person.partner.id, name: person.partner.name } : null,
          memorialID: memorial?.ID ?? 0,
          expirationDate: memorial?.expirationDate ?? null,
          time: seconds(person.publicationTime),
        };
      }),
      total,
      totalAtLeast,
      page,
      maxResults,
    };
  }

  /**
   * updateDeceased (spec panels §4 "enabled/disabled toggle"): `wanted` sets the state, absent flips it. A
   * disabled deceased is served to no visitor (memorial page, search, partner page) until enabled again.
   */
  async setEnabled(rawId: string, wanted: '0' | '1' | undefined, admin: Admin): Promise<DeceasedEnabledDto> {
    const id = parseId(rawId);
    const enabled = await this.change(id, admin, 'enabled', wanted, (person, value) => ({
      action: value === 1 ? 'deceased.enable' : 'deceased.disable',
      apply: (manager) =>
        value === 1
          ? this.pageLife.enablePage(manager, person.id)
          : this.pageLife.disablePage(manager, person.id),
    }));
    return { ID: id, enabled };
  }

  /**
   * updateConto (spec panels §4 "sale-account toggle"): 1 = sale on account not completed (book PDF blocked,
   * 'Procedi all'acquisto' shown, partner transfer hidden), 0 = paid.
   */
  async setContoVendita(
    rawId: string,
    wanted: '0' | '1' | undefined,
    admin: Admin,
  ): Promise<DeceasedContoDto> {
    const id = parseId(rawId);
    const contoVendita = await this.change(id, admin, 'contoVendita', wanted, (person, value) => ({
      action: 'deceased.contoVendita',
      apply: (manager) => this.deceased.setContoVendita(manager, person.id, value),
    }));
    return { ID: id, contoVendita };
  }

  /** One flag of a deceased set (or flipped) with its audit row in one transaction; then its cache dropped. */
  private async change(
    id: number,
    admin: Admin,
    field: 'enabled' | 'contoVendita',
    wanted: '0' | '1' | undefined,
    plan: (
      person: Deceased,
      value: 0 | 1,
    ) => { action: AuditAction; apply: (manager: EntityManager) => Promise<unknown> },
  ): Promise<0 | 1> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const person = await this.locked(manager, id);
      const current = person[field] ? 1 : 0;
      const value: 0 | 1 = wanted === undefined ? (current === 1 ? 0 : 1) : wanted === '1' ? 1 : 0;
      if (value === current) return { value, changed: false };
      const { action, apply } = plan(person, value);
      await apply(manager);
      await this.audit.record(manager, {
        actor: admin,
        acted: await this.ownerRef(manager, person),
        action,
        targetType: 'deceased',
        targetId: id,
        oldValues: { [field]: current },
        newValues: { [field]: value },
      });
      // The page's toggle raises it in PageLife too: one event per transaction is delivered once.
      await this.domainEvents.raise(manager, pageContentChanged(id, 'deceased'));
      return { value, changed: true };
    });
    return outcome.value;
  }

  /**
   * deceasedDelete (spec panels §4 "tombstone delete after confirmation"): the deceased and what belongs to
   * it only (memorial, dedications, condolences, lamps, transfers: the foreign keys cascade); its plaques are
   * freed by the qrcodes module's removal hook; the files of the page and of its dedications are deleted
   * once committed. Again on a deleted one: success with `deleted: false`.
   */
  async delete(rawId: string, admin: Admin): Promise<DeceasedDeletedDto> {
    const id = parseId(rawId);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const person = await manager.findOneBy(Deceased, { id });
      if (!person) return null;
      const released = await this.removal.run(manager, id);
      const result = await manager.delete(Deceased, { id });
      if (result.affected === 0) return null;
      await this.audit.record(manager, {
        actor: admin,
        acted: await this.ownerRef(manager, person),
        action: 'deceased.delete',
        targetType: 'deceased',
        targetId: id,
        oldValues: {
          name: person.name,
          surname: person.surname,
          showPage: person.showPage,
          enabled: person.enabled,
          ownerUserId: person.ownerUserId,
          partnerId: person.partnerId,
        },
        newValues: released.changes,
      });
      await this.domainEvents.raise(manager, pageContentChanged(id, 'deceased'));
      return { files: [person.photo, person.lapidePhoto, ...released.files] };
    });
    if (!outcome) return { ID: id, deleted: false };
    // Never before the commit: a rolled-back delete keeps its files.
    for (const file of outcome.files) if (file) await this.uploads.remove(file);
    return { ID: id, deleted: true };
  }

  /** The deceased, locked for the rest of the transaction (MySQL; SQLite writes one at a time). */
  private async locked(manager: EntityManager, id: number): Promise<Deceased> {
    const lock =
      manager.connection.options.type === 'better-sqlite3'
        ? undefined
        : { mode: 'pessimistic_write' as const };
    const person = await manager.getRepository(Deceased).findOne({ where: { id }, lock });
    if (!person) throw DeceasedErrors.panelNotFound();
    return person;
  }

  private async ownerRef(manager: EntityManager, person: Deceased) {
    const owner = person.ownerUserId ? await this.accounts.findById(person.ownerUserId, manager) : null;
    return owner ? { id: owner.id, username: owner.username } : null;
  }
}
