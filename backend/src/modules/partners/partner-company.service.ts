import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';
import { changedOnly, overStored, sentAny } from '../../common/kept-fields';
import { AccountPlacesService } from '../accounts/account-places.service';
import { FieldProblems, ITALY, normalizeCf, present } from '../accounts/account-rules';
import { AccountMessages } from '../accounts/accounts.errors';
import { DomainEvents, partnerPagesChanged } from '../domain-events/domain-events.service';
import { LocationsService } from '../locations/locations.service';
import type { PartnerCompanyDto, PartnerCompanyEditDto, PartnerPanelRowDto } from './dto/partner-company.dto';
import { partnerAddressColumns, type PartnerAddressColumns } from './partner-address';
import { Partner } from './partner.entity';
import { PartnerErrors } from './partners.errors';

const VAT_PATTERN = /^[A-Z0-9]{5,20}$/;
const ADDRESS_FIELDS = ['region', 'province', 'location', 'cap', 'route', 'civic'] as const;

type CompanyColumns = Pick<Partner, 'name' | 'vat' | 'sdi' | 'cf'> & PartnerAddressColumns;

/**
 * The company data of a partner: name, Partita IVA, SDI, codice fiscale
 * and the page address, which the partner changes after its request. Rules as the /partner request's (spec
 * public §5 "Partner", panels §5: PI and SDI required, CF of 16 or empty, Italian address complete); a field
 * the request leaves out keeps its value, and an unchanged form writes nothing.
 */
@Injectable()
export class PartnerCompanyService {
  constructor(
    @InjectRepository(Partner) private readonly partners: Repository<Partner>,
    private readonly places: AccountPlacesService,
    private readonly locations: LocationsService,
    private readonly domainEvents: DomainEvents,
  ) {}

  /** The company of this account ('Partner non trovato' for an account without one). */
  async ofUser(userId: number): Promise<PartnerCompanyDto> {
    return companyDto(await this.partnerOf(userId));
  }

  /** The partner panel's partners table: the signed-in partner's company (one row). */
  async panelRows(partnerId: number): Promise<PartnerPanelRowDto[]> {
    const partner = await this.partners.findOneBy({ id: partnerId });
    if (!partner) return [];
    return [
      {
        ...companyDto(partner),
        type: partner.type,
        status: partner.status,
        email: partner.email,
        telephone: partner.telephone,
        mobile: partner.mobile,
        website: partner.website,
      },
    ];
  }

  async edit(userId: number, body: PartnerCompanyEditDto): Promise<PartnerCompanyDto> {
    const partner = await this.partnerOf(userId);
    const problems = new FieldProblems();
    const sent: Partial<CompanyColumns> = {};
    if (body.name !== undefined) {
      sent.name = present(body.name) ?? '';
      if (!sent.name) problems.add('name', AccountMessages.required);
    }
    if (body.pi !== undefined) {
      sent.vat = body.pi.replace(/\s/g, '').toUpperCase();
      if (!sent.vat) problems.add('pi', AccountMessages.required);
      else if (!VAT_PATTERN.test(sent.vat)) problems.add('pi', AccountMessages.invalid);
    }
    if (body.sdi !== undefined) {
      sent.sdi = present(body.sdi) ?? '';
      if (!sent.sdi) problems.add('sdi', AccountMessages.required);
    }
    if (body.cf !== undefined) {
      const cf = present(body.cf);
      sent.cf = cf === null ? null : normalizeCf(cf);
      if (cf !== null && sent.cf === null) problems.add('cf', AccountMessages.invalid);
    }
    if (sentAny(body, ADDRESS_FIELDS)) {
      const address = await this.places.checkAddress({ ...body, nationality: ITALY }, problems);
      if (address) Object.assign(sent, await partnerAddressColumns(this.locations, address));
    }
    problems.throwIfAny();
    if (sent.vat && (await this.partners.existsBy({ vat: sent.vat, id: Not(partner.id) })))
      throw PartnerErrors.vatTaken();

    const changes = changedOnly(partner, overStored(columnsOf(partner), sent));
    if (Object.keys(changes).length === 0) return companyDto(partner);
    await this.partners.update({ id: partner.id }, changes);
    await this.domainEvents.raise(null, partnerPagesChanged('company')); // name and address show on the public page
    return companyDto({ ...partner, ...changes });
  }

  private async partnerOf(userId: number): Promise<Partner> {
    const partner = await this.partners.findOneBy({ userId });
    if (!partner) throw PartnerErrors.notFound();
    return partner;
  }
}

function columnsOf(partner: Partner): CompanyColumns {
  return {
    name: partner.name,
    vat: partner.vat,
    sdi: partner.sdi,
    cf: partner.cf,
    address: partner.address,
    addressRoute: partner.addressRoute,
    addressCivic: partner.addressCivic,
    addressCap: partner.addressCap,
    addressRegionId: partner.addressRegionId,
    addressProvinceId: partner.addressProvinceId,
    addressLocationId: partner.addressLocationId,
  };
}

export function companyDto(partner: Partner): PartnerCompanyDto {
  return {
    ID: partner.id,
    name: partner.name,
    vat: partner.vat,
    sdi: partner.sdi,
    cf: partner.cf,
    addressLine: partner.address,
    address:
      partner.addressRoute === null
        ? null
        : {
            region: partner.addressRegionId,
            province: partner.addressProvinceId,
            location: partner.addressLocationId,
            cap: partner.addressCap,
            route: partner.addressRoute,
            civic: partner.addressCivic,
          },
  };
}
