// spec public §6: an order form is prefilled from the account; its address is the invoice address saved
// with the account (else the first one saved).
import { ITALY_NATION_ID, type AddressValue, type UserData } from '@ricordo/shared-design';

/** The account's address as the AddressPicker's value; null when the account has none. */
export function savedAddressOf(user: UserData): AddressValue | null {
  const saved = user.addresses.find((item) => item.type === 'invoice') ?? user.addresses[0];
  if (!saved) return null;
  return {
    nationID: saved.nationID || ITALY_NATION_ID,
    region: saved.region,
    province: saved.province,
    location: saved.location,
    cap: saved.cap,
    address: saved.address ?? '',
    number: saved.number ?? '',
    completeAddress: saved.completeAddress ?? '',
  };
}
