import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { displayId, parseId } from '../../common/ids';
import { mediaUrl } from '../../common/media-url';
import { normalizeName } from '../../common/text-normalize';
import { ok } from '../../common/envelope';
import { Dedication, PUBLISHED_DEDICATION_STATUSES } from '../dedications/dedication.entity';
import type { OwnedTombstoneDto } from '../memorials/dto/owned-tombstone.dto';
import { MemorialsService } from '../memorials/memorials.service';
import { DeceasedErrors } from './deceased.errors';
import { Deceased } from './deceased.entity';
import type { DeceasedDataDto } from './dto/deceased-data.dto';
import type { MemorialDedicationDto } from './dto/memorial-dedication.dto';
import { PageCacheService } from './page-cache.service';

/** The memorial page lists at most this many dedications, newest first (one bounded query). */
export const MEMORIAL_DEDICATIONS_LIMIT = 200;

/** spec public §1/§4 publication rules, applied here so hidden text or media never reaches a browser. */
export function publicDedication(row: Dedication): MemorialDedicationDto {
  const base = { ID: row.id, time: Math.floor(row.createdAt.getTime() / 1000) };
  if (row.status === 'pending') {
    return { ...base, type: row.type, status: 'pending', text: '', showAuthor: 0, media: null };
  }
  if (row.status === 'refused') {
    // A refused photo or video becomes virtual flowers; every refused gift is anonymous and without text.
    const type = row.type === 'dedica-foto' || row.type === 'dedica-video' ? 'dedica-fiori' : row.type;
    return { ...base, type, status: 'refused', text: '', showAuthor: 0, media: null };
  }
  const url = mediaUrl(row.mediaFilename);
  return {
    ...base,
    type: row.type,
    status: 'accepted',
    text: row.text ?? '',
    showAuthor: row.sign ? row.sign : 0,
    media: url && row.mediaType ? { filename: url, type: row.mediaType } : null,
  };
}

export interface PeopleSearch {
  /** Normalised words (normalizeName); each must start a word of the name or the surname. */
  words: string[];
  regionId?: number;
  provinceId?: number;
  locationId?: number;
  cap?: string;
  /** 'lapide' = tombstone pages only, 'necrologio' = obituaries only. */
  kind?: 'lapide' | 'necrologio';
  offset: number;
  limit: number;
}

/** LIKE patterns use '!' as escape character: it means the same on SQLite and MySQL. */
const likeEscape = (word: string) => word.replace(/[!%_]/g, (char) => `!${char}`);

export type NewDeceased = Omit<
  Deceased,
  | 'id'
  | 'nameNormalized'
  | 'surnameNormalized'
  | 'createdAt'
  | 'graveyardRegion'
  | 'graveyardProvince'
  | 'graveyardLocation'
  | 'partner'
  | 'owner'
> & { id?: number };

/** Tombstone pages and the people behind them (DESIGN "Back end": module `deceased`). */
@Injectable()
export class DeceasedService {
  constructor(
    @InjectRepository(Deceased) private readonly deceased: Repository<Deceased>,
    @InjectRepository(Dedication) private readonly dedications: Repository<Dedication>,
    private readonly memorials: MemorialsService,
    private readonly pageCache: PageCacheService,
  ) {}

  /**
   * The whole deceasedData answer as JSON bytes, built once per content version of the deceased (see
   * PageCacheService). The answer carries no session (`session: null` for everyone), so the same bytes
   * serve every visitor; a miss costs the three queries of getDeceasedData.
   */
  async getDeceasedDataBytes(rawId: string): Promise<Buffer> {
    const id = parseId(rawId);
    return this.pageCache.get(id, 'deceasedData', async () =>
      Buffer.from(JSON.stringify(ok(await this.getDeceasedData(rawId)))),
    );
  }

  /** The page data (not bytes) through the same cache, for the server-rendered memorial page. */
  async getDeceasedDataCached(rawId: string): Promise<DeceasedDataDto> {
    const id = parseId(rawId);
    return this.pageCache.get(id, 'deceasedDataObject', () => this.getDeceasedData(rawId));
  }

