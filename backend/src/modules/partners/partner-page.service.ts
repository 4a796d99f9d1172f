import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { parseId } from '../../common/ids';
import { mediaUrl } from '../../common/media-url';
import { DeceasedService } from '../deceased/deceased.service';
import type { PartnerPageDataDto, PartnerSocialLinkDto } from './dto/partner-page.dto';
import { PARTNER_SOCIAL_NETWORKS, storedLinks } from './partner-social';
import { Partner } from './partner.entity';
import { PartnerErrors } from './partners.errors';

/** spec panels §3 "Partner page": the latest obituaries shown on the public page. */
export const PARTNER_PAGE_OBITUARIES = 6;

/** Only web links are shown; anything else stored by mistake is dropped, never rendered. */
function webUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** The image paths of a partner's `media` column (a JSON array); anything else stored counts as none. */
export function mediaPaths(raw: string | null): string[] {
  const parsed = parseJson(raw);
  return Array.isArray(parsed)
    ? parsed.filter((path): path is string => typeof path === 'string' && !!path)
    : [];
}

/**
 * The public partner page (spec public §2 /partner-page, §7 getPartnerPage): the partner and its latest
 * published deceased (from DeceasedService).
 */
@Injectable()
export class PartnerPageService {
  constructor(
    @InjectRepository(Partner) private readonly partners: Repository<Partner>,
    private readonly deceased: DeceasedService,
  ) {}

  async getPartnerPage(rawId: string): Promise<PartnerPageDataDto> {
    let id: number;
    try {
      id = parseId(rawId);
    } catch {
      throw PartnerErrors.notFound();
    }
    // Only an accepted partner has a page: a request, a denied or a disabled partner is 'Partner non trovato'.
    const partner = await this.partners.findOneBy({ id, status: 'active' });
    if (!partner) throw PartnerErrors.notFound();
    const people = await this.deceased.latestPublishedOfPartner(partner.id, PARTNER_PAGE_OBITUARIES);
    const links = storedLinks(partner.socialLinks);
    const social: PartnerSocialLinkDto[] = PARTNER_SOCIAL_NETWORKS.flatMap((network) => {
      const url = links[network];
      return url ? [{ network, url }] : [];
    });
    const media = mediaPaths(partner.media).flatMap((path) => mediaUrl(path) ?? []);
    return {
      ID: partner.id,
      name: partner.name,
      type: partner.type,
      description: partner.description,
      headerText: partner.headerText,
      logo: mediaUrl(partner.logo),
      website: webUrl(partner.website),
      email: partner.email,
      telephone: partner.telephone,
      mobile: partner.mobile,
      address: partner.address,
      social,
      media,
      video: mediaUrl(partner.video),
      obituaries: people.map((person) => ({
        ID: person.id,
        name: person.name,
        surname: person.surname,
        dateOfBirth: person.dateOfBirth,
        dateOfDeath: person.dateOfDeath,
        photo: mediaUrl(person.photo),
        graveyardName: person.graveyardName,
        graveLocation: person.graveyardLocation?.name ?? null,
        type: person.showPage === 1 ? 'lapide' : 'necrologio',
        partnerID: partner.id,
        partnerName: partner.name,
      })),
    };
  }
}
