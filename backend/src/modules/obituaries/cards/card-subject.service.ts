import { Inject, Injectable } from '@nestjs/common';
import { parseId } from '../../../common/ids';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { User } from '../../accounts/user.entity';
import { roleOf } from '../../auth/request-auth';
import type { Deceased } from '../../deceased/deceased.entity';
import { DeceasedErrors } from '../../deceased/deceased.errors';
import { DeceasedService } from '../../deceased/deceased.service';
import type { Partner } from '../../partners/partner.entity';
import { PartnersService } from '../../partners/partners.service';
import { QrDocumentsService } from '../../qrcodes/qr-documents.service';

/** Who may have a document: the owning partner and admins; for some also the tombstone's owner. */
export type CardAudience = 'partner' | 'partner-or-owner';

export interface CardLinks {
  /** The tombstone page or notice: the plaque's `/qr/{code}` when it has one, else `/memorial?000{id}`. */
  page: string;
  /** The condolence book: the plaque's `/qr/{code}/condoglianze`, else `/memorial-book?000{id}`. */
  book: string;
  /** The notice's manifesto JPEG (public), when the record has a notice. */
  manifesto: string | null;
}

/** One record as the cards need it: the deceased, its plaque (if any) and its public links. */
export interface CardSubject {
  deceased: Deceased;
  /** The funeral home the record belongs to, if any. */
  partner: Partner | null;
  fullName: string;
  /** The plaque on the tombstone: code and verification code (spec panels §3 verification_code). */
  plaque: { code: string; verificationCode: string } | null;
  /** Whether the record carries a notice (manifesto data, a generated or a custom manifesto). */
  hasNotice: boolean;
  links: CardLinks;
}

/**
 * Loads the record a card or document is for, after the permission check of spec panels §6: an admin any
 * record; a funeral home (partner type 'partner') the records of its company; with 'partner-or-owner' the
 * client who owns the tombstone too. Any other record is DECEASED_NOT_FOUND (404), so ids cannot be probed;
 * the role itself is checked by the route's `@Roles()` (403).
 */
@Injectable()
export class CardSubjectService {
  constructor(
    private readonly people: DeceasedService,
    private readonly partners: PartnersService,
    private readonly plaques: QrDocumentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async load(rawId: string, viewer: User, audience: CardAudience): Promise<CardSubject> {
    const id = parseId(rawId);
    const deceased = await this.people.findById(id);
    const partner = deceased?.partnerId ? await this.partners.findById(deceased.partnerId) : null;
    if (!deceased || !mayHave(viewer, deceased, partner, audience)) throw DeceasedErrors.panelNotFound();
    // A notice linked to its tombstone page (pageID, spec panels §3 merge rule) shows that page's plaque.
    const plaque =
      (await this.plaques.plaqueOf(id)) ??
      (deceased.showPage !== 1 && deceased.pageId !== null
        ? await this.plaques.plaqueOf(deceased.pageId)
        : null);
    const hasNotice =
      deceased.manifestTexts !== null || deceased.manifestImage !== null || deceased.manifestCustom !== null;
    return {
      deceased,
      partner,
      fullName: `${deceased.name} ${deceased.surname}`.trim(),
      plaque,
      hasNotice,
      links: this.linksOf(id, plaque?.code ?? null, hasNotice),
    };
  }

  private linksOf(id: number, code: string | null, hasNotice: boolean): CardLinks {
    const base = this.config.publicUrl;
    const manifesto = hasNotice ? `${base}/api/obituaries/manifest/000${id}.jpg` : null;
    if (code) {
      const page = `${base}/qr/${encodeURIComponent(code)}`;
      return { page, book: `${page}/condoglianze`, manifesto };
    }
    return { page: `${base}/memorial?000${id}`, book: `${base}/memorial-book?000${id}`, manifesto };
  }
}

function mayHave(viewer: User, deceased: Deceased, partner: Partner | null, audience: CardAudience): boolean {
  switch (roleOf(viewer)) {
    case 'admin':
      return true;
    case 'partner':
      return partner !== null && partner.userId === viewer.id && partner.type === 'partner';
    case 'client':
      return audience === 'partner-or-owner' && deceased.ownerUserId === viewer.id && deceased.showPage === 1;
    default:
      return false;
  }
}
