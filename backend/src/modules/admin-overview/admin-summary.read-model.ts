import { Injectable } from '@nestjs/common';
import { DeceasedCounts } from '../deceased/deceased-counts.service';
import { DedicationsService } from '../dedications/dedications.service';
import { PartnersService } from '../partners/partners.service';
import type { AdminSummaryDto } from '../qrcodes/dto/admin-qrcodes-responses.dto';
import { QrAdminService } from '../qrcodes/qr-admin.service';

/** The admin panel's summary cards: live counts, each asked of the module that owns the rows. */
@Injectable()
export class AdminSummaryReadModel {
  constructor(
    private readonly plaques: QrAdminService,
    private readonly dedications: DedicationsService,
    private readonly partners: PartnersService,
    private readonly deceased: DeceasedCounts,
  ) {}

  /** The six summary cards of spec panels §2, each count from its own module. */
  async summary(): Promise<AdminSummaryDto> {
    const [plaques, dedications, partners, pages] = await Promise.all([
      this.plaques.plaqueCounts(),
      this.dedications.countAwaitingReview(),
      this.partners.counts(),
      this.deceased.pages(),
    ]);
    return {
      qrcodes: { total: plaques.total, available: plaques.available },
      activationRequests: plaques.activationRequests,
      dedications,
      partners: partners.active,
      partnerRequests: partners.requests,
      tombstones: pages.tombstones,
      obituaries: pages.obituaries,
    };
  }
}
