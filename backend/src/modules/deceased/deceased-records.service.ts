import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { normalizeName } from '../../common/text-normalize';
import { Deceased } from './deceased.entity';
import { writeNameWords } from './name-words';

/** The person's columns of the deceased and obituary forms (spec panels §3 "Deceased"). */
export type PersonColumns = Pick<
  Deceased,
  | 'name'
  | 'surname'
  | 'gender'
  | 'dateOfBirth'
  | 'dateOfDeath'
  | 'age'
  | 'aphorism'
  | 'graveyardName'
  | 'graveyardRegionId'
  | 'graveyardProvinceId'
  | 'graveyardLocationId'
  | 'graveyardCap'
  | 'graveyardAddress'
>;

/** The page's photos; a photo left out keeps its stored value. */
export type PhotoColumns = Partial<Pick<Deceased, 'photo' | 'lapidePhoto'>>;

/** The notice's columns (spec panels §3 "Manifest text blocks"); a manifesto photo left out keeps its value. */
export type NoticeColumns = Pick<Deceased, 'funeralDate' | 'obituaryNote' | 'manifestTexts' | 'manifestBg'> &
  Partial<Pick<Deceased, 'manifestPhoto' | 'manifestCustom'>>;

/**
 * The record writes of the deceased and obituary forms (obituaries/forms) and of the manifesto: each names
 * what it changes, in the caller's transaction; the search names normalised here as everywhere. A page's
 * visibility and publication are PageLife's (page-life.ts), a new record included.
 */
@Injectable()
export class DeceasedRecordsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The record, locked for the rest of the transaction on MariaDB (SQLite writes one at a time). */
  locked(manager: EntityManager, id: number): Promise<Deceased | null> {
    const locking = manager.connection.options.type !== 'better-sqlite3';
    return manager.getRepository(Deceased).findOne({
      where: { id },
      ...(locking ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** The record or null, without a lock (outside a transaction). */
  findOrNull(id: number): Promise<Deceased | null> {
    return this.dataSource.getRepository(Deceased).findOneBy({ id });
  }

  find(manager: EntityManager, id: number): Promise<Deceased> {
    return manager.getRepository(Deceased).findOneByOrFail({ id });
  }

  /** The person's data from a form (names, dates, graveyard). */
  async updatePerson(manager: EntityManager, id: number, person: PersonColumns): Promise<void> {
    await manager.getRepository(Deceased).update(
      { id },
      {
        ...person,
        nameNormalized: normalizeName(person.name),
        surnameNormalized: normalizeName(person.surname),
      },
    );
    await writeNameWords(manager, id, normalizeName(person.name), normalizeName(person.surname));
  }

  /** The funeral home behind the record (null: none). */
  async setPartner(manager: EntityManager, id: number, partnerId: number | null): Promise<void> {
    await manager.getRepository(Deceased).update({ id }, { partnerId });
  }

  /** The photos given (a null one removed); none given changes nothing. */
  async setPhotos(manager: EntityManager, id: number, photos: PhotoColumns): Promise<void> {
    if (photos.photo === undefined && photos.lapidePhoto === undefined) return;
    await manager.getRepository(Deceased).update({ id }, photos);
  }

  /** The notice's texts, date and manifesto choices. */
  async setNotice(manager: EntityManager, id: number, notice: NoticeColumns): Promise<void> {
    await manager.getRepository(Deceased).update({ id }, notice);
  }

  /** A tombstone loses its notice (obituaryDelete): every notice column back to null. */
  async clearNotice(manager: EntityManager, id: number): Promise<void> {
    await manager.getRepository(Deceased).update(
      { id },
      {
        funeralDate: null,
        manifestTexts: null,
        manifestBg: null,
        manifestPhoto: null,
        manifestImage: null,
        manifestCustom: null,
        obituaryNote: null,
      },
    );
  }

  /** The manifesto JPEG last rendered for the record. */
  async setManifestImage(manager: EntityManager, id: number, manifestImage: string): Promise<void> {
    await manager.getRepository(Deceased).update({ id }, { manifestImage });
  }

  async remove(manager: EntityManager, id: number): Promise<void> {
    await manager.getRepository(Deceased).delete({ id });
  }
}
