import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { mediaUrl } from '../../common/media-url';
import { AuthErrors } from '../auth/auth.errors';
import { Deceased } from '../deceased/deceased.entity';
import type { ExpiringMemorialDto, MemorialSummaryDto } from './dto/expiring-memorial.dto';
import type { OwnedTombstoneDto } from './dto/owned-tombstone.dto';
import { Memorial } from './memorial.entity';
import { MemorialErrors } from './memorials.errors';

interface OwnedTombstoneRow {
  id: number;
  name: string;
  surname: string;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  photo: string | null;
  lapidePhoto: string | null;
  showPage: number | string;
  enabled: number | string;
  memorialId: number | string | null;
  expiresAt: Date | string | null;
}

/** SQLite hands raw datetimes back as 'YYYY-MM-DD HH:MM:SS' text in UTC; MySQL as a Date (timezone Z). */
function rawInstant(value: Date | string): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}

/** SQLite hands raw DATE columns back as text, MySQL too (dateStrings); a Date would be a driver default. */
function rawDate(value: string | Date | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString().slice(0, 10) : value;
}

const DAY_MS = 86_400_000;
/** Reminders start this long before expiry and stop this long after it (renewal stays possible). */
const REMIND_BEFORE_DAYS = 30;
const REMIND_AFTER_DAYS = 60;

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The paid yearly memorial service (spec public §1, §4 "Memorial flow"). */
@Injectable()
export class MemorialsService {
  constructor(@InjectRepository(Memorial) private readonly memorials: Repository<Memorial>) {}

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
   * "Manage my digital tombstones" (client panel; spec public §7 getDeceasedByID → deceased_list): every
   * deceased the user owns with its memorial, in one query. It reads the deceased table because the list is
   * about memorial status; it only selects, never writes.
   */
  async listTombstonesOfOwner(ownerUserId: number): Promise<OwnedTombstoneDto[]> {
    const rows = await this.memorials.manager
      .createQueryBuilder(Deceased, 'deceased')
      .leftJoin(Memorial, 'memorial', 'memorial.deceased_id = deceased.id')
      .select([
        'deceased.id AS id',
        'deceased.name AS name',
        'deceased.surname AS surname',
        'deceased.date_of_birth AS dateOfBirth',
        'deceased.date_of_death AS dateOfDeath',
        'deceased.photo AS photo',
        'deceased.lapide_photo AS lapidePhoto',
        'deceased.show_page AS showPage',
        'deceased.enabled AS enabled',
        'memorial.id AS memorialId',
        'memorial.expires_at AS expiresAt',
      ])
      .where('deceased.owner_user_id = :ownerUserId', { ownerUserId })
      .orderBy('deceased.id', 'ASC')
      .getRawMany<OwnedTombstoneRow>();
    return rows.map((row) => ({
      ID: Number(row.id),
      name: row.name,
      surname: row.surname,
      dateOfBirth: rawDate(row.dateOfBirth),
      dateOfDeath: rawDate(row.dateOfDeath),
      photo: mediaUrl(row.photo),
      'photo-lapide': mediaUrl(row.lapidePhoto),
      showPage: Number(row.showPage),
      enabled: Number(row.enabled),
      memorialID: row.memorialId === null ? 0 : Number(row.memorialId),
      expirationDate: row.expiresAt === null ? null : unixSeconds(rawInstant(row.expiresAt)),
    }));
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
