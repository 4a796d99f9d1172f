import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { normalizeName } from '../../common/text-normalize';
import { Deceased } from './deceased.entity';

/** What makes two records the same person: null = not known (matches a record where it is not known either). */
export interface DuplicateCriteria {
  name: string;
  surname: string;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  graveyardRegionId: number | null;
  graveyardProvinceId: number | null;
  graveyardLocationId: number | null;
}

/**
 * The duplicate-notice check (spec panels §4, §5 obituaryCheck, 'Abbiamo rilevato un necrologio con gli
 * stessi dati…'): a deceased already on the platform with the same name, surname, birth and death dates and
 * graveyard place, whichever partner's.
 */
@Injectable()
export class DuplicateDeceased {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether a deceased with the same data (DuplicateCriteria) is already on the platform. */
  isAlreadyOnPlatform(criteria: DuplicateCriteria): Promise<boolean> {
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
}
