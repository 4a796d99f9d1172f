import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { normalizeName } from '../../common/text-normalize';
import { Deceased } from './deceased.entity';

/** The duplicate check's criteria: null = not known (matches a record where it is not known either). */
export interface SameDataCriteria {
  name: string;
  surname: string;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  graveyardRegionId: number | null;
  graveyardProvinceId: number | null;
  graveyardLocationId: number | null;
}

export type DeceasedChanges = Partial<
  Omit<Deceased, 'id' | 'nameNormalized' | 'surnameNormalized' | 'partner' | 'owner' | 'page'>
>;

/**
 * Whole-record writes of the deceased and obituary forms (obituaries/forms): create, change, lock and delete
 * a record in the caller's transaction, the search names normalised here as everywhere.
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

  async create(
    manager: EntityManager,
    data: DeceasedChanges & Pick<Deceased, 'name' | 'surname' | 'gender' | 'publicationTime'>,
  ): Promise<Deceased> {
    const repository = manager.getRepository(Deceased);
    return repository.save(repository.create({ ...data, ...this.names(data) }));
  }

  async update(manager: EntityManager, id: number, changes: DeceasedChanges): Promise<void> {
    await manager.getRepository(Deceased).update({ id }, { ...changes, ...this.names(changes) });
  }

  async remove(manager: EntityManager, id: number): Promise<void> {
    await manager.getRepository(Deceased).delete({ id });
  }

  /** Whether a record with the same name, surname, dates and graveyard place exists. */
  sameData(criteria: SameDataCriteria): Promise<boolean> {
    const orNull = <T>(value: T | null) => value ?? IsNull();
    return this.dataSource.getRepository(Deceased).exists({
      where: {
        nameNormalized: normalizeName(criteria.name),
        surnameNormalized: normalizeName(criteria.surname),
        dateOfBirth: orNull(criteria.dateOfBirth),
        dateOfDeath: orNull(criteria.dateOfDeath),
        graveyardRegionId: orNull(criteria.graveyardRegionId),
        graveyardProvinceId: orNull(criteria.graveyardProvinceId),
        graveyardLocationId: orNull(criteria.graveyardLocationId),
      },
    });
  }

  private names(data: { name?: string; surname?: string }) {
    return {
      ...(data.name !== undefined ? { nameNormalized: normalizeName(data.name) } : {}),
      ...(data.surname !== undefined ? { surnameNormalized: normalizeName(data.surname) } : {}),
    };
  }
}
