import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { readRowCounts } from '../../common/row-counts';
import { Deceased } from './deceased.entity';

/**
 * The summary cards' counts of deceased, exact and read from the counters the database keeps (row_counts,
 * database/row-count-triggers.ts) instead of counting a national table per request.
 */
@Injectable()
export class DeceasedCounts {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Digital tombstones (showPage 1) and obituaries only (showPage 0), for the admin's summary cards. */
  async pages(): Promise<{ tombstones: number; obituaries: number }> {
    const counts = await readRowCounts(this.dataSource, ['deceased.show_page.1', 'deceased.show_page.0']);
    return { tombstones: counts['deceased.show_page.1'], obituaries: counts['deceased.show_page.0'] };
  }

  /**
   * The partner panel's cards 'Lapidi digitali' and 'Necrologi': the unfiltered totals of its #deceased and
   * #pages tables (deceased-tables.ts: every record of the partner; its notices), kept per partner.
   */
  async pagesOfPartner(partnerId: number): Promise<{ tombstones: number; notices: number }> {
    const counts = await readRowCounts(
      this.dataSource,
      ['deceased.partner', 'deceased.partner.notices'],
      partnerId,
    );
    return { tombstones: counts['deceased.partner'], notices: counts['deceased.partner.notices'] };
  }

  /** The ids of the partner's records as a subquery, for another module to count its rows on them in one query. */
  idsOfPartner(partnerId: number): SelectQueryBuilder<Deceased> {
    return this.dataSource
      .getRepository(Deceased)
      .createQueryBuilder('partner_deceased')
      .select('partner_deceased.id')
      .where('partner_deceased.partner_id = :partnerId', { partnerId });
  }
}
