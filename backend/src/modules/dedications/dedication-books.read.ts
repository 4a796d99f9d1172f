import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { countPerPeriod, type PeriodCount } from '../../common/period-counts';
import { Dedication, PUBLISHED_DEDICATION_STATUSES } from './dedication.entity';

/** The dedications module's figures for the admin landing's charts (read only). */
@Injectable()
export class DedicationBooksRead {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Dedications made per period (unpaid and cancelled ones left out). */
  dedicationsPerPeriod(boundaries: readonly Date[]): Promise<PeriodCount[]> {
    return countPerPeriod(this.dataSource, Dedication, 'created_at', boundaries, {
      sql: 'row.status IN (:...made)',
      parameters: { made: PUBLISHED_DEDICATION_STATUSES },
    });
  }
}
