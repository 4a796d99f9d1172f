import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { displayId, parseId } from '../../common/ids';
import { mediaUrl } from '../../common/media-url';
import { normalizeName } from '../../common/text-normalize';
import { MemorialsService } from '../memorials/memorials.service';
import { DeceasedErrors } from './deceased.errors';
import { Deceased } from './deceased.entity';
import type { DeceasedDataDto } from './dto/deceased-data.dto';

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
    private readonly memorials: MemorialsService,
  ) {}

  /**
   * The memorial page's data (spec public §3 "Deceased data for the memorial page"). Two queries whatever
   * the page holds: the person with place and partner, then the memorial.
   */
  async getDeceasedData(rawId: string): Promise<DeceasedDataDto> {
    const id = parseId(rawId);
    const person = await this.deceased.findOne({
      where: { id, enabled: 1 },
      relations: { graveyardRegion: true, graveyardProvince: true, graveyardLocation: true, partner: true },
    });
    if (!person) throw DeceasedErrors.notFound(displayId(rawId));
    const memorial = await this.memorials.findForDeceased(person.id);
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
      memorialMedia: [],
      dedic: [],
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
}
