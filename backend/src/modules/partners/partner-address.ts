// The partner page's address: kept as parts (street, number, CAP, comune,
// province, region) and as the line the public page shows, 'Via Roma 12, 20121 Milano (MI)', written from
// them. A page saved before the parts existed keeps its line (`address`) and has no parts.
import type { AddressFields } from '../accounts/account-places.service';
import type { LocationsService } from '../locations/locations.service';
import type { Partner } from './partner.entity';

export type PartnerAddressColumns = Pick<
  Partner,
  | 'address'
  | 'addressRoute'
  | 'addressCivic'
  | 'addressCap'
  | 'addressRegionId'
  | 'addressProvinceId'
  | 'addressLocationId'
>;

/** The columns of a checked address (AccountPlacesService.checkAddress): a foreign one is its line only. */
export async function partnerAddressColumns(
  locations: Pick<LocationsService, 'placeLabel'>,
  address: AddressFields,
): Promise<PartnerAddressColumns> {
  if (address.completeAddress !== null)
    return {
      address: address.completeAddress,
      addressRoute: null,
      addressCivic: null,
      addressCap: null,
      addressRegionId: null,
      addressProvinceId: null,
      addressLocationId: null,
    };
  const city = await locations.placeLabel(address);
  return {
    address: `${address.address} ${address.number}, ${[address.cap, city].filter(Boolean).join(' ')}`,
    addressRoute: address.address,
    addressCivic: address.number,
    addressCap: address.cap,
    addressRegionId: address.regionId,
    addressProvinceId: address.provinceId,
    addressLocationId: address.locationId,
  };
}
