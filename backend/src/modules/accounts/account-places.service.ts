import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error';
import type { ComuneItemDto, ProvinceItemDto } from '../locations/dto/location-responses.dto';
import { LocationsService } from '../locations/locations.service';
import { AccountMessages } from './accounts.errors';
import { FieldProblems, ITALY, MAX_ZONES, present } from './account-rules';
import type { UserAddress } from './user-address.entity';

export interface Zone {
  regionId: number;
  provinceId: number | null;
  locationId: number | null;
  cap: string | null;
}

export interface AddressInput {
  nationality?: number;
  region?: number;
  province?: number;
  location?: number;
  cap?: string;
  route?: string;
  civic?: string;
  complete_address?: string;
}

export type AddressFields = Omit<
  UserAddress,
  'id' | 'userId' | 'user' | 'region' | 'province' | 'location' | 'nation'
>;

/** The picker's 'Tutti' (spec panels §4: option '-1'), an empty choice, or a missing value. */
function anyChoice(value: unknown): boolean {
  return value === null || value === undefined || value === '' || value === -1 || value === '-1';
}

function asId(value: unknown): number | null | undefined {
  if (anyChoice(value)) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value)) return Number(value);
  return undefined;
}

/**
 * Checks places against the location tables (spec panels §4 "Location cascade", §5 "Address"): notification
 * zones and the account address. Each check reads the lists the address picker itself reads, so the server
 * accepts exactly what the picker can offer.
 */
@Injectable()
export class AccountPlacesService {
  constructor(private readonly locations: LocationsService) {}

  /**
   * Notification zones (spec public §3 notificationList, §5 "If notifications are on, at least one zone").
   * Each zone needs a region; province, comune and CAP may be 'Tutti' but must belong to the level above.
   */
  async checkZones(
    raw: unknown[] | undefined,
    required: boolean,
    problems: FieldProblems,
    field = 'notificationList',
  ): Promise<Zone[]> {
    const list = raw ?? [];
    if (list.length > MAX_ZONES) {
      problems.add(field, AccountMessages.invalid);
      return [];
    }
    const zones: Zone[] = [];
    const cache = new Map<string, Promise<unknown>>();
    for (const [index, item] of list.entries()) {
      const at = `${field}.${index}`;
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        problems.add(at, AccountMessages.invalid);
        continue;
      }
      const zone = item as Record<string, unknown>;
      const regionId = asId(zone.region);
      const provinceId = asId(zone.province);
      const locationId = asId(zone.location);
      const cap = anyChoice(zone.cap) ? null : zone.cap;
      if (regionId === null) {
        // spec panels §8: region select error 'Devi effettuare una scelta'.
        problems.add(`${at}.region`, AccountMessages.choiceRequired);
        continue;
      }
      if (regionId === undefined || provinceId === undefined || locationId === undefined) {
        problems.add(at, AccountMessages.invalid);
        continue;
      }
      const place = await this.checkPlace({ regionId, provinceId, locationId, cap }, cache);
      if (place) {
        problems.add(`${at}.${place}`, AccountMessages.invalid);
        continue;
      }
      const stored: Zone = { regionId, provinceId, locationId, cap: cap as string | null };
      if (!zones.some((other) => JSON.stringify(other) === JSON.stringify(stored))) zones.push(stored);
    }
    if (required && zones.length === 0 && !problems.has(field) && list.length === 0)
      problems.add(field, AccountMessages.zoneRequired);
    return zones;
  }

  /**
   * The account address (spec panels §5 "Address"): for Italy (105) region, province, comune, CAP, street and
   * number, consistent with each other; for other countries only the whole address, structured fields
   * cleared. Returns null when there are problems (already added).
   */
  async checkAddress(input: AddressInput, problems: FieldProblems): Promise<AddressFields | null> {
    const nationId = input.nationality ?? ITALY;
    const countries = await this.locations.listCountries();
    if (!countries.some((country) => country.id === nationId)) {
      problems.add('nationality', AccountMessages.invalid);
      return null;
    }
    if (nationId !== ITALY) {
      const completeAddress = present(input.complete_address);
      if (!completeAddress) {
        problems.add('complete_address', AccountMessages.addressIncomplete);
        return null;
      }
      return {
        type: 'invoice',
        address: '',
        number: '',
        regionId: null,
        provinceId: null,
        locationId: null,
        cap: null,
        nationId,
        completeAddress,
      };
    }
    const route = present(input.route);
    const civic = present(input.civic);
    const cap = present(input.cap);
    const missing = [
      ['region', input.region],
      ['province', input.province],
      ['location', input.location],
      ['cap', cap],
      ['route', route],
      ['civic', civic],
    ].filter(([, value]) => value === undefined || value === null);
    for (const [field] of missing) problems.add(field as string, AccountMessages.addressIncomplete);
    if (missing.length > 0 || !route || !civic || !cap) return null;
    const place = await this.checkPlace(
      {
        regionId: input.region as number,
        provinceId: input.province as number,
        locationId: input.location as number,
        cap,
      },
      new Map(),
    );
    if (place) {
      problems.add(place, AccountMessages.invalid);
      return null;
    }
    return {
      type: 'invoice',
      address: route,
      number: civic,
      regionId: input.region as number,
      provinceId: input.province as number,
      locationId: input.location as number,
      cap,
      nationId,
      completeAddress: null,
    };
  }

  /**
   * The first level of a place that does not fit the one above ('region', 'province', 'location', 'cap'),
   * or null (e.g. the burial place of a plaque activation); `provinceId`, `locationId` and `cap` may be null.
   */
  placeProblem(place: {
    regionId: number;
    provinceId: number | null;
    locationId: number | null;
    cap: string | null;
  }): Promise<'region' | 'province' | 'location' | 'cap' | null> {
    return this.checkPlace(place, new Map());
  }

  /** The first level that does not fit the one above ('region', 'province', 'location', 'cap'), or null. */
  private async checkPlace(
    place: { regionId: number; provinceId: number | null; locationId: number | null; cap: unknown },
    cache: Map<string, Promise<unknown>>,
  ): Promise<'region' | 'province' | 'location' | 'cap' | null> {
    const provinces = await this.cached(cache, `r${place.regionId}`, () =>
      this.locations.listProvinces(place.regionId),
    );
    if (!provinces) return 'region';
    if (place.provinceId === null) return place.locationId === null && place.cap === null ? null : 'province';
    if (!provinces.some((province) => province.ID === place.provinceId)) return 'province';
    const comuni = await this.cached(cache, `p${place.provinceId}`, () =>
      this.locations.listComuni(place.provinceId as number),
    );
    if (place.locationId === null) return place.cap === null ? null : 'location';
    const comune = comuni?.find((item) => item.ID === place.locationId);
    if (!comune) return 'location';
    if (place.cap === null) return null;
    return typeof place.cap === 'string' && comune.capList.includes(place.cap) ? null : 'cap';
  }

  /** One lookup per level per check; an unknown id (the service's 404) reads as null. */
  private async cached<T extends ProvinceItemDto[] | ComuneItemDto[]>(
    cache: Map<string, Promise<unknown>>,
    key: string,
    load: () => Promise<T>,
  ): Promise<T | null> {
    if (!cache.has(key)) {
      cache.set(
        key,
        load().catch((error: unknown) => {
          if (error instanceof AppError && error.getStatus() === 404) return null;
          throw error;
        }),
      );
    }
    return (await cache.get(key)) as T | null;
  }
}
