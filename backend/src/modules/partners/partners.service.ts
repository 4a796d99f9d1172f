import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import type { PartnerType } from '../accounts/user.entity';
import { DomainEvents, partnerPagesChanged } from '../domain-events/domain-events.service';
import { Partner } from './partner.entity';

/** What a partner's public page shows (spec panels §3 "Partner page"); media are paths under the media folder. */
export interface PartnerPublicPage {
  description: string | null;
  headerText: string | null;
  logo: string | null;
  website: string | null;
  email: string | null;
  telephone: string | null;
  mobile: string | null;
  address: string | null;
  socialLinks: Record<string, string>;
  media: string[];
}

/** Funeral businesses and lamp managers (DESIGN glossary "partner"). */
@Injectable()
export class PartnersService {
  constructor(
    @InjectRepository(Partner) private readonly partners: Repository<Partner>,
    private readonly domainEvents: DomainEvents,
  ) {}

  /** The company of this account; `manager` reads it in the caller's transaction (invoices/ issuing one). */
  findByUser(userId: number, manager?: EntityManager): Promise<Partner | null> {
    return (manager?.getRepository(Partner) ?? this.partners).findOneBy({ userId });
  }

  findById(id: number): Promise<Partner | null> {
    return this.partners.findOneBy({ id });
  }

  /** Active partners and lamp managers, and requests waiting for a decision (the admin's 'Partner' card). */
  async counts(): Promise<{ active: number; requests: number }> {
    const [active, requests] = await Promise.all([
      this.partners.countBy({ status: 'active' }),
      this.partners.countBy({ status: 'pending' }),
    ]);
    return { active, requests };
  }

  /** The company of a partner account, created once. */
  async ensureForUser(userId: number, name: string, type: PartnerType): Promise<Partner> {
    return (
      (await this.findByUser(userId)) ?? this.partners.save(this.partners.create({ userId, name, type }))
    );
  }

  /**
   * Description as given (plain text shows as paragraphs); the page editor's rich text goes through
   * partnerEdit (PartnerEditService), which sanitises it.
   */
  async updatePublicPage(id: number, page: PartnerPublicPage): Promise<void> {
    await this.partners.update(
      { id },
      {
        ...page,
        socialLinks: JSON.stringify(page.socialLinks),
        media: JSON.stringify(page.media),
      },
    );
    await this.domainEvents.raise(null, partnerPagesChanged('partner')); // the cached server-rendered partner pages
  }
}
