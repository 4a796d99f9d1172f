import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ComuneCap } from './comune-cap.entity';
import { Comune } from './comune.entity';
import { Country } from './country.entity';
import { Province } from './province.entity';
import { Region } from './region.entity';
import { LocationErrors } from './locations.errors';
import { COMUNI } from './reference-data';
import type {
  CapComuneItemDto,
  ComuneItemDto,
  CountryItemDto,
  ProvinceItemDto,
  RegionItemDto,
} from './dto/location-responses.dto';

/** spec panels §3 "CAP ranges minCap/maxCap" per province: lowest and highest CAP of its comuni. */
const CAP_RANGES = new Map<number, { minCap: string; maxCap: string }>();
for (const comune of COMUNI) {
  for (const cap of comune.caps) {
    const range = CAP_RANGES.get(comune.provinceId);
    if (!range) CAP_RANGES.set(comune.provinceId, { minCap: cap, maxCap: cap });
    else {
      if (cap < range.minCap) range.minCap = cap;
      if (cap > range.maxCap) range.maxCap = cap;
    }
  }
}

/** The CAP range of a province ('' and '' for one without comuni). */
export function capRangeOf(provinceId: number): { minCap: string; maxCap: string } {
  return CAP_RANGES.get(provinceId) ?? { minCap: '', maxCap: '' };
}

const toComuneItem = (comune: Comune): ComuneItemDto => ({
  ID: comune.id,
  name: comune.name,
  cap: comune.cap,
  capList: comune.capList.split(' '),
});

/** The address cascade region → province → comune → CAP (DESIGN "shared-design": address picker). */
@Injectable()
export class LocationsService {
  constructor(
    @InjectRepository(Region) private readonly regions: Repository<Region>,
    @InjectRepository(Province) private readonly provinces: Repository<Province>,
    @InjectRepository(Comune) private readonly comuni: Repository<Comune>,
    @InjectRepository(Country) private readonly countries: Repository<Country>,
  ) {}

  async listRegions(): Promise<RegionItemDto[]> {
    const rows = await this.regions.find({ order: { name: 'ASC' } });
    return rows.map((region) => ({ ID: region.id, name: region.name }));
  }

  async listProvinces(regionId: number): Promise<ProvinceItemDto[]> {
    const rows = await this.provinces.find({ where: { regionId }, order: { name: 'ASC' } });
    if (rows.length === 0 && !(await this.regions.existsBy({ id: regionId })))
      throw LocationErrors.regionNotFound();
    return rows.map((province) => ({
      ID: province.id,
      name: province.name,
      sigla: province.sigla,
      idregione: province.regionId,
      ...capRangeOf(province.id),
    }));
  }

  async listComuni(provinceId: number): Promise<ComuneItemDto[]> {
    const rows = await this.comuni.find({ where: { provinceId }, order: { name: 'ASC' } });
    if (rows.length === 0 && !(await this.provinces.existsBy({ id: provinceId })))
      throw LocationErrors.provinceNotFound();
    return rows.map(toComuneItem);
  }

  /** Comuni that use a CAP; several small comuni often share one. */
  async findByCap(cap: string): Promise<CapComuneItemDto[]> {
    if (!/^\d{5}$/.test(cap)) throw LocationErrors.invalidCap();
    const rows = await this.comuni
      .createQueryBuilder('comune')
      .innerJoin(ComuneCap, 'comuneCap', 'comuneCap.comune_id = comune.id')
      .innerJoinAndSelect('comune.province', 'province')
      .where('comuneCap.cap = :cap', { cap })
      .orderBy('comune.name', 'ASC')
      .getMany();
    return rows.map((comune) => ({
      ...toComuneItem(comune),
      provinceID: comune.provinceId,
      regionID: comune.province?.regionId ?? 0,
    }));
  }

  /**
   * A place as people read it in a message: 'Milano (MI)' for a comune (with its province's sigla), else the
   * province's or the region's name, else 'Italia'. At most three lookups by primary key.
   */
  async placeLabel(place: {
    regionId: number | null;
    provinceId: number | null;
    locationId: number | null;
  }): Promise<string> {
    const province = place.provinceId ? await this.provinces.findOneBy({ id: place.provinceId }) : null;
    const comune = place.locationId ? await this.comuni.findOneBy({ id: place.locationId }) : null;
    if (comune) return province ? `${comune.name} (${province.sigla})` : comune.name;
    if (province) return province.name;
    const region = place.regionId ? await this.regions.findOneBy({ id: place.regionId }) : null;
    return region?.name ?? 'Italia';
  }

  async listCountries(): Promise<CountryItemDto[]> {
    const rows = await this.countries.find({ order: { id: 'ASC' } });
    return rows.map((country) => ({ id: country.id, nicename: country.nicename }));
  }
}
