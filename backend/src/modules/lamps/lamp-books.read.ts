import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { countPerPeriod, type PeriodCount } from '../../common/period-counts';
import { Lamp } from './lamp.entity';

/** The lamps module's figures for the admin landing's charts (read only). */
@Injectable()
export class LampBooksRead {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Lamps in fault per period of the day their fault began: the lamps 'In anomalia' now (a missed check-in
   * or a reported fault), since anomaly_since is cleared when a lamp recovers.
   */
  faultsPerPeriod(boundaries: readonly Date[]): Promise<PeriodCount[]> {
    return countPerPeriod(this.dataSource, Lamp, 'anomaly_since', boundaries, { sql: 'row.anomaly = 1' });
  }
}
