import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { PartnerType } from '../accounts/user.entity';
import { Partner } from './partner.entity';

/** Funeral businesses and lamp managers (DESIGN glossary "partner"). */
@Injectable()
export class PartnersService {
  constructor(@InjectRepository(Partner) private readonly partners: Repository<Partner>) {}

  findByUser(userId: number): Promise<Partner | null> {
    return this.partners.findOneBy({ userId });
  }

  /** The company of a partner account, created once. */
  async ensureForUser(userId: number, name: string, type: PartnerType): Promise<Partner> {
    return (
      (await this.findByUser(userId)) ?? this.partners.save(this.partners.create({ userId, name, type }))
    );
  }
}
