import { Injectable } from '@nestjs/common';
import { AppError } from '../../../common/app-error';
import { parseId } from '../../../common/ids';
import type { User } from '../../accounts/user.entity';
import { AuthErrors } from '../../auth/auth.errors';
import { roleOf } from '../../auth/request-auth';
import type { Deceased } from '../../deceased/deceased.entity';
import { DeceasedErrors } from '../../deceased/deceased.errors';
import { DeceasedService } from '../../deceased/deceased.service';
import { PartnersService } from '../../partners/partners.service';

export const ManifestoErrors = {
  /** A record without a notice (no manifesto texts, no custom manifesto), or one the public may not see. */
  notFound: () => new AppError(404, 'MANIFESTO_NOT_FOUND', 'Manifesto non disponibile'),
};

const hasManifesto = (deceased: Deceased) =>
  deceased.manifestTexts !== null || deceased.manifestCustom !== null;

/** Who may see which manifesto: the public a published notice's poster; the print PDF its partner or an admin. */
@Injectable()
export class ManifestoAccessService {
  constructor(
    private readonly deceased: DeceasedService,
    private readonly partners: PartnersService,
  ) {}

  /** The id of a notice the public may see: enabled, published (not scheduled later), with a manifesto. */
  async publicNotice(rawId: string): Promise<number> {
    const deceased = await this.deceased.findById(parseId(rawId));
    if (
      !deceased ||
      deceased.enabled !== 1 ||
      deceased.publicationTime > new Date() ||
      !hasManifesto(deceased)
    )
      throw ManifestoErrors.notFound();
    return deceased.id;
  }

  /**
   * The record whose print PDF `viewer` asks for: any for an admin; for a partner only its own company's
   * (deceased.partnerId), another's being 404 as if it did not exist.
   */
  async ownedNotice(viewer: User, rawId: string): Promise<Deceased> {
    const deceased = await this.deceased.findById(parseId(rawId));
    const role = roleOf(viewer);
    if (role !== 'admin') {
      if (role !== 'partner') throw AuthErrors.accessDenied();
      const partner = await this.partners.findByUser(viewer.id);
      if (!partner) throw AuthErrors.accessDenied();
      if (!deceased || deceased.partnerId !== partner.id) throw DeceasedErrors.panelNotFound();
    }
    if (!deceased) throw DeceasedErrors.panelNotFound();
    if (!hasManifesto(deceased)) throw ManifestoErrors.notFound();
    return deceased;
  }
}
