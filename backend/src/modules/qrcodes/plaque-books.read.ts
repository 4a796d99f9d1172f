import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { countPerPeriod, type PeriodCount } from '../../common/period-counts';
import { QrCode } from './qr-code.entity';

/** The qrcodes module's figures for the admin landing's charts (read only). */
@Injectable()
export class PlaqueBooksRead {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Plaques activated per period (`boundaries`: the instants that split them). */
  activationsPerPeriod(boundaries: readonly Date[]): Promise<PeriodCount[]> {
    return countPerPeriod(this.dataSource, QrCode, 'activated_at', boundaries);
  }
}
