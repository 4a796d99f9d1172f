import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { mediaUrl } from '../../common/media-url';
import { AuthErrors } from '../auth/auth.errors';
import type { ExpiringMemorialDto, MemorialSummaryDto } from './dto/expiring-memorial.dto';
import { Memorial } from './memorial.entity';
import { MemorialMediaItem, type MemorialMediaType } from './memorial-media.entity';
import { MemorialErrors } from './memorials.errors';

const DAY_MS = 86_400_000;
/** Reminders start this long before expiry and stop this long after it (renewal stays possible). */
const REMIND_BEFORE_DAYS = 30;
const REMIND_AFTER_DAYS = 60;

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The paid yearly memorial service (spec public §1, §4 "Memorial flow"). */
@Injectable()
export class MemorialsService {
  constructor(
    @InjectRepository(Memorial) private readonly memorials: Repository<Memorial>,
    @InjectRepository(MemorialMediaItem) private readonly media: Repository<MemorialMediaItem>,
  ) {}

  /**
   * The gallery of a deceased's memorial (spec public §3 memorialMedia), in position order; empty when there
   * is no memorial or it has expired. One query.
   */
  async findMediaForDeceased(
    deceasedId: number,
    now = new Date(),
  ): Promise<Array<{ ID: number; type: MemorialMediaType; file: string }>> {
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

  /** Appends items to a memorial's gallery after its last position. */
  async addMedia(memorialId: number, items: Array<{ type: MemorialMediaType; file: string }>): Promise<void> {
    const last = await this.media.findOne({ where: { memorialId }, order: { position: 'DESC' } });
    let position = last ? last.position + 1 : 0;
    for (const item of items)
      await this.media.insert({ memorialId, ...item, position: position++, createdAt: new Date() });
  }

  async countMedia(memorialId: number): Promise<number> {
    return this.media.countBy({ memorialId });
  }

  async findForDeceased(deceasedId: number): Promise<MemorialSummaryDto | null> {
    const memorial = await this.memorials.findOneBy({ deceasedId });
    return memorial
      ? { ID: memorial.id, bio: memorial.bio, expirationDate: unixSeconds(memorial.expiresAt) }
      : null;
  }

  /** The red expiring-memorial icon of the navigation bar (spec public §2): owner's memorials near expiry. */
  async findExpiringForOwner(userId: number, now = new Date()): Promise<ExpiringMemorialDto[]> {
    const rows = await this.memorials
      .createQueryBuilder('memorial')
      .innerJoinAndSelect('memorial.deceased', 'deceased')
      .where('deceased.owner_user_id = :userId', { userId })
      .andWhere('memorial.expires_at BETWEEN :from AND :to', {
        from: new Date(now.getTime() - REMIND_AFTER_DAYS * DAY_MS),
        to: new Date(now.getTime() + REMIND_BEFORE_DAYS * DAY_MS),
      })
      .andWhere('memorial.not_notify = 0')
      .orderBy('memorial.expires_at', 'ASC')
      .getMany();
    return rows.map((memorial) => ({
      ID: memorial.id,
      deceasedID: memorial.deceasedId,
      deceasedName: memorial.deceased?.name ?? '',
      deceasedSurname: memorial.deceased?.surname ?? '',
      deceasedLapide: mediaUrl(memorial.deceased?.lapidePhoto ?? null),
      expirationDate: unixSeconds(memorial.expiresAt),
      notNotify: memorial.notNotify === 1,
    }));
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
    const memorial = await this.memorials.findOne({
      where: { id: memorialId },
      relations: { deceased: true },
    });
    if (!memorial) throw MemorialErrors.notFound();
    if (memorial.deceased?.ownerUserId !== userId) throw AuthErrors.accessDenied();
    await this.memorials.update({ id: memorialId }, { notNotify: 1 });
  }
}