  /**
   * The memorial page's data (spec public §3 "Deceased data for the memorial page"). Four queries whatever
   * the page holds: the person with place and partner, then the memorial, its gallery and the dedications
   * together.
   */
  async getDeceasedData(rawId: string): Promise<DeceasedDataDto> {
    const id = parseId(rawId);
    const person = await this.deceased.findOne({
      where: { id, enabled: 1 },
      relations: { graveyardRegion: true, graveyardProvince: true, graveyardLocation: true, partner: true },
    });
    if (!person) throw DeceasedErrors.notFound(displayId(rawId));
    const [memorial, memorialMedia, dedications] = await Promise.all([
      this.memorials.findForDeceased(person.id),
      this.memorials.findMediaForDeceased(person.id),
      this.dedications.find({
        // unpaid and cancelled dedications are never shown (spec public §4 "other statuses: not shown").
        where: { deceasedId: person.id, status: In([...PUBLISHED_DEDICATION_STATUSES]) },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: MEMORIAL_DEDICATIONS_LIMIT,
      }),
    ]);
    const photo = mediaUrl(person.photo);
    return {
      result: 'success',
      ID: person.id,
      name: person.name,
      surname: person.surname,
      gender: person.gender,
      dateOfBirth: person.dateOfBirth,
      dateOfDeath: person.dateOfDeath,
      time: Math.floor(person.publicationTime.getTime() / 1000),
      aphorism: person.aphorism,
      graveyardName: person.graveyardName,
      graveRegion: person.graveyardRegion?.name ?? null,
      graveRegionID: person.graveyardRegionId,
      graveProvince: person.graveyardProvince?.name ?? null,
      graveProvinceID: person.graveyardProvinceId,
      graveLocation: person.graveyardLocation?.name ?? null,
      graveLocationID: person.graveyardLocationId,
      graveCap: person.graveyardCap,
      photo: photo ? [photo] : [],
      'photo-lapide': mediaUrl(person.lapidePhoto),
      partner: person.partner ? { ID: person.partner.id, name: person.partner.name } : null,
      memorial,
      memorialMedia,
      dedic: dedications.map(publicDedication),
      // No lamps yet (a later issue): null keeps the contract's shape until a lamp exists.
      lamp: null,
    };
  }

  /**
   * Published people matching every word, newest publication first (spec public §2 search). The word
   * patterns are prefix matches on the normalised columns, which the name indexes serve.
   */
  async search(criteria: PeopleSearch): Promise<Deceased[]> {
    const query = this.deceased
      .createQueryBuilder('d')
      .leftJoinAndSelect('d.graveyardLocation', 'location')
      .leftJoinAndSelect('d.partner', 'partner')
      .where('d.enabled = 1');
    criteria.words.forEach((word, index) => {
      const columns = ['d.name_normalized', 'd.surname_normalized'];
      const patterns = {
        [`start${index}`]: `${likeEscape(word)}%`,
        [`inner${index}`]: `% ${likeEscape(word)}%`,
        [`elided${index}`]: `%'${likeEscape(word)}%`,
      };
      const tests = columns.flatMap((column) =>
        Object.keys(patterns).map((name) => `${column} LIKE :${name} ESCAPE '!'`),
      );
      query.andWhere(`(${tests.join(' OR ')})`, patterns);
    });
    if (criteria.regionId)
      query.andWhere('d.graveyard_region_id = :regionId', { regionId: criteria.regionId });
    if (criteria.provinceId)
      query.andWhere('d.graveyard_province_id = :provinceId', { provinceId: criteria.provinceId });
    if (criteria.locationId)
      query.andWhere('d.graveyard_location_id = :locationId', { locationId: criteria.locationId });
    if (criteria.cap) query.andWhere('d.graveyard_cap = :cap', { cap: criteria.cap });
    if (criteria.kind)
      query.andWhere('d.show_page = :showPage', { showPage: criteria.kind === 'lapide' ? 1 : 0 });
    return (
      query
        .orderBy('d.publicationTime', 'DESC')
        .addOrderBy('d.id', 'DESC')
        // Plain OFFSET/LIMIT: the joins are many-to-one, so rows are people, one each.
        .offset(criteria.offset)
        .limit(criteria.limit)
        .getMany()
    );
  }

  /** Creates or keeps a deceased with a given id (demo data); the normalised names are derived here. */
  async upsert(input: NewDeceased): Promise<Deceased> {
    const existing = input.id ? await this.deceased.findOneBy({ id: input.id }) : null;
    if (existing) return existing;
    return this.deceased.save(
      this.deceased.create({
        ...input,
        nameNormalized: normalizeName(input.name),
        surnameNormalized: normalizeName(input.surname),
        createdAt: new Date(),
      }),
    );
  }

  /**
   * "Manage my digital tombstones" (client panel; spec public §7 getDeceasedByID → deceased_list): every
   * deceased the user owns, by id, with its memorial's id and expiry from MemorialsService (0 and null
   * without one). Two queries whatever the list holds.
   */
  async listOfOwner(ownerId: number): Promise<OwnedTombstoneDto[]> {
    const people = await this.deceased.find({
      select: {
        id: true,
        name: true,
        surname: true,
        dateOfBirth: true,
        dateOfDeath: true,
        photo: true,
        lapidePhoto: true,
        showPage: true,
        enabled: true,
      },
      where: { ownerUserId: ownerId },
      order: { id: 'ASC' },
    });
    const memorials = await this.memorials.termsForDeceased(people.map((person) => person.id));
    return people.map((person) => {
      const memorial = memorials.get(person.id);
      return {
        ID: person.id,
        name: person.name,
        surname: person.surname,
        dateOfBirth: person.dateOfBirth,
        dateOfDeath: person.dateOfDeath,
        photo: mediaUrl(person.photo),
        'photo-lapide': mediaUrl(person.lapidePhoto),
        showPage: person.showPage,
        enabled: person.enabled,
        memorialID: memorial?.ID ?? 0,
        expirationDate: memorial?.expirationDate ?? null,
      };
    });
  }
}
