// The calls of the admin's #partners section by operationId.
import { api, type Schema } from '@ricordo/shared-design';

export type AdminPartner = Schema<'AdminPartnerDto'>;
export type PartnerList = 'requests' | 'partners';
export type PartnerAction = 'acceptPartner' | 'denyPartner' | 'downgradePartner';

/** Admin tables: 5, 10, 25 or 100 rows, default 5 (spec panels §9). */
export const PAGE_SIZES = [5, 10, 25, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** acceptPartner, denyPartner, downgradePartner {partnerid} (spec panels §7); the server's message. */
export async function decide(action: PartnerAction, partnerId: number): Promise<string> {
  return (await api.call(action, { body: { partnerid: String(partnerId) } })).message;
}
