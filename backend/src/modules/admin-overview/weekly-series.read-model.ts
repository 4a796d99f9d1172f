import { Injectable } from '@nestjs/common';
import { lastRomeWeeks, weekBoundaries } from '../../common/time-buckets';
import type { PeriodCount } from '../../common/period-counts';
import { DedicationBooksRead } from '../dedications/dedication-books.read';
import { LampBooksRead } from '../lamps/lamp-books.read';
import { OrderBooksRead } from '../orders/order-books.read';
import { PlaqueBooksRead } from '../qrcodes/plaque-books.read';
import { Clock } from '../scheduler/clock';

/** Weeks the landing's charts show by default, and the most one request reads. */
export const WEEKLY_DEFAULT_WEEKS = 12;
export const WEEKLY_MAX_WEEKS = 104;

export interface WeekPoint {
  /** ISO week 'YYYY-Www' (Europe/Rome). */
  week: string;
  /** Its Monday, 'YYYY-MM-DD'. */
  monday: string;
  sales: number;
  salesCents: number;
  activations: number;
  dedications: number;
  faults: number;
}

/**
 * The admin landing's charts: per ISO week of Europe/Rome, the sales (orders and euro), plaques activated,
 * dedications made and lamps gone in fault, oldest week first. One GROUP BY per series, asked of the
 * module that owns its rows; a week without rows is 0.
 */
@Injectable()
export class WeeklySeriesReadModel {
  constructor(
    private readonly orders: OrderBooksRead,
    private readonly plaques: PlaqueBooksRead,
    private readonly dedications: DedicationBooksRead,
    private readonly lamps: LampBooksRead,
    private readonly clock: Clock,
  ) {}

  async series(weeksCount = WEEKLY_DEFAULT_WEEKS): Promise<WeekPoint[]> {
    const weeks = lastRomeWeeks(this.clock.now(), weeksCount);
    const boundaries = weekBoundaries(weeks);
    const [sales, activations, dedications, faults] = await Promise.all([
      this.orders.salesPerPeriod(boundaries),
      this.plaques.activationsPerPeriod(boundaries),
      this.dedications.dedicationsPerPeriod(boundaries),
      this.lamps.faultsPerPeriod(boundaries),
    ]);
    const countOf = (rows: PeriodCount[], bucket: number) =>
      rows.find((row) => row.bucket === bucket)?.count ?? 0;
    return weeks.map((week, bucket) => {
      const sale = sales.find((row) => row.bucket === bucket);
      return {
        week: week.week,
        monday: week.monday,
        sales: sale?.orders ?? 0,
        salesCents: sale?.totalCents ?? 0,
        activations: countOf(activations, bucket),
        dedications: countOf(dedications, bucket),
        faults: countOf(faults, bucket),
      };
    });
  }
}
