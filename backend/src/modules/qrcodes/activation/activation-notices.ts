import { Injectable } from '@nestjs/common';
import type { User } from '../../accounts/user.entity';
import { AuthErrors } from '../../auth/auth.errors';
import { roleOf } from '../../auth/request-auth';
import type { Deceased } from '../../deceased/deceased.entity';
import { DeceasedService } from '../../deceased/deceased.service';
import { PartnersService } from '../../partners/partners.service';
import { ActivationErrors } from '../activation.errors';
import type { ActivationNoticeDto } from '../dto/activation.dto';
import type { QrCode } from '../qr-code.entity';
import { ActivationPlaques } from './activation-plaques';

/** The partner's notices offered on the activation form (newest first). */
const NOTICES_LISTED = 200;

/** Only partners (and admins) activate from a notice: anonymous 401, other roles 403. */
export function assertMayUseNotices(viewer: User | null): { user: User; role: 'partner' | 'admin' } {
  if (!viewer) throw AuthErrors.notLoggedIn();
  const role = roleOf(viewer);
  if (role !== 'partner' && role !== 'admin') throw AuthErrors.accessDenied();
  return { user: viewer, role };
}

/**
 * A partner's notices as the start of an activation (spec public §6 "Partner: may take data from an existing
 * obituary on activation"): those offered on the form, and the one a request names.
 */
@Injectable()
export class ActivationNotices {
  constructor(
    private readonly deceased: DeceasedService,
    private readonly partners: PartnersService,
    private readonly plaques: ActivationPlaques,
  ) {}

  /**
   * GET activationNotices: the signed-in partner's published notices without a plaque yet (spec public §4
   * "activation shows entries whose showPage is not 1"), to start an activation from one of them.
   */
  async offeredTo(viewer: User): Promise<ActivationNoticeDto[]> {
    const partner = await this.partners.findByUser(viewer.id);
    if (!partner) return [];
    const notices = await this.deceased.noticesOfPartner(partner.id, NOTICES_LISTED);
    if (notices.length === 0) return [];
    const withPlaque = await this.plaques.withPlaque(notices.map((notice) => notice.id));
    return notices
      .filter((notice) => !withPlaque.has(notice.id))
      .map((notice) => ({
        ID: notice.id,
        name: notice.name,
        surname: notice.surname,
        gender: notice.gender,
        dateOfBirth: notice.dateOfBirth,
        dateOfDeath: notice.dateOfDeath,
        aphorism: notice.aphorism,
        graveyardName: notice.graveyardName,
        graveRegionID: notice.graveyardRegionId,
        graveProvinceID: notice.graveyardProvinceId,
        graveLocationID: notice.graveyardLocationId,
        graveCap: notice.graveyardCap,
      }));
  }

  /**
   * The notice a partner activates from: only the partner's own published notice that is not a tombstone yet
   * (an admin: any such notice). Anonymous 401; client and lamp manager 403; another partner's, unknown or
   * already a tombstone 404; a notice with another plaque 409.
   */
  async noticeFor(viewer: User | null, noticeId: number, plaque: QrCode): Promise<Deceased> {
    const { user, role } = assertMayUseNotices(viewer);
    const notice = await this.deceased.findById(noticeId);
    const partner = role === 'partner' ? await this.partners.findByUser(user.id) : null;
    const visible =
      notice !== null &&
      notice.showPage === 0 &&
      notice.enabled === 1 &&
      (role === 'admin' || (partner !== null && notice.partnerId === partner.id));
    if (!notice || !visible) throw ActivationErrors.noticeNotFound();
    if (await this.plaques.noticeHasOtherPlaque(notice.id, plaque.id)) throw ActivationErrors.noticeTaken();
    return notice;
  }
}
