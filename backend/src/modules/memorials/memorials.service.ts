import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, Repository, type EntityManager } from 'typeorm';
import { CommonErrors, CommonMessages } from '../../common/app-error';
import { parseId } from '../../common/ids';
import { mediaUrl } from '../../common/media-url';
import { chunks } from '../../database/chunks';
import { AuthErrors } from '../auth/auth.errors';
import { DeceasedPageParts } from '../deceased/deceased-page-parts';
import { DeceasedRemovalHooks } from '../deceased/deceased-removal-hooks';
import { DeceasedService } from '../deceased/deceased.service';
import type { ExpiringMemorialDto, MemorialMediaDto, MemorialSummaryDto } from './dto/expiring-memorial.dto';
import { Memorial } from './memorial.entity';
import { MemorialMediaItem, type MemorialMediaType } from './memorial-media.entity';
import { MemorialErrors } from './memorials.errors';

const DAY_MS = 86_400_000;
/** Reminders start this long before expiry and stop this long after it (renewal stays possible). */
const REMIND_BEFORE_DAYS = 30;
const REMIND_AFTER_DAYS = 60;
/** Deceased ids per query (under every engine's parameter limit). */
const IDS_PER_QUERY = 1000;

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The same instant one calendar year later (UTC; 29 February goes to 1 March). */
export function addOneYear(date: Date): Date {
  const next = new Date(date.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/**
 * The paid yearly memorial service (spec public §1, §4 "Memorial flow"); its memorial and gallery are
 * registered as the memorials part of the deceased's page.
 */
@Injectable()
export class MemorialsService implements OnModuleInit {
  constructor(
    @InjectRepository(Memorial) private readonly memorials: Repository<Memorial>,
    @InjectRepository(MemorialMediaItem) private readonly media: Repository<MemorialMediaItem>,
    private readonly deceased: DeceasedService,
    private readonly pageParts: DeceasedPageParts,
    private readonly removal: DeceasedRemovalHooks,
  ) {}

  onModuleInit(): void {
    this.pageParts.register('memorials', {
      pageOf: async (deceasedId, now) => {
        const [memorial, media] = await Promise.all([
          this.findForDeceased(deceasedId),
          this.findMediaForDeceased(deceasedId, now),
        ]);
        return { memorial, media };
      },
      termsOf: (deceasedIds) => this.termsForDeceased(deceasedIds),
    });
    // A deleted deceased's memorial and gallery go with it (foreign keys); the gallery's files after the commit.
    this.removal.register('memorials', async (manager, deceasedId) => {
      const memorial = await manager.findOneBy(Memorial, { deceasedId });
      if (!memorial) return {};
      const media = await manager.find(MemorialMediaItem, {
        select: { file: true },
        where: { memorialId: memorial.id },
      });
      return { files: media.map((item) => item.file) };
    });
  }

  /**
   * The gallery of a deceased's memorial (spec public §3 memorialMedia), in position order; empty when there
   * is no memorial or it has expired. One query.
   */
  async findMediaForDeceased(deceasedId: number, now = new Date()): Promise<MemorialMediaDto[]> {
    const rows = await this.media
      .createQueryBuilder('media')
      .innerJoin('media.memorial', 'memorial')
      .where('memorial.deceased_id = :deceasedId', { deceasedId })
      .andWhere('memorial.expires_at > :now', { now })
      .orderBy('media.position', 'ASC')
      .addOrderBy('media.id', 'ASC')
      .getMany();
    return rows.map((row) => ({ ID: row.id, type: row.type, file: mediaUrl(row.file) ?? '' }));
  }

  /**
   * Appends items to a memorial's gallery after its last position; in the caller's transaction when a
   * manager is given (order fulfilment).
   */
  async addMedia(
    memorialId: number,
    items: Array<{ type: MemorialMediaType; file: string }>,
    manager?: EntityManager,
  ): Promise<void> {
    const media = manager ? manager.getRepository(MemorialMediaItem) : this.media;
    const last = await media.findOne({ where: { memorialId }, order: { position: 'DESC' } });
    let position = last ? last.position + 1 : 0;
    for (const item of items)
      await media.insert({ memorialId, ...item, position: position++, createdAt: new Date() });
  }

  async countMedia(memorialId: number): Promise<number> {
    return this.media.countBy({ memorialId });
  }

  /** How many photos and videos a memorial's gallery holds (the 10 photos / 1 video limits). */
  async countMediaByType(memorialId: number): Promise<Record<MemorialMediaType, number>> {
    const rows = await this.media
      .createQueryBuilder('media')
      .select('media.type', 'type')
      .addSelect('COUNT(*)', 'count')
      .where('media.memorial_id = :memorialId', { memorialId })
      .groupBy('media.type')
      .getRawMany<{ type: MemorialMediaType; count: string | number }>();
    const counts: Record<MemorialMediaType, number> = { photo: 0, video: 0 };
    for (const row of rows) counts[row.type] = Number(row.count);
    return counts;
  }

  /** The memorial row of a deceased (any expiry), or null. */
  async findEntityForDeceased(deceasedId: number, manager?: EntityManager): Promise<Memorial | null> {
    return (manager ? manager.getRepository(Memorial) : this.memorials).findOneBy({ deceasedId });
  }

  /**
   * A paid year of service (docs/contracts.md "Memorial service"): a new memorial expiring one year after
   * `paidAt`, or the existing one extended to one year after max(its expiry, paidAt), with the biography
   * replaced and the reminder dismissal reset. The row is locked first on MariaDB so two payments for one
   * deceased extend it twice rather than racing. Returns the memorial.
   */
  async extendOneYear(
    manager: EntityManager,
    deceasedId: number,
    bio: string,
    paidAt: Date,
  ): Promise<Memorial> {
    paidAt = new Date(Math.floor(paidAt.getTime() / 1000) * 1000); // datetime columns keep whole seconds
    const repository = manager.getRepository(Memorial);
    const locking = manager.connection.options.type !== 'better-sqlite3';
    const existing = await repository.findOne({
      where: { deceasedId },
      ...(locking ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!existing) {
      return repository.save(
        repository.create({
          deceasedId,
          bio,
          expiresAt: addOneYear(paidAt),
          notNotify: 0,
          createdAt: paidAt,
        }),
      );
    }
    const from = existing.expiresAt.getTime() > paidAt.getTime() ? existing.expiresAt : paidAt;
    const expiresAt = addOneYear(from);
    await repository.update({ id: existing.id }, { bio, expiresAt, notNotify: 0 });
    return Object.assign(existing, { bio, expiresAt, notNotify: 0 });
  }

  async findForDeceased(deceasedId: number): Promise<MemorialSummaryDto | null> {
    const memorial = await this.memorials.findOneBy({ deceasedId });
    return memorial
      ? { ID: memorial.id, bio: memorial.bio, expirationDate: unixSeconds(memorial.expiresAt) }
      : null;
  }

  /**
   * The red expiring-memorial icon of the navigation bar (spec public §2): owner's memorials near expiry.
   * The owner's deceased, then their memorials in the window (one query per IDS_PER_QUERY deceased).
   */
  async findExpiringForOwner(userId: number, now = new Date()): Promise<ExpiringMemorialDto[]> {
    const owned = new Map((await this.deceased.findOwnedBy(userId)).map((person) => [person.id, person]));
    const window = Between(
      new Date(now.getTime() - REMIND_AFTER_DAYS * DAY_MS),
      new Date(now.getTime() + REMIND_BEFORE_DAYS * DAY_MS),
    );
    const batches = await Promise.all(
      chunks([...owned.keys()], IDS_PER_QUERY).map((ids) =>
        this.memorials.findBy({ deceasedId: In(ids), expiresAt: window, notNotify: 0 }),
      ),
    );
    const rows = batches.flat().sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
    return rows.map((memorial) => {
      const person = owned.get(memorial.deceasedId);
      return {
        ID: memorial.id,
        deceasedID: memorial.deceasedId,
        deceasedName: person?.name ?? '',
        deceasedSurname: person?.surname ?? '',
        deceasedLapide: mediaUrl(person?.lapidePhoto ?? null),
        expirationDate: unixSeconds(memorial.expiresAt),
        notNotify: memorial.notNotify === 1,
      };
    });
  }

  async create(deceasedId: number, bio: string, expiresAt: Date): Promise<Memorial> {
    return this.memorials.save(
      this.memorials.create({ deceasedId, bio, expiresAt, notNotify: 0, createdAt: new Date() }),
    );
  }

  /**
   * The memorial id and expiry of each of these deceased that has one (for lists such as the client panel's
   * tombstones), keyed by deceased id; two columns, not the biography.
   */
  async termsForDeceased(
    deceasedIds: number[],
  ): Promise<Map<number, Pick<MemorialSummaryDto, 'ID' | 'expirationDate'>>> {
    const terms = new Map<number, Pick<MemorialSummaryDto, 'ID' | 'expirationDate'>>();
    if (deceasedIds.length === 0) return terms;
    const memorials = await this.memorials.find({
      select: { id: true, deceasedId: true, expiresAt: true },
      where: { deceasedId: In(deceasedIds) },
    });
    for (const memorial of memorials)
      terms.set(memorial.deceasedId, { ID: memorial.id, expirationDate: unixSeconds(memorial.expiresAt) });
    return terms;
  }

  /**
   * 'Non mostrare più' on the expiring-memorial icon (spec public §2, §7 notNow): the owner's memorial stops
   * appearing in expiring_memorial. Only the owner of the deceased may do it.
   */
  async dismissExpiryReminder(memorialId: number, userId: number): Promise<void> {
    const memorial = await this.memorials.findOneBy({ id: memorialId });
    if (!memorial) throw MemorialErrors.notFound();
    const deceased = await this.deceased.findById(memorial.deceasedId);
    if (deceased?.ownerUserId !== userId) throw AuthErrors.accessDenied();
    await this.memorials.update({ id: memorialId }, { notNotify: 1 });
  }

  /** notNow (memorialID required, with or without 000): dismisses it, then answers the remaining reminders. */
  async dismissAndListExpiring(
    userId: number,
    rawMemorialId: string | undefined,
  ): Promise<ExpiringMemorialDto[]> {
    const raw = rawMemorialId?.trim();
    if (!raw) throw CommonErrors.validation({ memorialID: CommonMessages.required });
    await this.dismissExpiryReminder(parseId(raw), userId);
    return this.findExpiringForOwner(userId);
  }
}
